import { initCache } from 'swr/_internal';
import type { Cache, SWRConfiguration } from 'swr';
import { siteCache, swrConfig } from './swr-config';

/*
 * The site's SWR hooks all read and write siteCache, set up once here rather than by an SWRConfig
 * provider at the root: the provider would load SWR's core (about 2.7 KB gzip) with every page,
 * where only Admin Mode, the admin's pages and a few lazily loaded parts fetch
 * (docs/decisions/swr-off-the-first-load.md). Set up outside React, the cache's listeners are never
 * torn down by a part unmounting.
 */
const initialised = initCache(siteCache, swrConfig);
if (!initialised) throw new Error('SWR did not set up the site cache');

/**
 * The third argument of every useSWR and useSWRInfinite call: the site's settings and its cache. A
 * hook's own settings go over its context's, the cache among them (SWR's `_internal` withArgs).
 */
export const SITE_SWR = { ...swrConfig, cache: siteCache } satisfies SWRConfiguration & { cache: Cache };

/** SWR's mutate bound to the site cache: what `useSWRConfig().mutate` was under the root provider. */
export const siteMutate = initialised[1];
