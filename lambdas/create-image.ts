import { createHash, randomBytes } from 'node:crypto';
import { imageObjectKey, publicUrlForKey, type ImageRecord } from '../shared/images';
import { createImageSchema, IMAGE_MESSAGES, mimeTypeOfKey, sniffImageType } from '../shared/image-upload';
import { storedKeysOf } from '../shared/photo-variants';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { imagesRepository } from './common/images-repository';
import { requestPagePublish } from './common/page-publishing';
import { storeImageVariants, UnreadableImageError, type ImageVariantFields } from './common/image-variants';
import { logger } from './common/logger';
import { photoStore } from './common/photo-store';

/**
 * The record id of an upload: a UUID (version 8, RFC 9562's custom layout) derived from the upload
 * key, so the conditional write of the record refuses a second record of one upload, even when two
 * requests race.
 */
export function imageIdForUpload(uploadKey: string): string {
  const hex = createHash('sha256').update(uploadKey).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Removes objects no record needs; a failure here is logged and the answer stands. */
async function discard(keys: readonly string[]): Promise<void> {
  try {
    await photoStore.removeAll(keys);
  } catch (error) {
    logger.error('objects no record needs not removed from the photo bucket', { keys, error });
  }
}

/**
 * Stores the checked bytes under images/ with their WebP variants beside them; on any failure
 * the upload and whatever was stored are removed.
 */
async function storeOrDiscard(uploadKey: string, key: string, original: Uint8Array, declared: ImageRecord['mimeType']): Promise<ImageVariantFields> {
  try {
    await photoStore.put(key, original, declared);
    return await storeImageVariants(key, original);
  } catch (error) {
    await discard([uploadKey, key]);
    if (error instanceof UnreadableImageError) throw new HttpError(400, error.message);
    logger.error('checked photo or its variants not stored; removing the upload', error as Error);
    throw new HttpError(500, IMAGE_MESSAGES.variantsNotStored);
  }
}

/**
 * POST /api/images (admin): checks that the upload exists and that its first bytes are the image
 * type its key declares, then stores exactly the bytes it checked under a new key in images/,
 * which no presigned POST can write, with their resized WebP variants, and writes the record.
 * An upload already recorded is refused (409). A refused upload, or one whose objects or record
 * cannot be written, is deleted with every object made from it, so nothing stays in the bucket
 * without a record (docs/product.md#calls); a recorded upload's original under uploads/ goes too.
 */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const input = parseJsonBody(event, createImageSchema, { maxBytes: 8 * 1024 });
  const id = imageIdForUpload(input.key);
  if (await imagesRepository.get(id)) throw new HttpError(409, IMAGE_MESSAGES.alreadyRecorded);

  const declared = mimeTypeOfKey(input.key);
  const original = await photoStore.read(input.key);
  if (!original || !declared) throw new HttpError(400, IMAGE_MESSAGES.missingUpload);

  const actual = sniffImageType(original);
  if (actual !== declared) {
    await discard([input.key]);
    throw new HttpError(400, actual ? IMAGE_MESSAGES.typeMismatch : IMAGE_MESSAGES.notAnImage);
  }

  const now = new Date();
  const key = imageObjectKey(declared, now.getTime(), randomBytes(4).toString('hex'));
  const variants = await storeOrDiscard(input.key, key, original, declared);
  const record: ImageRecord = {
    id,
    filename: input.filename,
    filePath: key,
    altText: input.altText,
    caption: input.caption || null,
    category: input.category,
    keywords: input.keywords,
    fileSize: original.length,
    mimeType: declared,
    publicUrl: publicUrlForKey(key),
    featured: input.featured,
    uploadDate: now.toISOString(),
    ...variants,
  };
  let created: boolean;
  try {
    created = await imagesRepository.create(record);
  } catch (error) {
    logger.error('image record not written; removing the upload and its variants', error as Error);
    await discard([input.key, ...storedKeysOf(record)]);
    throw new HttpError(500, `${IMAGE_MESSAGES.saveFailed}: ${IMAGE_MESSAGES.uploadRemoved}`);
  }
  if (!created) {
    // Another request recorded this upload meanwhile: only this request's own copies go.
    await discard(storedKeysOf(record));
    throw new HttpError(409, IMAGE_MESSAGES.alreadyRecorded);
  }
  await discard([input.key]);
  await requestPagePublish();
  return json(201, record);
});
