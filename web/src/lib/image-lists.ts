import {
  FEATURED_IMAGES_ENDPOINT,
  IMAGE_UPLOAD_ENDPOINT,
  IMAGES_ENDPOINT,
  imageEndpoint,
} from '../../../shared/image-endpoints';
import type { ImageRecord } from '../../../shared/images';
import { ApiError, apiFetch } from './api-client';
import type { ImageListKey } from './images-api';

/**
 * Fetching the image lists and where the admin's changes to them go: loaded with the gallery's
 * fetch and Admin Mode only, so no page's first load carries them (nor the API client). The changes
 * themselves are sent by gallery-admin with the admin's token, so that public pages never load the
 * sign-in code.
 */

/** One image list, oldest first (the API's order); throws an ApiError on failure. */
export async function getImageList(key: ImageListKey): Promise<ImageRecord[]> {
  const body = await apiFetch<unknown>(key);
  if (!Array.isArray(body)) throw new ApiError('Expected a list of images', 200);
  return body as ImageRecord[];
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
