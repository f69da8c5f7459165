import { requireAdmin } from './common/auth';
import { httpHandler, json } from './common/http';
import { listingRepository } from './common/listing-repository';

/** GET /api/listing/history (admin): the state with its version and every change, naming who made it. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  return json(200, await listingRepository.read());
});
