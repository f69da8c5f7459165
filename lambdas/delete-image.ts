import { IMAGE_MESSAGES, imageIdSchema } from '../shared/image-upload';
import { storedKeysOf } from '../shared/photo-variants';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, parsePathParameter } from './common/http';
import { imagesRepository } from './common/images-repository';
import { requestPagePublish } from './common/page-publishing';
import { logger } from './common/logger';
import { photoStore } from './common/photo-store';
import { tourMediaRepository } from './common/tour-media-repository';
import { changeStamp } from './common/tour-media-stamp';
import { auditFields, IMAGE_AUDIT_FIELDS } from '../shared/audit';
import { recordAdminChange } from './common/audit-log';

/**
 * DELETE /api/images/{id} (admin): out of every tour placement naming it (so none points at nothing),
 * then the record, then its object and variants (docs/product.md#calls).
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const image = await imagesRepository.get(parsePathParameter(event, 'id', imageIdSchema));
  if (!image) throw new HttpError(404, IMAGE_MESSAGES.notFound);
  const placements = await tourMediaRepository.removeImage(image.id, await changeStamp(admin, new Date()));
  if (placements.length) logger.info('Tour media changed', { placements, removedImageId: image.id, admin });
  await imagesRepository.remove(image.id);
  await photoStore.removeAll(storedKeysOf(image));
  await recordAdminChange(admin, 'photo.delete', image.id, auditFields(image, IMAGE_AUDIT_FIELDS), undefined);
  await requestPagePublish();
  return { statusCode: 204 };
});
