import { IMAGE_MESSAGES } from '../../shared/image-upload';
import type { ChangeStamp } from '../../shared/tour-media';
import type { AdminCaller } from './auth';
import { HttpError, json, type HttpResult } from './http';
import { imagesRepository } from './images-repository';
import { logger } from './logger';
import { requestPagePublish } from './page-publishing';
import { readTourMediaView } from './tour-media-repository';
import { changeStamp } from './tour-media-stamp';

export interface TourMediaChange {
  /** The placements it writes, by PLACEMENT_KEYS. */
  placements: string[];
  /** Every image it places: each must exist, or nothing is written. */
  imageIds: readonly string[];
  /** What the log records of the change besides who made it. */
  details: Record<string, unknown>;
  write: (stamp: ChangeStamp) => Promise<void>;
}

/**
 * One admin change to the tour's placements: every image it names is checked first (404 naming the
 * missing ones, nothing written), then it is written stamped with the admin, logged, and the pages
 * are published again. Answers the placements and the tour as they now are.
 */
export async function applyTourMediaChange(admin: AdminCaller, { placements, imageIds, details, write }: TourMediaChange): Promise<HttpResult> {
  const unique = [...new Set(imageIds)];
  const images = await Promise.all(unique.map((id) => imagesRepository.get(id)));
  const missing = unique.filter((_, index) => !images[index]);
  if (missing.length) throw new HttpError(404, `${IMAGE_MESSAGES.notFound}: ${missing.join(', ')}`);
  await write(await changeStamp(admin, new Date()));
  logger.info('Tour media changed', { placements, ...details, admin });
  await requestPagePublish();
  return json(200, await readTourMediaView());
}
