import type { ImageRecord } from '../../../../../shared/images';
import { IMAGE_MESSAGES, type UploadTicket } from '../../../../../shared/image-upload';
import type * as z from 'zod/mini';
import type { createImageSchema } from '../../../../../shared/image-upload';
import { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';
import { postToBucket } from '../../../lib/presigned-upload';
import { IMAGE_CHANGE_PATHS } from '../../../lib/image-lists';

/** What the admin says about a photo; the key comes from the upload ticket. */
export type ImageDetails = Omit<z.input<typeof createImageSchema>, 'key' | 'filename'>;

/** POST /api/images/upload: a presigned POST for one file of this type and size. */
function requestUploadTicket(file: File): Promise<UploadTicket> {
  return authorizedApiFetch<UploadTicket>(IMAGE_CHANGE_PATHS.uploadTicket, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contentType: file.type, fileSize: file.size }),
  });
}

/** POST /api/images: the server checks the stored file and writes its record. */
function createImageRecord(key: string, filename: string, details: ImageDetails): Promise<ImageRecord> {
  return authorizedApiFetch<ImageRecord>(IMAGE_CHANGE_PATHS.create, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, filename, ...details }),
  });
}

/**
 * One photo, end to end: ticket, upload with progress (0 to 1), then its record. Whichever step
 * fails, the error is docs/product.md#image-messages's 'Failed to upload image' followed by the step's message.
 */
export async function uploadImage(file: File, details: ImageDetails, onProgress: (fraction: number) => void): Promise<ImageRecord> {
  try {
    const ticket = await requestUploadTicket(file);
    await postToBucket(ticket, file, onProgress);
    return await createImageRecord(ticket.key, file.name, details);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(`${IMAGE_MESSAGES.uploadFailed}: ${error instanceof Error ? error.message : String(error)}`, status);
  }
}
