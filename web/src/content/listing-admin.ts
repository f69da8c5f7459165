/** Texts of Admin Mode's listing panel; the statuses' and changes' own words are shared/listing-state.ts's. */
export const LISTING_ADMIN_COPY = {
  title: 'Listing status',
  intro: 'What every page says about the sale: the banner, the price blocks and the search engines’ offer. Every change is logged with your name; buyers see the log without names.',
  status: 'Status',
  note: 'Public note (optional)',
  noteHint: (max: number) => `Shown under the status on every page; at most ${max} characters.`,
  priceUsd: 'Asking price (USD)',
  priceValidUntil: 'Price valid until (optional)',
  save: 'Save listing',
  saving: 'Saving...',
  loading: 'Loading the listing…',
  loadFailed: 'The listing could not be loaded',
  historyTitle: 'Change history',
  noHistory: 'No changes yet: every page shows the unit as available at its built-in price.',
  columns: { date: 'Date', by: 'By', change: 'Change', note: 'Note' },
} as const;
