import { useCallback, useSyncExternalStore } from 'react';
import { createCacheHelper, useSWRConfig, type Cache } from 'swr/_internal';

/*
 * Public parts only read what Admin Mode put into SWR's cache (its own change to the listing or the
 * featured photos); they never fetch. `useSWR(key, null)` did that read, but loading SWR's hook cost
 * every page about 2.6 KB gzip of first-load JavaScript, so these read the same cache through SWR's
 * `_internal` entry (the cache helper useSWR itself uses). SWR's version is pinned by the lockfile,
 * and cached-data.test.ts holds the contract against SWR's own mutate (docs/decisions/swr-off-the-first-load.md).
 */

/** The data SWR's cache holds under `key`: undefined until something (Admin Mode) put some there. */
export function readCached<Data>(cache: Cache, key: string): Data | undefined {
  const [getEntry] = createCacheHelper<Data>(cache, key);
  return getEntry().data;
}

/** Calls `onChange` whenever the cache's entry for `key` changes; returns the unsubscribe. */
export function subscribeCached(cache: Cache, key: string, onChange: () => void): () => void {
  const [, , subscribe] = createCacheHelper(cache, key);
  return subscribe(key, onChange);
}

/** readCached as a hook: re-renders when Admin Mode changes the entry. The server's cache is empty, as is the browser's at hydration. */
export function useCachedData<Data>(key: string): Data | undefined {
  const { cache } = useSWRConfig();
  const subscribe = useCallback((onChange: () => void) => subscribeCached(cache, key, onChange), [cache, key]);
  const read = () => readCached<Data>(cache, key);
  return useSyncExternalStore(subscribe, read, read);
}
