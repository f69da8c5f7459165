import type { Place } from './place-distance';
import type { Province } from './provinces';

/**
 * Postal areas a buyer may type instead of picking a city: the first three characters of a
 * Canadian postal code (the forward sortation area, 'T5J') or of a US ZIP code ('802'). The build
 * writes their table (web/build/postal-prefixes.ts, from the zipcodes package's offline data) to
 * POSTAL_PREFIXES_PATH; the estimator fetches it only when something postal-code-like is typed.
 */
export const POSTAL_PREFIXES_PATH = '/data/postal-prefixes.json';

/** One postal area: its centre, its province or state, and the place name the data gives it. */
export type PostalArea = readonly [latitude: number, longitude: number, region: string, name: string];

/** The file at POSTAL_PREFIXES_PATH: postal areas by prefix. */
export type PostalPrefixTable = Record<string, PostalArea>;

const CANADIAN_PREFIX = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:\s?\d[ABCEGHJ-NPRSTV-Z]\d)?$/;
const US_PREFIX = /^(\d{3})(?:\d{2}(?:-\d{4})?)?$/;

/** The prefix of a typed Canadian postal code or US ZIP code ('t5j 0n3' is 'T5J', '80202' is '802'), or undefined. */
export function postalPrefixOf(text: string): string | undefined {
  const compact = text.trim().toUpperCase();
  return CANADIAN_PREFIX.exec(compact)?.[1] ?? US_PREFIX.exec(compact)?.[1];
}

/** The postal area of a prefix as a destination, its distance estimated from its centre. */
export function placeOfPostalArea(prefix: string, [latitude, longitude, region, name]: PostalArea): Place {
  const area = { id: `postal-${prefix.toLowerCase()}`, name: `Postal area ${prefix} (${name})`, nameFr: `Région postale ${prefix} (${name})`, latitude, longitude };
  // The build writes a province code for every Canadian area (a letter first) and a state code for every US one.
  return /^\d/.test(prefix) ? { ...area, country: 'US', region } : { ...area, country: 'CA', region: region as Province };
}
