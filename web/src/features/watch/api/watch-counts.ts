import useSWR from 'swr';
import { SITE_SWR } from '../../../lib/site-swr';
import { WATCH_COUNTS_ENDPOINT, type WatchCounts } from '../../../../../shared/watch';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

/** GET /api/watchers/counts (admin): how many watch the listing; `enabled` is false until the admin is known. */
export function useWatchCounts(enabled: boolean) {
  return useSWR<WatchCounts, ApiError>(enabled ? WATCH_COUNTS_ENDPOINT : null, () => authorizedApiFetch<WatchCounts>(WATCH_COUNTS_ENDPOINT), SITE_SWR);
}
