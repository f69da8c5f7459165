import useSWR from 'swr';
import type { ImageRecord } from '../../../../../shared/images';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** GET /api/images: every image of every category, for the admin's photo manager. */
export const ALL_IMAGES_KEY = '/api/images' as const;

export async function getAllImages(): Promise<ImageRecord[]> {
  const body = await apiFetch<unknown>(ALL_IMAGES_KEY);
  if (!Array.isArray(body)) throw new ApiError('Expected a list of images', 200);
  return body as ImageRecord[];
}

export function useAllImages() {
  return useSWR<ImageRecord[], ApiError>(ALL_IMAGES_KEY, getAllImages);
}
