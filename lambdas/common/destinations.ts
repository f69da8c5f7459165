import { findPlace, findPlaceByText } from '../../shared/places';
import { type Place } from '../../shared/place-distance';
import { placeOfPostalArea, postalPrefixOf } from '../../shared/postal-prefixes';
import { lazy } from './lazy';

/** The build's postal-area table, the very file the estimator fetches; loaded by the first postal destination. */
const postalAreas = lazy(async () => (await import('#postal-prefixes', { with: { type: 'json' } })).default);

const POSTAL_ID = /^postal-([a-z0-9]{3})$/;

/**
 * The place a destination id names, as the estimator names it: a listed place's id, or 'postal-'
 * and a postal area's prefix ('postal-s7k'); undefined for anything else.
 */
export async function destinationPlace(id: string): Promise<Place | undefined> {
  const listed = findPlace(id);
  if (listed) return listed;
  const prefix = postalPrefixOf(POSTAL_ID.exec(id)?.[1] ?? '');
  if (!prefix) return undefined;
  const area = (await postalAreas())[prefix];
  return area ? placeOfPostalArea(prefix, area) : undefined;
}

/**
 * The place a buyer typed into the estimator, found as the estimator finds it
 * (web/src/features/delivered-cost/hooks/use-destination.ts): a listed place by its id, label or
 * name, else the postal area of a Canadian postal code or US ZIP code; undefined for anything else.
 */
export async function destinationOfText(text: string): Promise<Place | undefined> {
  const listed = findPlaceByText(text);
  if (listed) return listed;
  const prefix = postalPrefixOf(text);
  if (!prefix) return undefined;
  const area = (await postalAreas())[prefix];
  return area ? placeOfPostalArea(prefix, area) : undefined;
}
