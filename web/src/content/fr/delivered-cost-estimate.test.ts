import { describe, expect, it } from 'vitest';
import { describeDistance, estimateDeliveredCost, estimateInWords, type DeliveryRates } from '../../../../shared/delivered-cost';
import { BUILT_IN_FACTS } from '../../../../shared/listing-facts';
import { BUILT_IN_LISTING_STATE } from '../../../../shared/listing-state';
import { place } from '../../../../shared/places';
import { FRENCH_ESTIMATE_WORDS } from './delivered-cost-estimate';

const RATES: DeliveryRates = { perKmCad: { low: 3.25, high: 4.75 }, minimumCad: { low: 900, high: 1500 } };
const OFFER = { priceUsd: BUILT_IN_LISTING_STATE.priceUsd, cadRate: BUILT_IN_FACTS.cadRate };
const english = (id: string) => estimateDeliveredCost(place(id), RATES, OFFER);
const french = (id: string) => estimateInWords(english(id), FRENCH_ESTIMATE_WORDS);
const labels = (id: string) => french(id).lines.map((line) => line.label);

describe('the estimate in French', () => {
  it('names Québec’s taxes TPS 5 % and TVQ 9,975 %, each on the price and delivery, and states the QST rule', () => {
    const estimate = french('quebec-city');
    expect(labels('quebec-city')).toEqual(['Prix', 'Livraison depuis Edmonton', 'TPS 5\u00a0%', 'TVQ 9,975\u00a0% (Québec)']);
    // The figures are the English estimate's, untouched.
    expect(estimate.lines.map((line) => line.amount)).toEqual(english('quebec-city').lines.map((line) => line.amount));
    expect(estimate.total).toEqual(english('quebec-city').total);
    const [price, delivery, gst, qst] = estimate.lines.map((line) => line.amount!.cad);
    expect(gst!.low).toBe(Math.round(((price!.low + delivery!.low) * 5) / 100));
    expect(qst!.low).toBe(Math.round(((price!.low + delivery!.low) * 9.975) / 100));
    expect(estimate.notes).toContain('Au Québec, la TPS (5\u00a0%) et la TVQ (9,975\u00a0%) se calculent chacune sur le prix et la livraison avant taxes\u00a0: la TVQ ne s’applique pas sur la TPS.');
    expect(estimate.lines.find((line) => line.id === 'gst')?.source?.source).toMatch(/^Agence du revenu du Canada/);
  });

  it('states the rule in English too, and only for Québec', () => {
    expect(english('quebec-city').lines.map((line) => line.label)).toContain('QST 9.975 % (Quebec)');
    expect(english('quebec-city').notes.join(' ')).toMatch(/the QST is not charged on the GST/);
    expect(french('saskatoon').notes.join(' ')).not.toMatch(/TVQ/);
  });

  it('names the other provinces’ taxes as Canadian French does: TVH, TVP, TVD', () => {
    expect(labels('toronto')).toContain('TVH 13\u00a0% (Ontario)');
    expect(labels('saskatoon')).toContain('TVP 6\u00a0% (Saskatchewan)');
    expect(labels('winnipeg')).toContain('TVD 7\u00a0% (Manitoba)');
    expect(labels('vancouver')).toContain('TVP 7\u00a0% (Colombie-Britannique)');
  });

  it('names the US entry lines and their notes in French, with French figures', () => {
    expect(labels('denver').at(-2)).toBe('Frais de traitement des marchandises (MPF), 0,3464\u00a0% du prix (au moins 33,58\u00a0$\u00a0US, au plus 651,50\u00a0$\u00a0US)');
    expect(french('denver').notes.join(' ')).toMatch(/ACEUM/);
    expect(french('denver').notes.join(' ')).not.toMatch(/\b(the|and|of)\b/);
  });

  it('writes distances and amounts the French way', () => {
    expect(describeDistance(english('saskatoon'), FRENCH_ESTIMATE_WORDS)).toBe('525\u00a0km par la route');
    expect(describeDistance(english('denver'), FRENCH_ESTIMATE_WORDS)).toMatch(/^environ [\d\u00a0]+ à [\d\u00a0]+\u00a0km \(estimation\u00a0: distance à vol d’oiseau × 1,2\)$/);
    expect(FRENCH_ESTIMATE_WORDS.amountRange({ low: 1239, high: 1822 })).toBe('1\u00a0239 à 1\u00a0822');
    expect(FRENCH_ESTIMATE_WORDS.amountRange({ low: 129000, high: 129000 })).toBe('129\u00a0000');
    expect(FRENCH_ESTIMATE_WORDS.placeLabel(place('quebec-city'))).toBe('Québec, QC');
  });
});
