import useSWR from 'swr';
import type { ImageRecord } from '../../../../../shared/images';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** GET /api/images?category=exterior: the exterior images, as a JSON array of ImageRecord (a public read). */
export const EXTERIOR_IMAGES_KEY = '/api/images?category=exterior' as const;

export async function getExteriorImages(): Promise<ImageRecord[]> {
  const body = await apiFetch<unknown>(EXTERIOR_IMAGES_KEY);
  if (!Array.isArray(body)) {
    throw new ApiError('Expected a list of images', 200);
  }
  return body as ImageRecord[];
}

/** Cached for SPEC.md's times by the app-wide SWR settings (lib/swr-config.ts). */
export function useExteriorImages() {
  return useSWR<ImageRecord[], ApiError>(EXTERIOR_IMAGES_KEY, getExteriorImages);
}
