import {
  CUSTOMS_BROKER_FEE_USD,
  MERCHANDISE_PROCESSING_FEE,
  SALES_TAX,
  SALES_TAX_NOTES,
  US_IMPORT_NOTES,
  US_TARIFF_HEADING,
  type Sourced,
} from './landed-cost-rates';
import { PROVINCES, ROAD_FACTOR, distanceFromEdmonton, type Place } from './places';
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

function formatPercent(percent: number): string {
  return `${String(percent)} %`;
}

function canadianTaxLines({ fromCad }: Converter, place: Place & { country: 'CA' }, taxableCad: Range): CostLine[] {
  const tax = SALES_TAX[place.region];
  const source: Sourced = { source: tax.source, checkedOn: tax.checkedOn };
  const province = PROVINCES[place.region];
  const lines: CostLine[] = [];
  if (tax.hstPercent > 0) lines.push({ id: 'hst', label: `HST ${formatPercent(tax.hstPercent)} (${province})`, amount: fromCad(percentOf(taxableCad, tax.hstPercent)), source });
  if (tax.gstPercent > 0) lines.push({ id: 'gst', label: `GST ${formatPercent(tax.gstPercent)}`, amount: fromCad(percentOf(taxableCad, tax.gstPercent)), source });
  if (tax.pstPercent > 0) {
    lines.push({ id: 'pst', label: `${tax.pstName ?? 'PST'} ${formatPercent(tax.pstPercent)} (${province})`, amount: fromCad(percentOf(taxableCad, tax.pstPercent)), source });
  }
  return lines;
}

function usImportLines({ fromUsd }: Converter, priceUsd: number): CostLine[] {
  const { percent, minimumUsd, maximumUsd } = MERCHANDISE_PROCESSING_FEE;
  return [
    {
      id: 'us-duty',
      label: `Duty, HTS ${US_TARIFF_HEADING.code} (${US_TARIFF_HEADING.description}): general rate ${US_TARIFF_HEADING.generalDuty}`,
      amount: fromUsd(same(0)),
      source: US_TARIFF_HEADING,
    },
    {
      id: 'us-mpf',
      label: `Merchandise processing fee, ${formatPercent(percent)} of the price (at least $${minimumUsd.toFixed(2)}, at most $${maximumUsd.toFixed(2)})`,
      amount: fromUsd(same(merchandiseProcessingFeeUsd(priceUsd))),
      source: MERCHANDISE_PROCESSING_FEE,
    },
    { id: 'us-broker', label: 'Customs broker (filing the entry)', amount: fromUsd({ low: CUSTOMS_BROKER_FEE_USD.low, high: CUSTOMS_BROKER_FEE_USD.high }), source: CUSTOMS_BROKER_FEE_USD },
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

/** The note said when a place cannot be reached by road. */
export const NO_ROAD_NOTE = 'There is no road to this place: delivery goes by sealift or air freight, which the carrier quotes; the total leaves it out.';

/** The delivered cost of the trailer at `offer`'s price and rate to a place, with the seller's carrier rates. */
export function estimateDeliveredCost(place: Place, rates: DeliveryRates, offer: DeliveredCostOffer): DeliveredCostEstimate {
  const money = converter(offer.cadRate);
  const { fromUsd, fromCad } = money;
  const { km, basis } = pricedDistance(place);
  const reachable = place.access !== 'no road';
  const deliveryCad = reachable ? deliveryCostCad(km, rates) : undefined;
  const lines: CostLine[] = [
    { id: 'price', label: 'Price', amount: fromUsd(same(offer.priceUsd)) },
    { id: 'delivery', label: 'Delivery from Edmonton', amount: deliveryCad ? fromCad(deliveryCad) : null },
  ];
  const notes: string[] = reachable ? [] : [NO_ROAD_NOTE];
  if (place.country === 'CA') {
    const priceCad = cadEquivalent(offer.priceUsd, offer.cadRate);
    const taxable = mapRange(deliveryCad ?? same(0), (delivery) => priceCad + delivery);
    lines.push(...canadianTaxLines(money, place, taxable));
    notes.push(...SALES_TAX_NOTES);
  } else {
    lines.push(...usImportLines(money, offer.priceUsd));
    notes.push(...US_IMPORT_NOTES);
  }
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

/** '525 km by road', or 'about 1,800 – 2,200 km (estimated from the straight-line distance)'. */
export function describeDistance(estimate: Pick<DeliveredCostEstimate, 'distanceKm' | 'distanceBasis'>): string {
  const { low, high } = estimate.distanceKm;
  if (estimate.distanceBasis === 'road') return `${formatWholeNumber(low)} km by road`;
  return `about ${formatWholeNumber(low)} – ${formatWholeNumber(high)} km (estimated: the straight line × ${ROAD_FACTOR})`;
}
