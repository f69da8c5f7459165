import { listImagesQuerySchema } from '../shared/images';
import { httpHandler, json, parseQuery } from './common/http';
import { imagesRepository } from './common/images-repository';

/** GET /api/images: every image, or one category's, or the featured (or non-featured) ones; oldest first. */
export const handler = httpHandler(async (event) => {
  const query = parseQuery(event, listImagesQuerySchema);
  const images = query.category
    ? await imagesRepository.listByCategory(query.category)
    : query.featured === true
      ? await imagesRepository.listFeatured()
      : query.featured === false
        ? await imagesRepository.listNotFeatured()
        : await imagesRepository.listAll();
  return json(200, images);
});
