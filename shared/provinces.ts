/*
 * The provinces' names are a module of their own: the estimator's words show them, while the regional
 * pages, which load shared/place-distance.ts at first, only need a place's province code.
 */

/** Canadian provinces and territories, by their postal abbreviations. */
export const PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;
export type Province = keyof typeof PROVINCES;
