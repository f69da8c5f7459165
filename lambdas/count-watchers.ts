import type { WatchCounts } from '../shared/watch';
import { requireAdmin } from './common/auth';
import { httpHandler, json } from './common/http';
import { watchersRepository } from './common/watchers-repository';

/** GET /api/watchers/counts (admin): watchers per topic, confirmed and pending; never an address. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const counts: WatchCounts = await watchersRepository.counts();
  return json(200, counts);
});
