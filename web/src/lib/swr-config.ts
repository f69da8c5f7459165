import type { Cache, SWRConfiguration, State } from 'swr';

/** Data is fresh for 5 minutes (docs/product.md#constants): no refetch of the same key within this span. */
export const DATA_FRESH_MS = 300_000;
/** Cached data is kept for 10 minutes (docs/product.md#constants); older entries are dropped and refetched. */
export const DATA_KEPT_MS = 600_000;

/**
 * SWR has no cache lifetime of its own, so the provider drops entries whose data was last
 * written more than `keptMs` ago; the next reader then loads afresh instead of showing stale data.
 */
export function createExpiringCache(keptMs: number = DATA_KEPT_MS, now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: State; writtenAt: number }>();
  return {
    keys: () => entries.keys(),
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.writtenAt > keptMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.set(key, { value, writtenAt: now() });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

export const swrConfig: SWRConfiguration = {
  dedupingInterval: DATA_FRESH_MS,
  focusThrottleInterval: DATA_FRESH_MS,
  errorRetryCount: 2,
  provider: () => createExpiringCache(),
};
