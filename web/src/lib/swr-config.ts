import type { Cache, SWRConfiguration, State } from 'swr';

/** Data is fresh for 5 minutes (docs/product.md#constants): no refetch of the same key within this span. */
export const DATA_FRESH_MS = 300_000;
/** Cached data is kept for 10 minutes (docs/product.md#constants); older entries are dropped and refetched. */
export const DATA_KEPT_MS = 600_000;

/** SWR's cache, which public parts can also watch one entry of without loading SWR. */
export interface SiteCache extends Cache {
  /** Calls `onChange` whenever the entry under `key` is written or dropped; returns the unsubscribe. */
  subscribe(key: string, onChange: () => void): () => void;
}

/**
 * SWR has no cache lifetime of its own, so the cache drops entries whose data was last
 * written more than `keptMs` ago; the next reader then loads afresh instead of showing stale data.
 */
export function createExpiringCache(keptMs: number = DATA_KEPT_MS, now: () => number = Date.now): SiteCache {
  const entries = new Map<string, { value: State; writtenAt: number }>();
  const listeners = new Map<string, Set<() => void>>();
  const changed = (key: string) => listeners.get(key)?.forEach((onChange) => onChange());
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
      changed(key);
    },
    delete(key) {
      entries.delete(key);
      changed(key);
    },
    subscribe(key, onChange) {
      const keyListeners = listeners.get(key) ?? new Set();
      listeners.set(key, keyListeners);
      keyListeners.add(onChange);
      return () => keyListeners.delete(onChange);
    },
  };
}

/**
 * The one cache of the page: Admin Mode's data (web/src/lib/site-swr.ts) and what public parts read
 * of it (web/src/lib/cached-data.ts). Empty on the server, as in the browser until Admin Mode fetches.
 */
export const siteCache = createExpiringCache();

/** How the site's SWR hooks fetch and keep data (the cache is siteCache). */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: DATA_FRESH_MS,
  focusThrottleInterval: DATA_FRESH_MS,
  errorRetryCount: 2,
};
