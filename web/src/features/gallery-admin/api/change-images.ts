import type { ImageRecord } from '../../../../../shared/images';
import type * as z from 'zod/mini';
import type { updateImageSchema } from '../../../../../shared/image-upload';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';
import { IMAGE_CHANGE_PATHS } from '../../../lib/image-lists';

export type ImageChanges = z.input<typeof updateImageSchema>;

const jsonBody = (method: 'PATCH', body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** PATCH /api/images/{id}: docs/product.md#image-rules's update rules apply on the server. */
export function updateImage(id: string, changes: ImageChanges): Promise<ImageRecord> {
  return authorizedApiFetch<ImageRecord>(IMAGE_CHANGE_PATHS.image(id), jsonBody('PATCH', changes));
}

/** PATCH /api/images/featured: one flag for several images. */
export function setFeatured(ids: readonly string[], featured: boolean): Promise<unknown> {
  return authorizedApiFetch(IMAGE_CHANGE_PATHS.featured, jsonBody('PATCH', { ids, featured }));
}

/** DELETE /api/images/{id}: the record, then the stored file. */
export function deleteImage(id: string): Promise<unknown> {
  return authorizedApiFetch(IMAGE_CHANGE_PATHS.image(id), { method: 'DELETE' });
}
