import { IMAGE_MESSAGES } from '../shared/image-upload';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler } from './common/http';
import { imagesRepository } from './common/images-repository';
import { photoStore } from './common/photo-store';

/** DELETE /api/images/{id} (admin): the record first, then its object (SPEC.md section 7). */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const image = await imagesRepository.get(event.pathParameters?.id ?? '');
  if (!image) throw new HttpError(404, IMAGE_MESSAGES.notFound);
  await imagesRepository.remove(image.id);
  await photoStore.remove(image.filePath);
  return { statusCode: 204 };
});
