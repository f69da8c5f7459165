import type { WatchCounts } from '../../shared/watch';
import { requireAdmin } from './auth';
import { httpHandler, json } from './http';
import { watchersRepository } from './watchers-repository';

/** GET /api/watchers/counts (admin): watchers per topic, confirmed and pending; never an address. */
export const countWatchers = httpHandler(async (event) => {
  requireAdmin(event);
  const counts: WatchCounts = await watchersRepository.counts();
  return json(200, counts);
});
