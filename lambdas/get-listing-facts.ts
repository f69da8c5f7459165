import { requireAdmin } from './common/auth';
import { httpHandler, json } from './common/http';
import { listingFactsRepository } from './common/listing-facts-repository';

/**
 * GET /api/listing/facts (admin): the facts with their version, as the admin edits them. Buyers read
 * the published facts in each page's snapshot, where unconfirmed statements are filtered as the page shows them.
 */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  return json(200, await listingFactsRepository.read());
});
