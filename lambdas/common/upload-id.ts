import { createHash } from 'node:crypto';

/**
 * The record id of an upload: a UUID (version 8, RFC 9562's custom layout) derived from the upload
 * key, so the conditional write of the record refuses a second record of one upload, even when two
 * requests race. Photos and inspection documents alike.
 */
export function recordIdForUpload(uploadKey: string): string {
  const hex = createHash('sha256').update(uploadKey).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
