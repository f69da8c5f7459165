import { bulkFeaturedSchema, IMAGE_MESSAGES } from '../shared/image-upload';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { imagesRepository } from './common/images-repository';
import { requestPagePublish } from './common/page-publishing';
import { recordAdminChange } from './common/audit-log';

/**
 * PATCH /api/images/featured (admin): one featured flag for several images. Every id is checked
 * first (404 naming the missing ones, nothing written); then one write per image, each of which a
 * retry repeats harmlessly.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const { ids, featured } = parseJsonBody(event, bulkFeaturedSchema, { maxBytes: 8 * 1024 });
  const unique = [...new Set(ids)];
  const images = await Promise.all(unique.map((id) => imagesRepository.get(id)));
  const missing = unique.filter((_, index) => !images[index]);
  if (missing.length) throw new HttpError(404, `${IMAGE_MESSAGES.notFound}: ${missing.join(', ')}`);
  const found = images.filter((image) => image !== undefined);
  await imagesRepository.setFeatured(found, featured);
  await Promise.all(found.map((image) => recordAdminChange(admin, 'photo.featured', image.id, { featured: image.featured }, { featured })));
  await requestPagePublish();
  return json(200, found.map((image) => ({ ...image, featured })));
});
