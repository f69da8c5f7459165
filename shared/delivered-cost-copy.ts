/** The delivered-cost estimator's words in one language (French: web/src/content/fr/delivered-cost.ts). */
export interface DeliveredCostCopy {
  title: string;
  intro: string;
  destinationLabel: string;
  destinationHint: string;
  destinationPlaceholder: string;
  unknownDestination: string;
  submit: string;
  missingDestination: string;
  columns: { item: string; usd: string; cad: string };
  total: string;
  quotedByCarrier: string;
  estimateMark: string;
  fromEdmonton: string;
  sourcesSummary: string;
  checkedOn: string;
  empty: string;
  /** Between a name and what it is ('Saskatoon, SK: 525 km'): French puts a no-break space before the colon. */
  labelSeparator: string;
}

/**
 * The delivered-cost estimator's words: the same on the site's page (the script's estimator) and on
 * the answer page the API renders for the form's own GET (lambdas/show-delivered-cost.ts), so the two
 * read alike.
 */
export const DELIVERED_COST_COPY = {
  title: 'What it costs delivered',
  intro: `The price, the delivery from Edmonton and the taxes or border costs of your destination, in USD and CAD. Every figure except the price is an estimate; the total is a range.`,
  destinationLabel: 'Delivery to',
  destinationHint: 'Type a city and pick it from the list, or type a postal code or ZIP code.',
  destinationPlaceholder: 'e.g. Saskatoon, SK, T5J 0N3 or 80202',
  unknownDestination: 'Not a place we know: pick a city from the list, or type a Canadian postal code or a US ZIP code.',
  submit: 'Show the estimate',
  missingDestination: 'Type a destination: a city, a postal code or a ZIP code.',
  columns: { item: 'Item', usd: 'USD', cad: 'CAD' },
  total: 'Estimated total, delivered',
  quotedByCarrier: 'Quoted by the carrier',
  estimateMark: 'estimate',
  fromEdmonton: 'from Edmonton',
  sourcesSummary: 'Sources and the day each rate was checked',
  checkedOn: 'checked',
  empty: 'Choose a destination to see the delivered cost.',
  labelSeparator: ': ',
} as const satisfies DeliveredCostCopy;
