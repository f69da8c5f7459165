import {
  CUSTOMS_BROKER_FEE_USD,
  MERCHANDISE_PROCESSING_FEE,
  SALES_TAX,
  SALES_TAX_NOTES,
  US_IMPORT_NOTES,
  US_TARIFF_HEADING,
  type ProvincialSalesTax,
  type Sourced,
} from './landed-cost-rates';
import { placeLabel } from './places';
import { ROAD_FACTOR, distanceFromEdmonton, type Place } from './place-distance';
import { PROVINCES, type Province } from './provinces';
import type { SiteSettings } from './settings';
import { type CadRate } from './listing-facts';
import { cadEquivalent } from './listing-figures';
import { formatAmount, formatWholeNumber } from './trailer';

/**
 * What the trailer costs delivered to a place (the delivered-cost estimator and the quotation):
 * the price, a delivery range from the distance and the seller's carrier rates, and the taxes of a
 * Canadian province or the items of a US entry, each line in USD and CAD at the seller's rate (the
 * listing's facts).
 * Every amount is an estimate and the total is a range.
 *
 * Rounding: every line is a whole number of dollars; a delivery range is rounded outward to the
 * next DELIVERY_ROUNDING dollars; a line's other currency is converted from its rounded amount; a
 * total is the sum of its rounded lines in each currency.
 */

export interface Range {
  low: number;
  high: number;
}

/** The seller's carrier rates, CAD: per km and at least (the operator's `deliveryRates` setting). */
export type DeliveryRates = SiteSettings['deliveryRates'];

export interface MoneyRange {
  usd: Range;
  cad: Range;
}

export type CostLineId = 'price' | 'delivery' | 'gst' | 'hst' | 'pst' | 'us-duty' | 'us-mpf' | 'us-broker';

export interface CostLine {
  id: CostLineId;
  label: string;
  /** null: not estimated here (a place without a road is quoted by the carrier). */
  amount: MoneyRange | null;
  /** Where a rate or fee comes from, and when it was last checked. */
  source?: Sourced;
}

/** What the estimate is of: the asking price, and the rate its CAD figures are at. */
export interface DeliveredCostOffer {
  priceUsd: number;
  cadRate: CadRate;
}

export interface DeliveredCostEstimate {
  place: Place;
  offer: DeliveredCostOffer;
  /** The distance range the delivery line was priced on: one value for a road distance. */
  distanceKm: Range;
  distanceBasis: 'road' | 'estimate';
  lines: readonly CostLine[];
  total: MoneyRange;
  /** What the estimate cannot know, said beside it. */
  notes: readonly string[];
}

export const DELIVERY_ROUNDING = 10;
/** An estimated distance (great-circle x road factor) is priced as this share either side of it. */
export const ESTIMATED_DISTANCE_SPREAD = 0.1;

const roundTo = (value: number, step: number, direction: 'down' | 'up') => (direction === 'down' ? Math.floor(value / step) : Math.ceil(value / step)) * step;
const same = (value: number): Range => ({ low: value, high: value });
const mapRange = (range: Range, map: (value: number) => number): Range => ({ low: map(range.low), high: map(range.high) });

/** Amounts in one currency with the other at `rate`. */
interface Converter {
  fromUsd(usd: Range): MoneyRange;
  fromCad(cad: Range): MoneyRange;
}

function converter(rate: CadRate): Converter {
  return {
    fromUsd: (usd) => ({ usd, cad: mapRange(usd, (value) => cadEquivalent(value, rate)) }),
    fromCad: (cad) => ({ usd: mapRange(cad, (value) => Math.round(value / rate.usdToCad)), cad }),
  };
}

function percentOf(base: Range, percent: number): Range {
  return mapRange(base, (value) => Math.round((value * percent) / 100));
}

/** The distance range to price: exact for a road distance, ESTIMATED_DISTANCE_SPREAD either side of an estimate. */
function pricedDistance(place: Place): { km: Range; basis: 'road' | 'estimate' } {
  const { km, basis } = distanceFromEdmonton(place);
  if (basis === 'road') return { km: same(km), basis };
  return { km: { low: roundTo(km * (1 - ESTIMATED_DISTANCE_SPREAD), 5, 'down'), high: roundTo(km * (1 + ESTIMATED_DISTANCE_SPREAD), 5, 'up') }, basis };
}

