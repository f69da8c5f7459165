import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTS } from './listing-facts';
import { BUILT_IN_LISTING_STATE } from './listing-state';
import { deliveryCostCad, describeDistance, estimateDeliveredCost, formatMoneyRange, merchandiseProcessingFeeUsd, NO_ROAD_NOTE, type CostLineId, type DeliveryRates } from './delivered-cost';
import { place } from './places';

const RATES: DeliveryRates = { perKmCad: { low: 3.25, high: 4.75 }, minimumCad: { low: 900, high: 1500 } };
const OFFER = { priceUsd: BUILT_IN_LISTING_STATE.priceUsd, cadRate: BUILT_IN_FACTS.cadRate };

const lineIds = (id: string) => estimateDeliveredCost(place(id), RATES, OFFER).lines.map((line) => line.id);
const line = (id: string, lineId: CostLineId) => estimateDeliveredCost(place(id), RATES, OFFER).lines.find((entry) => entry.id === lineId);

describe('the delivered-cost estimate', () => {
  it('prices Saskatoon: 525 km by road, GST and Saskatchewan PST on the price and delivery, in both currencies', () => {
    const estimate = estimateDeliveredCost(place('saskatoon'), RATES, OFFER);
    expect(estimate.distanceKm).toEqual({ low: 525, high: 525 });
    expect(estimate.distanceBasis).toBe('road');
    expect(estimate.lines.map((entry) => [entry.id, entry.amount])).toEqual([
      ['price', { usd: { low: 129_000, high: 129_000 }, cad: { low: 176_988, high: 176_988 } }],
      // 525 km x 3.25 = 1,706.25 rounded down to 1,700; x 4.75 = 2,493.75 rounded up to 2,500 CAD.
      ['delivery', { usd: { low: 1_239, high: 1_822 }, cad: { low: 1_700, high: 2_500 } }],
      // 5 % of 178,688 and of 179,488 CAD.
      ['gst', { usd: { low: 6_512, high: 6_541 }, cad: { low: 8_934, high: 8_974 } }],
      // 6 % of the same.
      ['pst', { usd: { low: 7_814, high: 7_849 }, cad: { low: 10_721, high: 10_769 } }],
    ]);
    expect(estimate.total).toEqual({ usd: { low: 144_565, high: 145_212 }, cad: { low: 198_343, high: 199_231 } });
    expect(estimate.notes.join(' ')).toMatch(/public body/);
  });

  it('follows the offer: a lower price and another rate change the price line and the taxes on it', () => {
    const estimate = estimateDeliveredCost(place('saskatoon'), RATES, { priceUsd: 119_000, cadRate: { usdToCad: 1.4, setOn: '2026-11-24' } });
    expect(estimate.lines.find((entry) => entry.id === 'price')?.amount).toEqual({ usd: { low: 119_000, high: 119_000 }, cad: { low: 166_600, high: 166_600 } });
    // 5 % of 166,600 + 1,700 CAD.
    expect(estimate.lines.find((entry) => entry.id === 'gst')?.amount?.cad.low).toBe(8_415);
    expect(estimate.offer.priceUsd).toBe(119_000);
  });

  it('prices Denver: an estimated distance widened 10 % either way, US entry lines instead of Canadian tax', () => {
    const estimate = estimateDeliveredCost(place('denver'), RATES, OFFER);
    expect(estimate.distanceBasis).toBe('estimate');
    expect(estimate.distanceKm.high).toBeGreaterThan(estimate.distanceKm.low);
    expect(estimate.lines.map((entry) => entry.id)).toEqual(['price', 'delivery', 'us-duty', 'us-mpf', 'us-broker']);
    // 0.3464 % of 129,000 USD = 446.86, between the floor and the cap.
    expect(line('denver', 'us-mpf')?.amount?.usd).toEqual({ low: 447, high: 447 });
    expect(line('denver', 'us-broker')?.amount?.usd).toEqual({ low: 175, high: 450 });
    expect(line('denver', 'us-duty')?.source?.source).toMatch(/Harmonized Tariff Schedule/);
    expect(estimate.notes.join(' ')).toMatch(/customs broker/);
    expect(estimate.notes.join(' ')).toMatch(/FDA Form 2877/);
  });

  it.each([
    ['calgary', ['price', 'delivery', 'gst']],
    ['saskatoon', ['price', 'delivery', 'gst', 'pst']],
    ['regina', ['price', 'delivery', 'gst', 'pst']],
    ['winnipeg', ['price', 'delivery', 'gst', 'pst']],
    ['vancouver', ['price', 'delivery', 'gst', 'pst']],
    ['toronto', ['price', 'delivery', 'hst']],
    ['montreal', ['price', 'delivery', 'gst', 'pst']],
    ['yellowknife', ['price', 'delivery', 'gst']],
    ['seattle', ['price', 'delivery', 'us-duty', 'us-mpf', 'us-broker']],
    ['great-falls', ['price', 'delivery', 'us-duty', 'us-mpf', 'us-broker']],
    ['denver', ['price', 'delivery', 'us-duty', 'us-mpf', 'us-broker']],
    ['minneapolis', ['price', 'delivery', 'us-duty', 'us-mpf', 'us-broker']],
    ['chicago', ['price', 'delivery', 'us-duty', 'us-mpf', 'us-broker']],
  ])('%s: the lines of its country, a total that is the sum of the lines and a range that only widens', (id, ids) => {
    const estimate = estimateDeliveredCost(place(id), RATES, OFFER);
    expect(lineIds(id)).toEqual(ids);
    for (const currency of ['usd', 'cad'] as const) {
      const sum = (bound: 'low' | 'high') => estimate.lines.reduce((total, entry) => total + (entry.amount?.[currency][bound] ?? 0), 0);
      expect(estimate.total[currency]).toEqual({ low: sum('low'), high: sum('high') });
      expect(estimate.total[currency].low).toBeLessThan(estimate.total[currency].high);
      for (const entry of estimate.lines) expect(Number.isInteger(entry.amount?.[currency].low), entry.id).toBe(true);
    }
  });

  it('names the province and its rate: Ontario HST 13 %, Quebec QST 9.975 %, Manitoba RST 7 %', () => {
    expect(line('toronto', 'hst')?.label).toBe('HST 13 % (Ontario)');
    expect(line('montreal', 'pst')?.label).toBe('QST 9.975 % (Quebec)');
    expect(line('winnipeg', 'pst')?.label).toBe('RST 7 % (Manitoba)');
  });

  it('charges the minimum for a short move and per km beyond it, rounded outward to 10 dollars', () => {
    expect(deliveryCostCad({ low: 0, high: 0 }, RATES)).toEqual({ low: 900, high: 1500 });
    // Red Deer's 150 km at 3.25 is 487.50 CAD, under the 900 minimum.
    expect(deliveryCostCad({ low: 150, high: 150 }, RATES)).toEqual({ low: 900, high: 1500 });
    expect(deliveryCostCad({ low: 1305, high: 1305 }, RATES)).toEqual({ low: 4240, high: 6200 });
  });

  it('holds the merchandise processing fee between its floor and its cap', () => {
    expect(merchandiseProcessingFeeUsd(1_000)).toBe(34);
    expect(merchandiseProcessingFeeUsd(129_000)).toBe(447);
    expect(merchandiseProcessingFeeUsd(1_000_000)).toBe(652);
  });

  it('leaves delivery to a place without a road out of the total, and says so', () => {
    const estimate = estimateDeliveredCost(place('iqaluit'), RATES, OFFER);
    expect(estimate.lines.find((entry) => entry.id === 'delivery')?.amount).toBeNull();
    expect(estimate.notes).toContain(NO_ROAD_NOTE);
    expect(estimate.total.cad.low).toBe(176_988 + Math.round(176_988 * 0.05));
  });
});

