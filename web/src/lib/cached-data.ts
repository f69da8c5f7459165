import { useCallback, useSyncExternalStore } from 'react';
import { siteCache, type SiteCache } from './swr-config';

/*
 * Public parts only read what Admin Mode put into the site cache (its own change to the listing or
 * the featured photos); they never fetch. They read and watch the cache itself, without SWR: SWR,
 * its hooks and its core load only with the parts that fetch (lib/site-swr.ts,
 * docs/decisions/swr-off-the-first-load.md), and cached-data.test.ts holds the contract against
 * SWR's own mutate.
 */

/** The data the cache holds under `key`: undefined until something (Admin Mode) put some there. */
export function readCached<Data>(cache: SiteCache, key: string): Data | undefined {
  return cache.get(key)?.data as Data | undefined;
}

/** Nothing is cached on the server, as nothing is in the browser at hydration. */
const nothingOnTheServer = () => undefined;

/** The entry under `key` as a hook: re-renders when Admin Mode changes it. */
export function useCachedData<Data>(key: string): Data | undefined {
  const subscribe = useCallback((onChange: () => void) => siteCache.subscribe(key, onChange), [key]);
  return useSyncExternalStore(subscribe, () => readCached<Data>(siteCache, key), nothingOnTheServer);
}
