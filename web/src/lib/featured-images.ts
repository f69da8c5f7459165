import useSWR from 'swr';
import type { ImageRecord } from '../../../shared/images';
import { ApiError, apiFetch } from './api-client';

/** GET /api/images?featured=true: the featured images, as a JSON array of ImageRecord. */
export const FEATURED_IMAGES_KEY = '/api/images?featured=true' as const;

export async function getFeaturedImages(): Promise<ImageRecord[]> {
  const body = await apiFetch<unknown>(FEATURED_IMAGES_KEY);
  if (!Array.isArray(body)) {
    throw new ApiError('Expected a list of images', 200);
  }
  return body as ImageRecord[];
}

export function useFeaturedImages() {
  return useSWR<ImageRecord[], ApiError>(FEATURED_IMAGES_KEY, getFeaturedImages);
}
