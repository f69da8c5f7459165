import { distanceFromEdmonton } from '../../../shared/place-distance';
import { prairiePlace } from '../../../shared/prairie-places';

/** A row of a regional page's distance table: a city and its road distance from the trailer. */
export interface DistanceRow {
  city: string;
  km: number;
}

/** A place's row of a distance table, its distance by the places' one rule (shared/place-distance.ts). */
export function distanceRow(placeId: string): DistanceRow {
  const place = prairiePlace(placeId);
  return { city: place.name, km: distanceFromEdmonton(place).km };
}

/** The places each regional page lists, the same in every language (docs/product.md#regional-pages). */
export const REGIONAL_DISTANCE_PLACES = {
  alberta: ['edmonton', 'calgary', 'red-deer', 'fort-mcmurray', 'medicine-hat', 'lethbridge'],
  saskatchewan: ['saskatoon', 'regina', 'prince-albert', 'moose-jaw', 'swift-current', 'yorkton'],
} as const;
