import { TRAILER } from '../../../shared/trailer';
import type { MetaCopy } from './types';

/** The delivered-cost estimator, on its own page and beside the contact and regional content. */
export const DELIVERED_COST_COPY = {
  title: 'What it costs delivered',
  intro: `The price, the delivery from Edmonton and the taxes or border costs of your destination, in USD and CAD. Every figure except the price is an estimate; the total is a range.`,
  destinationLabel: 'Delivery to',
  destinationHint: 'Type a city and pick it from the list, or type a postal code or ZIP code.',
  destinationPlaceholder: 'e.g. Saskatoon, SK, T5J 0N3 or 80202',
  unknownDestination: 'Not a place we know: pick a city from the list, or type a Canadian postal code or a US ZIP code.',
  columns: { item: 'Item', usd: 'USD', cad: 'CAD' },
  total: 'Estimated total, delivered',
  quotedByCarrier: 'Quoted by the carrier',
  estimateMark: 'estimate',
  fromEdmonton: 'from Edmonton',
  sourcesSummary: 'Sources and the day each rate was checked',
  checkedOn: 'checked',
  empty: 'Choose a destination to see the delivered cost.',
} as const;

export const DELIVERED_COST_META: MetaCopy = {
  title: `Delivered Cost Estimate | ${TRAILER.year} Mobile Medical Trailer`,
  description: `What the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer costs delivered to your town in Canada or the USA: price, delivery from Edmonton, GST/HST and PST or US entry fees, in USD and CAD, and a formal quotation for procurement.`,
  keywords: ['mobile medical trailer delivery cost', 'landed cost Canada', 'GST HST PST trailer', 'import trailer to USA', 'medical trailer quotation'],
};
