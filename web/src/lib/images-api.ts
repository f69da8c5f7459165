import {
  FEATURED_IMAGES_ENDPOINT,
  IMAGE_UPLOAD_ENDPOINT,
  IMAGES_ENDPOINT,
  imageEndpoint,
} from '../../../shared/image-endpoints';
import type { ImageCategory, ImageRecord } from '../../../shared/images';
import { ApiError, apiFetch } from './api-client';
import { useCachedData } from './cached-data';

/**
 * The browser's one way to the image endpoints: every list's SWR key and fetcher, the cache's
 * view of those keys, and the paths the admin's changes go to. The fetching hook is
 * use-image-list.ts, which only the pages that fetch a list load. The changes themselves are sent
 * by gallery-admin with the admin's token, so that public pages never load the sign-in code.
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

/** One image list, oldest first (the API's order); throws an ApiError on failure. */
export async function getImageList(key: ImageListKey): Promise<ImageRecord[]> {
  const body = await apiFetch<unknown>(key);
  if (!Array.isArray(body)) throw new ApiError('Expected a list of images', 200);
  return body as ImageRecord[];
}

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

const IMAGE_LIST_KEY = new RegExp(`^${IMAGES_ENDPOINT}(\\?|$)`);

/** Whether an SWR cache key is an image list (not another endpoint under /api/images/). */
export function isImageListKey(key: unknown): key is ImageListKey {
  return typeof key === 'string' && IMAGE_LIST_KEY.test(key);
}

/** Whether an image belongs in the list a key asks for (?category=... or ?featured=...). */
export function isInImageList(key: ImageListKey, image: ImageRecord): boolean {
  const query = new URLSearchParams(key.split('?')[1] ?? '');
  const category = query.get('category');
  const featured = query.get('featured');
  if (category !== null && image.category !== category) return false;
  if (featured !== null && image.featured !== (featured === 'true')) return false;
  return true;
}

/** Where the admin's changes go. */
export const IMAGE_CHANGE_PATHS = {
  /** POST: record an uploaded photo. */
  create: IMAGES_ENDPOINT,
  /** POST: a presigned upload ticket. */
  uploadTicket: IMAGE_UPLOAD_ENDPOINT,
  /** PATCH: one featured flag for several images. */
  featured: FEATURED_IMAGES_ENDPOINT,
  /** PATCH or DELETE one image. */
  image: imageEndpoint,
} as const;
