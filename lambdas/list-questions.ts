import { requireAdmin } from './common/auth';
import { httpHandler, json } from './common/http';
import { questionsRepository } from './common/questions-repository';

/** GET /api/questions (admin): every published question in the admin's order, with its source inquiry and who changed it. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  return json(200, await questionsRepository.listAll());
});
