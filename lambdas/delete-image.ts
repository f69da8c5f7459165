import { IMAGE_MESSAGES, imageIdSchema } from '../shared/image-upload';
import { storedKeysOf } from '../shared/photo-variants';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, parsePathParameter } from './common/http';
import { imagesRepository } from './common/images-repository';
import { requestPagePublish } from './common/page-publishing';
import { photoStore } from './common/photo-store';

/** DELETE /api/images/{id} (admin): the record first, then its object and variants (SPEC.md section 7). */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const image = await imagesRepository.get(parsePathParameter(event, 'id', imageIdSchema));
  if (!image) throw new HttpError(404, IMAGE_MESSAGES.notFound);
  await imagesRepository.remove(image.id);
  await photoStore.removeAll(storedKeysOf(image));
  await requestPagePublish();
  return { statusCode: 204 };
});
