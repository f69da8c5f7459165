import type { ImageRecord } from '../shared/images';
import { IMAGE_MESSAGES, imageIdSchema, updateImageSchema } from '../shared/image-upload';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody, parsePathParameter } from './common/http';
import { imagesRepository } from './common/images-repository';
import { requestPagePublish } from './common/page-publishing';
import { auditFields, IMAGE_AUDIT_FIELDS } from '../shared/audit';
import { recordAdminChange } from './common/audit-log';

/**
 * PATCH /api/images/{id} (admin), by docs/product.md#image-rules's rules: alt text, category and
 * keywords change only when non-empty; caption, featured and hero only when given. Made the main
 * photo (`hero: true`), the image is featured too and every other image loses the choice; no longer
 * featured, it is no longer the main photo (docs/decisions/main-photo.md).
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const id = parsePathParameter(event, 'id', imageIdSchema);
  const changes = parseJsonBody(event, updateImageSchema, { maxBytes: 8 * 1024 });
  const image = await imagesRepository.get(id);
  if (!image) throw new HttpError(404, IMAGE_MESSAGES.notFound);
  const { hero: _previous, ...rest } = image;
  const hero = changes.hero ?? image.hero === true;
  const featured = hero || (changes.featured ?? image.featured);
  const updated: ImageRecord = {
    ...rest,
    ...(changes.altText ? { altText: changes.altText } : {}),
    ...(changes.category ? { category: changes.category } : {}),
    ...(changes.keywords?.length ? { keywords: changes.keywords } : {}),
    ...(changes.caption !== undefined ? { caption: changes.caption || null } : {}),
    ...(changes.captionFr !== undefined ? { captionFr: changes.captionFr || null } : {}),
    featured,
    ...(featured && hero ? { hero: true } : {}),
  };
  await imagesRepository.replace(updated);
  if (updated.hero) await imagesRepository.clearHeroExcept(updated.id);
  await recordAdminChange(admin, 'photo.update', id, auditFields(image, IMAGE_AUDIT_FIELDS), auditFields(updated, IMAGE_AUDIT_FIELDS));
  await requestPagePublish();
  return json(200, updated);
});
