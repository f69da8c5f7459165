import { httpHandler, json } from './common/http';
import { categoriesRepository } from './common/categories-repository';

/** GET /api/categories: the image categories, ordered by id. */
export const handler = httpHandler(async () => json(200, await categoriesRepository.list()));