/** The carrier's charge for a distance range: per km, never below the minimum, rounded outward. */
export function deliveryCostCad(km: Range, rates: DeliveryRates): Range {
  return {
    low: roundTo(Math.max(rates.minimumCad.low, km.low * rates.perKmCad.low), DELIVERY_ROUNDING, 'down'),
    high: roundTo(Math.max(rates.minimumCad.high, km.high * rates.perKmCad.high), DELIVERY_ROUNDING, 'up'),
  };
}

/** CBP's merchandise processing fee on an entered value in USD: its rate, held between floor and cap. */
export function merchandiseProcessingFeeUsd(enteredValueUsd: number): number {
  const { percent, minimumUsd, maximumUsd } = MERCHANDISE_PROCESSING_FEE;
  return Math.round(Math.min(maximumUsd, Math.max(minimumUsd, (enteredValueUsd * percent) / 100)));
}

/**
 * The words of an estimate in one language: its lines' names, where each rate comes from, the notes
 * and the distance. The estimate is computed once (and a quotation stored) with the English words;
 * `estimateInWords` names the same lines in another language (French:
 * web/src/content/fr/delivered-cost-estimate.ts). Functions take the line's figures, never a record.
 */
export interface EstimateWords {
  price: string;
  delivery: string;
  /** '5 %' in this language's number form. */
  percent: (value: number) => string;
  provinces: Record<Province, string>;
  /** The sales tax lines: 'GST 5 %', 'HST 13 % (Ontario)', 'QST 9.975 % (Quebec)'. */
  gst: (percent: string) => string;
  hst: (percent: string, province: string) => string;
  pst: (name: NonNullable<ProvincialSalesTax['pstName']>, percent: string, province: string) => string;
  /** The US entry lines, their figures from shared/landed-cost-rates.ts. */
  usDuty: (code: string) => string;
  usMpf: (percent: string, minimumUsd: number, maximumUsd: number) => string;
  usBroker: string;
  /** Who publishes each rate, by the line it prices. */
  sources: { salesTax: string; usDuty: string; usMpf: string; usBroker: string };
  noRoadNote: string;
  salesTaxNotes: readonly string[];
  /** A province's own rule, said after the general notes (Quebec: the QST is not charged on the GST). */
  provinceNotes: Partial<Record<Province, string>>;
  usImportNotes: readonly string[];
  roadDistance: (km: number) => string;
  estimatedDistance: (lowKm: number, highKm: number, roadFactor: number) => string;
  /** '$1,239 – $1,822' or '1 239 $ – 1 822 $'. */
  amountRange: (range: Range) => string;
  /** A sourced rate's check day, yyyy-mm-dd, as this language writes it. */
  day: (isoDay: string) => string;
  placeLabel: (place: Place) => string;
}

const formatPercent = (percent: number) => `${String(percent)} %`;

/** The note said when a place cannot be reached by road. */
export const NO_ROAD_NOTE = 'There is no road to this place: delivery goes by sealift or air freight, which the carrier quotes; the total leaves it out.';

