import type { ImageRecord } from '../../../../../shared/images';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * GET /api/images?category=exterior: the exterior gallery's photos, oldest first (the API's
 * order), read once when the photo package is built. Unlike the gallery page, a failure here
 * is thrown: a package without its exterior photos would not be the package.
 */
export async function getExteriorPhotoRecords(): Promise<ImageRecord[]> {
  const body = await apiFetch<unknown>('/api/images?category=exterior');
  if (!Array.isArray(body)) throw new ApiError('Expected a list of images', 200);
  return body as ImageRecord[];
}
