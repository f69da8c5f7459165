import useSWR from 'swr';
import { SITE_SWR } from '../../../lib/site-swr';
import { findPlaceByText } from '../../../../../shared/places';
import { type Place } from '../../../../../shared/place-distance';
import { POSTAL_PREFIXES_PATH, placeOfPostalArea, postalPrefixOf, type PostalPrefixTable } from '../../../../../shared/postal-prefixes';

async function fetchPostalPrefixes(path: string): Promise<PostalPrefixTable> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as PostalPrefixTable;
}

export type Destination =
  | { state: 'none' }
  | { state: 'found'; place: Place }
  /** A postal code whose table is still on its way. */
  | { state: 'looking-up' }
  | { state: 'unknown' };

/**
 * The destination a buyer typed: a place of the list, or the postal area of a Canadian postal code
 * or US ZIP code, whose table (some 30 KB) is fetched the first time one is typed and then kept.
 */
export function useDestination(text: string): Destination {
  const place = findPlaceByText(text);
  const prefix = place ? undefined : postalPrefixOf(text);
  const { data: table, error } = useSWR(prefix ? POSTAL_PREFIXES_PATH : null, fetchPostalPrefixes, {
    ...SITE_SWR,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  if (place) return { state: 'found', place };
  if (text.trim() === '') return { state: 'none' };
  if (!prefix) return { state: 'unknown' };
  if (table) {
    const area = table[prefix];
    return area ? { state: 'found', place: placeOfPostalArea(prefix, area) } : { state: 'unknown' };
  }
  return error ? { state: 'unknown' } : { state: 'looking-up' };
}