export const ENGLISH_ESTIMATE_WORDS: EstimateWords = {
  price: 'Price',
  delivery: 'Delivery from Edmonton',
  percent: formatPercent,
  provinces: PROVINCES,
  gst: (percent) => `GST ${percent}`,
  hst: (percent, province) => `HST ${percent} (${province})`,
  pst: (name, percent, province) => `${name} ${percent} (${province})`,
  usDuty: (code) => `Duty, HTS ${code} (${US_TARIFF_HEADING.description}): general rate ${US_TARIFF_HEADING.generalDuty}`,
  usMpf: (percent, minimumUsd, maximumUsd) => `Merchandise processing fee, ${percent} of the price (at least $${minimumUsd.toFixed(2)}, at most $${maximumUsd.toFixed(2)})`,
  usBroker: 'Customs broker (filing the entry)',
  sources: { salesTax: SALES_TAX.AB.source, usDuty: US_TARIFF_HEADING.source, usMpf: MERCHANDISE_PROCESSING_FEE.source, usBroker: CUSTOMS_BROKER_FEE_USD.source },
  noRoadNote: NO_ROAD_NOTE,
  salesTaxNotes: SALES_TAX_NOTES,
  provinceNotes: {
    QC: `In Quebec the GST (${formatPercent(SALES_TAX.QC.gstPercent)}) and the QST (${formatPercent(SALES_TAX.QC.pstPercent)}) are each charged on the price and delivery before tax: the QST is not charged on the GST.`,
  },
  usImportNotes: US_IMPORT_NOTES,
  roadDistance: (km) => `${formatWholeNumber(km)} km by road`,
  estimatedDistance: (low, high, factor) => `about ${formatWholeNumber(low)} – ${formatWholeNumber(high)} km (estimated: the straight line × ${factor})`,
  amountRange: (range) => formatAmountRange(range),
  day: (isoDay) => isoDay,
  placeLabel,
};

/** A line's name in `words`: the rates in its name are the ones in force now (shared/landed-cost-rates.ts). */
function lineLabel(id: CostLineId, place: Place, words: EstimateWords): string {
  const { percent } = words;
  switch (id) {
    case 'price':
      return words.price;
    case 'delivery':
      return words.delivery;
    case 'us-duty':
      return words.usDuty(US_TARIFF_HEADING.code);
    case 'us-mpf':
      return words.usMpf(percent(MERCHANDISE_PROCESSING_FEE.percent), MERCHANDISE_PROCESSING_FEE.minimumUsd, MERCHANDISE_PROCESSING_FEE.maximumUsd);
    case 'us-broker':
      return words.usBroker;
  }
  // A sales tax line is only ever priced for a Canadian place.
  const region = place.region as Province;
  const tax = SALES_TAX[region];
  const province = words.provinces[region];
  if (id === 'gst') return words.gst(percent(tax.gstPercent));
  if (id === 'hst') return words.hst(percent(tax.hstPercent), province);
  return words.pst(tax.pstName ?? 'PST', percent(tax.pstPercent), province);
}

/** Who publishes a line's rate, in `words`. */
function sourceOf(id: CostLineId, words: EstimateWords): string | undefined {
  if (id === 'gst' || id === 'hst' || id === 'pst') return words.sources.salesTax;
  if (id === 'us-duty') return words.sources.usDuty;
  if (id === 'us-mpf') return words.sources.usMpf;
  if (id === 'us-broker') return words.sources.usBroker;
  return undefined;
}

/** What the estimate cannot know about a place, in `words`. */
function notesOf(place: Place, words: EstimateWords): string[] {
  const notes: string[] = place.access === 'no road' ? [words.noRoadNote] : [];
  if (place.country === 'US') return [...notes, ...words.usImportNotes];
  const provinceNote = words.provinceNotes[place.region];
  return [...notes, ...words.salesTaxNotes, ...(provinceNote ? [provinceNote] : [])];
}

/** The same estimate (a stored quotation's too) with its lines, sources and notes in `words`; the figures are untouched. */
export function estimateInWords(estimate: DeliveredCostEstimate, words: EstimateWords): DeliveredCostEstimate {
  return {
    ...estimate,
    lines: estimate.lines.map((line) => {
      const source = sourceOf(line.id, words);
      return { ...line, label: lineLabel(line.id, estimate.place, words), ...(line.source && source ? { source: { ...line.source, source } } : {}) };
    }),
    notes: notesOf(estimate.place, words),
  };
}

function canadianTaxLines({ fromCad }: Converter, place: Place & { country: 'CA' }, taxableCad: Range): CostLine[] {
  const tax = SALES_TAX[place.region];
  const source: Sourced = { source: tax.source, checkedOn: tax.checkedOn };
  const line = (id: CostLineId, percent: number): CostLine => ({ id, label: lineLabel(id, place, ENGLISH_ESTIMATE_WORDS), amount: fromCad(percentOf(taxableCad, percent)), source });
  return [
    ...(tax.hstPercent > 0 ? [line('hst', tax.hstPercent)] : []),
    ...(tax.gstPercent > 0 ? [line('gst', tax.gstPercent)] : []),
    ...(tax.pstPercent > 0 ? [line('pst', tax.pstPercent)] : []),
  ];
}

