import { IMAGE_MESSAGES, imageIdSchema, updateImageSchema } from '../shared/image-upload';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody, parsePathParameter } from './common/http';
import { imagesRepository } from './common/images-repository';
import { requestPagePublish } from './common/page-publishing';

/**
 * PATCH /api/images/{id} (admin), by docs/product.md#image-rules's rules: alt text, category and
 * keywords change only when non-empty; caption and featured only when given.
 */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const id = parsePathParameter(event, 'id', imageIdSchema);
  const changes = parseJsonBody(event, updateImageSchema, { maxBytes: 8 * 1024 });
  const image = await imagesRepository.get(id);
  if (!image) throw new HttpError(404, IMAGE_MESSAGES.notFound);
  const updated = {
    ...image,
    ...(changes.altText ? { altText: changes.altText } : {}),
    ...(changes.category ? { category: changes.category } : {}),
    ...(changes.keywords?.length ? { keywords: changes.keywords } : {}),
    ...(changes.caption !== undefined ? { caption: changes.caption || null } : {}),
    ...(changes.featured !== undefined ? { featured: changes.featured } : {}),
  };
  await imagesRepository.replace(updated);
  await requestPagePublish();
  return json(200, updated);
});
