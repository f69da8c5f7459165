import { canadianPlace as ca, type CanadianPlace } from './place-distance';

/**
 * The Alberta and Saskatchewan places, the first of shared/places.ts's table: the regional pages list
 * their distances (docs/product.md#regional-pages) and load only these.
 */
export const PRAIRIE_PLACES: readonly CanadianPlace[] = [
  // Alberta: the distances first given for the Alberta page (docs/product.md#regional-pages).
  ca('edmonton', 'Edmonton', 'AB', 53.5461, -113.4938, { roadKm: 0 }),
  ca('calgary', 'Calgary', 'AB', 51.0447, -114.0719, { roadKm: 300, route: 'Highway 2' }),
  ca('red-deer', 'Red Deer', 'AB', 52.269, -113.8116, { roadKm: 150, route: 'Highway 2' }),
  ca('fort-mcmurray', 'Fort McMurray', 'AB', 56.7267, -111.379, { roadKm: 435, route: 'Highways 28 and 63' }),
  ca('medicine-hat', 'Medicine Hat', 'AB', 50.0405, -110.6766, { roadKm: 525, route: 'Highways 2, 21 and 3' }),
  ca('lethbridge', 'Lethbridge', 'AB', 49.6956, -112.8451, { roadKm: 500, route: 'Highway 2' }),
  ca('grande-prairie', 'Grande Prairie', 'AB', 55.1707, -118.7947, { roadKm: 460, route: 'Highways 16, 43' }),
  // Saskatchewan.
  ca('saskatoon', 'Saskatoon', 'SK', 52.1579, -106.6702, { roadKm: 525, route: 'Highway 16' }),
  ca('regina', 'Regina', 'SK', 50.4452, -104.6189, { roadKm: 785, route: 'Highways 16 and 11' }),
  ca('prince-albert', 'Prince Albert', 'SK', 53.2033, -105.7531, { roadKm: 595, route: 'Highways 16 and 40' }),
  ca('moose-jaw', 'Moose Jaw', 'SK', 50.3934, -105.5519, { roadKm: 745, route: 'Highways 16, 11 and 1' }),
  ca('swift-current', 'Swift Current', 'SK', 50.2881, -107.7939, { roadKm: 650, route: 'Highways 14, 7 and 4' }),
  ca('yorkton', 'Yorkton', 'SK', 51.2139, -102.4628, { roadKm: 855, route: 'Highway 16' }),
];

/** The prairie place with this id; throws for an id not in PRAIRIE_PLACES (for content written against the list). */
export function prairiePlace(id: string): CanadianPlace {
  const found = PRAIRIE_PLACES.find((place) => place.id === id);
  if (!found) throw new Error(`No place '${id}' in shared/prairie-places.ts`);
  return found;
}