describe('how the estimate is written', () => {
  it('writes one amount or a range, with the currency', () => {
    expect(formatMoneyRange({ low: 447, high: 447 }, 'USD')).toBe('$447 USD');
    expect(formatMoneyRange({ low: 1_700, high: 2_500 }, 'CAD')).toBe('$1,700 – $2,500 CAD');
  });

  it('says whether a distance is by road or estimated', () => {
    expect(describeDistance(estimateDeliveredCost(place('saskatoon'), RATES, OFFER))).toBe('525 km by road');
    expect(describeDistance(estimateDeliveredCost(place('denver'), RATES, OFFER))).toMatch(/^about [\d,]+ – [\d,]+ km \(estimated: the straight line × 1\.2\)$/);
  });
});

describe('the estimate at the listing’s current price', () => {
  it('prices, taxes and totals a changed asking price, not the built-in one', () => {
    const estimate = estimateDeliveredCost(place('saskatoon'), RATES, { ...OFFER, priceUsd: 119_000 });
    const price = estimate.lines.find((entry) => entry.id === 'price');
    expect(price?.amount?.usd).toEqual({ low: 119_000, high: 119_000 });
    const gst = estimate.lines.find((entry) => entry.id === 'gst');
    // GST is 5 % of the CAD price plus delivery (1,700 – 2,500 CAD).
    const priceCad = Math.round(119_000 * OFFER.cadRate.usdToCad);
    expect(gst?.amount?.cad).toEqual({ low: Math.round((priceCad + 1_700) * 0.05), high: Math.round((priceCad + 2_500) * 0.05) });
    expect(estimate.total.usd.low).toBeLessThan(estimateDeliveredCost(place('saskatoon'), RATES, OFFER).total.usd.low);
  });
});
