import { randomBytes } from 'node:crypto';
import { imageObjectKey, publicUrlForKey, type ImageRecord } from '../shared/images';
import { MAX_UPLOAD_BYTES } from '../shared/image-upload';
import { storedKeysOf } from '../shared/photo-variants';
import { imagesRepository } from './common/images-repository';
import { storeImage } from './common/image-variants';
import { logger } from './common/logger';
import { requestPagePublish } from './common/page-publishing';
import { photoStore } from './common/photo-store';

/** What one run did, for its log and the local start. */
export interface StripSummary {
  stripped: number;
  /** Records left unmarked: their photo is missing, unreadable or changed meanwhile; the next run tries again. */
  skipped: number;
}

type Outcome = 'stripped' | 'skipped';

/**
 * One photo: its original encoded again under a new key (photos are served as immutable, so the
 * old URL must not be reused for new bytes) with its variants, the record pointed there only while
 * it still names the old key, then the old objects deleted.
 */
async function strip(image: ImageRecord, now: Date): Promise<Outcome> {
  const original = await photoStore.read(image.filePath, MAX_UPLOAD_BYTES);
  if (!original) {
    logger.warn('photo to strip not found in the photo bucket', { id: image.id, filePath: image.filePath });
    return 'skipped';
  }
  const key = imageObjectKey(image.mimeType, now.getTime(), randomBytes(4).toString('hex'));
  const stored = await storeImage(key, original, image.mimeType);
  const updated: ImageRecord = { ...image, filePath: key, publicUrl: publicUrlForKey(key), stripped: true, ...stored };
  let replaced: boolean;
  try {
    replaced = await imagesRepository.replaceStoredPhoto(updated, image.filePath);
  } catch (error) {
    await photoStore.removeAll(storedKeysOf(updated));
    throw error;
  }
  if (!replaced) {
    await photoStore.removeAll(storedKeysOf(updated));
    return 'skipped';
  }
  await photoStore.removeAll(storedKeysOf(image));
  return 'stripped';
}

/**
 * The one-off migration of the photos stored before originals were encoded again: each record
 * without `stripped` gets its photo re-encoded upright without EXIF, XMP, IPTC or trailing bytes
 * (docs/decisions/photo-metadata.md), then the pages are published with the new URLs. Runs at each
 * deploy and local start; with every record marked it only reads the table. One photo at a time,
 * so memory stays that of one decode; a photo that fails is logged and left for the next run.
 */
export async function handler(): Promise<StripSummary> {
  const pending = (await imagesRepository.listAll()).filter((image) => !image.stripped);
  const summary: StripSummary = { stripped: 0, skipped: 0 };
  for (const image of pending) {
    let outcome: Outcome;
    try {
      outcome = await strip(image, new Date());
    } catch (error) {
      logger.error('photo not stripped of its metadata; the next run tries again', { id: image.id, error });
      outcome = 'skipped';
    }
    summary[outcome] += 1;
  }
  if (summary.stripped) await requestPagePublish();
  if (pending.length) logger.info('photos stripped of their metadata', { ...summary });
  return summary;
}
