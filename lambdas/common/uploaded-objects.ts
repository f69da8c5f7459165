import { HttpError } from './http';
import { logger } from './logger';
import { ObjectTooLargeError, photoStore } from './photo-store';

/** Removes objects no record needs; a failure here is logged and the answer stands. */
export async function discard(keys: readonly string[]): Promise<void> {
  try {
    await photoStore.removeAll(keys);
  } catch (error) {
    logger.error('objects no record needs not removed from the photo bucket', { keys, error });
  }
}

/**
 * An upload's bytes, or undefined when there is none. One larger than `maxBytes` is deleted unread
 * and refused (413, `tooLarge`): S3 enforces the ticket's size range, but nothing else stops a
 * stand-in or a changed policy from storing more, and the caller must not decode it.
 */
export async function readUpload(key: string, maxBytes: number, tooLarge: string): Promise<Uint8Array | undefined> {
  try {
    return await photoStore.read(key, maxBytes);
  } catch (error) {
    if (!(error instanceof ObjectTooLargeError)) throw error;
    await discard([key]);
    throw new HttpError(413, tooLarge);
  }
}
