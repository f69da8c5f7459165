import type { UploadTicket } from '../../../shared/image-upload';
import { ApiError } from './api-client';

/**
 * Sends the file straight to the photo bucket with the presigned POST. XMLHttpRequest rather
 * than fetch: only it reports upload progress.
 */
export function postToBucket(ticket: UploadTicket, file: File, onProgress: (fraction: number) => void): Promise<void> {
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
        : reject(new ApiError(`the file store answered ${request.status}`, request.status)),
    );
    request.addEventListener('error', () => reject(new ApiError('the network failed', 0)));
    request.send(form);
  });
}
