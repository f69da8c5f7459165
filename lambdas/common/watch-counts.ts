import type { WatchCounts } from '../../shared/watch';
import { requireAdmin } from './auth';
import { httpHandler, json } from './http';
import { watcherExportEnabled } from './watch-export';
import { watchersRepository } from './watchers-repository';

/** GET /api/watchers/counts (admin): watchers per topic, confirmed and pending, and whether the export is on; never an address. */
export const countWatchers = httpHandler(async (event) => {
  requireAdmin(event);
  const counts: WatchCounts = { ...(await watchersRepository.counts()), exportEnabled: watcherExportEnabled() };
  return json(200, counts);
});
