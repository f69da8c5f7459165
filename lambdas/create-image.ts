import { randomUUID } from 'node:crypto';
import { publicUrlForKey, type ImageRecord } from '../shared/images';
import { createImageSchema, IMAGE_MESSAGES, mimeTypeOfKey, sniffImageType } from '../shared/image-upload';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { imagesRepository } from './common/images-repository';
import { logger } from './common/logger';
import { photoStore } from './common/photo-store';

/**
 * POST /api/images (admin): checks that the uploaded object exists and that its first
 * bytes are the image type its key declares, then writes the record. A refused or
 * unwritable upload is deleted, so no orphan object stays in the bucket (SPEC.md section 7).
 */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const input = parseJsonBody(event, createImageSchema, { maxBytes: 8 * 1024 });
  const declared = mimeTypeOfKey(input.key);
  const object = await photoStore.readHead(input.key);
  if (!object || !declared) throw new HttpError(400, IMAGE_MESSAGES.missingUpload);

  const actual = sniffImageType(object.head);
  if (actual !== declared) {
    await photoStore.remove(input.key);
    throw new HttpError(400, actual ? IMAGE_MESSAGES.typeMismatch : IMAGE_MESSAGES.notAnImage);
  }

  const record: ImageRecord = {
    id: randomUUID(),
    filename: input.filename,
    filePath: input.key,
    altText: input.altText,
    caption: input.caption || null,
    category: input.category,
    keywords: input.keywords,
    fileSize: object.size,
    mimeType: declared,
    publicUrl: publicUrlForKey(input.key),
    featured: input.featured,
    uploadDate: new Date().toISOString(),
  };
  try {
    await imagesRepository.create(record);
  } catch (error) {
    logger.error('image record not written; removing the upload', error as Error);
    await photoStore.remove(input.key);
    throw new HttpError(500, IMAGE_MESSAGES.saveFailed);
  }
  return json(201, record);
});
