import { randomBytes } from 'node:crypto';
import { imageObjectKey, publicUrlForKey, type ImageRecord } from '../shared/images';
import { createImageSchema, IMAGE_MESSAGES, MAX_UPLOAD_BYTES, mimeTypeOfKey, sniffImageType } from '../shared/image-upload';
import { storedKeysOf } from '../shared/photo-variants';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { imagesRepository } from './common/images-repository';
import { requestPagePublish } from './common/page-publishing';
import { storeImage, UnreadableImageError, type StoredImageFields } from './common/image-variants';
import { logger } from './common/logger';
import { recordIdForUpload } from './common/upload-id';
import { discard, readUpload } from './common/uploaded-objects';
import { auditFields, IMAGE_AUDIT_FIELDS } from '../shared/audit';
import { recordAdminChange } from './common/audit-log';

/**
 * Stores the checked bytes, encoded again without metadata, under images/ with their WebP variants
 * beside them; on any failure the upload and whatever was stored are removed.
 */
async function storeOrDiscard(uploadKey: string, key: string, upload: Uint8Array, declared: ImageRecord['mimeType']): Promise<StoredImageFields> {
  try {
    return await storeImage(key, upload, declared);
  } catch (error) {
    await discard([uploadKey, key]);
    if (error instanceof UnreadableImageError) throw new HttpError(400, error.message);
    logger.error('checked photo or its variants not stored; removing the upload', error as Error);
    throw new HttpError(500, IMAGE_MESSAGES.variantsNotStored);
  }
}

/**
 * POST /api/images (admin): checks that the upload exists and that its first bytes are the image
 * type its key declares, then stores the picture of exactly the bytes it checked, upright and encoded
 * again without metadata, under a new key in images/, which no presigned POST can write, with its
 * resized WebP variants, and writes the record.
 * An upload already recorded is refused (409), removing what a ticket used again wrote since; one
 * over MAX_UPLOAD_BYTES is refused (413). A refused upload, or one whose objects or record
 * cannot be written, is deleted with every object made from it, so nothing stays in the bucket
 * without a record (docs/product.md#calls); a recorded upload's original under uploads/ goes too.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const input = parseJsonBody(event, createImageSchema, { maxBytes: 8 * 1024 });
  const id = recordIdForUpload(input.key);
  if (await imagesRepository.get(id)) {
    // The ticket was used again after its upload was recorded: what it wrote is nobody's photo.
    await discard([input.key]);
    throw new HttpError(409, IMAGE_MESSAGES.alreadyRecorded);
  }

  const declared = mimeTypeOfKey(input.key);
  const upload = await readUpload(input.key, MAX_UPLOAD_BYTES, IMAGE_MESSAGES.tooLarge);
  if (!upload || !declared) throw new HttpError(400, IMAGE_MESSAGES.missingUpload);

  const actual = sniffImageType(upload);
  if (actual !== declared) {
    await discard([input.key]);
    throw new HttpError(400, actual ? IMAGE_MESSAGES.typeMismatch : IMAGE_MESSAGES.notAnImage);
  }

  const now = new Date();
  const key = imageObjectKey(declared, now.getTime(), randomBytes(4).toString('hex'));
  const stored = await storeOrDiscard(input.key, key, upload, declared);
  const record: ImageRecord = {
    id,
    filename: input.filename,
    filePath: key,
    altText: input.altText,
    caption: input.caption || null,
    ...(input.captionFr ? { captionFr: input.captionFr } : {}),
    category: input.category,
    keywords: input.keywords,
    mimeType: declared,
    publicUrl: publicUrlForKey(key),
    featured: input.featured,
    uploadDate: now.toISOString(),
    stripped: true,
    ...stored,
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
  await recordAdminChange(admin, 'photo.upload', id, undefined, auditFields(record, IMAGE_AUDIT_FIELDS));
  await requestPagePublish();
  return json(201, record);
});
