import { IMAGES_ENDPOINT } from '../../../shared/image-endpoints';
import type { ImageCategory, ImageRecord } from '../../../shared/images';
import { useCachedData } from './cached-data';

/**
 * The image lists as every page knows them: their SWR keys and the cache's view of the featured
 * ones. Fetching a list and changing one (image-lists.ts, use-image-list.ts) load only with the
 * gallery's fetch and Admin Mode, never in a page's first load.
 */

/** An image list's SWR key, which is also its URL: GET /api/images with or without its query. */
export type ImageListKey = typeof IMAGES_ENDPOINT | `${typeof IMAGES_ENDPOINT}?${string}`;

/** Which images a list holds (GET /api/images takes one filter at most). */
export type ImageListFilter = { category: ImageCategory } | { featured: boolean } | Record<string, never>;

export function imageListKey(filter: ImageListFilter = {}): ImageListKey {
  const query = new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${IMAGES_ENDPOINT}?${query}` : IMAGES_ENDPOINT;
}

/** The lists the site shows. */
export const IMAGE_LISTS = {
  /** Every image of every category, for the admin's photo manager. */
  all: imageListKey(),
  /** The exterior gallery. */
  exterior: imageListKey({ category: 'exterior' }),
  /** The featured images: the hero and the featured photos. */
  featured: imageListKey({ featured: true }),
} as const;

/**
 * The featured images as this browser last loaded or changed them (Admin Mode's lists), without
 * fetching: undefined until Admin Mode has loaded one. Public parts show the page's snapshot and
 * switch to this only for the admin's own changes.
 */
export function useCachedFeaturedImages(): ImageRecord[] | undefined {
  const featured = useCachedData<ImageRecord[]>(IMAGE_LISTS.featured);
  const all = useCachedData<ImageRecord[]>(IMAGE_LISTS.all);
  return featured ?? all?.filter((image) => image.featured);
}
