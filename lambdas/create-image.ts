import { randomUUID } from 'node:crypto';
import { publicUrlForKey, type ImageRecord } from '../shared/images';
import { createImageSchema, IMAGE_MESSAGES, mimeTypeOfKey, sniffImageType } from '../shared/image-upload';
import { storedKeysOf } from '../shared/photo-variants';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { imagesRepository } from './common/images-repository';
import { storeImageVariants, UnreadableImageError, type ImageVariantFields } from './common/image-variants';
import { logger } from './common/logger';
import { photoStore } from './common/photo-store';

/** Removes what a refused upload left in the bucket; a failure here is logged and the answer stands. */
async function discard(keys: readonly string[]): Promise<void> {
  try {
    await photoStore.removeAll(keys);
  } catch (error) {
    logger.error('refused upload not removed from the photo bucket', { keys, error });
  }
}

/** The upload's WebP variants, stored beside it; on any failure the upload is removed too. */
async function variantsOrDiscard(key: string, original: Uint8Array): Promise<ImageVariantFields> {
  try {
    return await storeImageVariants(key, original);
  } catch (error) {
    await discard([key]);
    if (error instanceof UnreadableImageError) throw new HttpError(400, `${IMAGE_MESSAGES.uploadFailed}: ${error.message}`);
    logger.error('image variants not stored; removing the upload', error as Error);
    throw new HttpError(500, `${IMAGE_MESSAGES.uploadFailed}: ${IMAGE_MESSAGES.variantsNotStored}`);
  }
}

/**
 * POST /api/images (admin): checks that the uploaded object exists and that its first bytes are
 * the image type its key declares, stores its resized WebP variants beside it, then writes the
 * record. A refused upload, or one whose variants or record cannot be written, is deleted with
 * every variant, so nothing stays in the bucket without a record (SPEC.md section 7).
 */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const input = parseJsonBody(event, createImageSchema, { maxBytes: 8 * 1024 });
  const declared = mimeTypeOfKey(input.key);
  const original = await photoStore.read(input.key);
  if (!original || !declared) throw new HttpError(400, IMAGE_MESSAGES.missingUpload);

  const actual = sniffImageType(original);
  if (actual !== declared) {
    await discard([input.key]);
    throw new HttpError(400, actual ? IMAGE_MESSAGES.typeMismatch : IMAGE_MESSAGES.notAnImage);
  }

  const variants = await variantsOrDiscard(input.key, original);
  const record: ImageRecord = {
    id: randomUUID(),
    filename: input.filename,
    filePath: input.key,
    altText: input.altText,
    caption: input.caption || null,
    category: input.category,
    keywords: input.keywords,
    fileSize: original.length,
    mimeType: declared,
    publicUrl: publicUrlForKey(input.key),
    featured: input.featured,
    uploadDate: new Date().toISOString(),
    ...variants,
  };
  try {
    await imagesRepository.create(record);
  } catch (error) {
    logger.error('image record not written; removing the upload and its variants', error as Error);
    await discard(storedKeysOf(record));
    throw new HttpError(500, `${IMAGE_MESSAGES.saveFailed}: ${IMAGE_MESSAGES.uploadRemoved}`);
  }
  return json(201, record);
});