function usImportLines({ fromUsd }: Converter, place: Place, priceUsd: number): CostLine[] {
  const label = (id: CostLineId) => lineLabel(id, place, ENGLISH_ESTIMATE_WORDS);
  return [
    { id: 'us-duty', label: label('us-duty'), amount: fromUsd(same(0)), source: US_TARIFF_HEADING },
    { id: 'us-mpf', label: label('us-mpf'), amount: fromUsd(same(merchandiseProcessingFeeUsd(priceUsd))), source: MERCHANDISE_PROCESSING_FEE },
    { id: 'us-broker', label: label('us-broker'), amount: fromUsd({ low: CUSTOMS_BROKER_FEE_USD.low, high: CUSTOMS_BROKER_FEE_USD.high }), source: CUSTOMS_BROKER_FEE_USD },
  ];
}

function sumLines(lines: readonly CostLine[]): MoneyRange {
  const total: MoneyRange = { usd: same(0), cad: same(0) };
  for (const { amount } of lines) {
    if (!amount) continue;
    total.usd = { low: total.usd.low + amount.usd.low, high: total.usd.high + amount.usd.high };
    total.cad = { low: total.cad.low + amount.cad.low, high: total.cad.high + amount.cad.high };
  }
  return total;
}

/** The delivered cost of the trailer at `offer`'s price and rate to a place, with the seller's carrier rates. */
export function estimateDeliveredCost(place: Place, rates: DeliveryRates, offer: DeliveredCostOffer): DeliveredCostEstimate {
  const money = converter(offer.cadRate);
  const { fromUsd, fromCad } = money;
  const { km, basis } = pricedDistance(place);
  const reachable = place.access !== 'no road';
  const deliveryCad = reachable ? deliveryCostCad(km, rates) : undefined;
  const lines: CostLine[] = [
    { id: 'price', label: ENGLISH_ESTIMATE_WORDS.price, amount: fromUsd(same(offer.priceUsd)) },
    { id: 'delivery', label: ENGLISH_ESTIMATE_WORDS.delivery, amount: deliveryCad ? fromCad(deliveryCad) : null },
  ];
  if (place.country === 'CA') {
    const priceCad = cadEquivalent(offer.priceUsd, offer.cadRate);
    const taxable = mapRange(deliveryCad ?? same(0), (delivery) => priceCad + delivery);
    lines.push(...canadianTaxLines(money, place, taxable));
  } else {
    lines.push(...usImportLines(money, place, offer.priceUsd));
  }
  const notes = notesOf(place, ENGLISH_ESTIMATE_WORDS);
  return { place, offer, distanceKm: km, distanceBasis: basis, lines, total: sumLines(lines), notes };
}

/** '$1,239' for one amount, '$1,239 – $1,822' for a range. */
export function formatAmountRange(range: Range): string {
  return range.low === range.high ? formatAmount(range.low) : `${formatAmount(range.low)} – ${formatAmount(range.high)}`;
}

/** An amount or range followed by its currency code: '$1,239 – $1,822 USD'. */
export function formatMoneyRange(range: Range, currency: 'USD' | 'CAD'): string {
  return `${formatAmountRange(range)} ${currency}`;
}

/** '525 km by road', or 'about 1,800 – 2,200 km (estimated: the straight line × 1.2)'; in `words`' language when given. */
export function describeDistance(estimate: Pick<DeliveredCostEstimate, 'distanceKm' | 'distanceBasis'>, words: EstimateWords = ENGLISH_ESTIMATE_WORDS): string {
  const { low, high } = estimate.distanceKm;
  return estimate.distanceBasis === 'road' ? words.roadDistance(low) : words.estimatedDistance(low, high, ROAD_FACTOR);
}
