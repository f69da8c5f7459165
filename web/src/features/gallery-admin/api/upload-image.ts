import type { ImageRecord } from '../../../../../shared/images';
import { IMAGE_MESSAGES, type UploadTicket } from '../../../../../shared/image-upload';
import type * as z from 'zod/mini';
import type { createImageSchema } from '../../../../../shared/image-upload';
import { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';
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

/**
 * Sends the file straight to the photo bucket with the presigned POST. XMLHttpRequest rather
 * than fetch: only it reports upload progress.
 */
function postToBucket(ticket: UploadTicket, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new ApiError(`the photo store answered ${request.status}`, request.status)),
    );
    request.addEventListener('error', () => reject(new ApiError('the network failed', 0)));
    request.send(form);
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
