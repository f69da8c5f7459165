import { initCache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { readCached } from './cached-data';
import { createExpiringCache } from './swr-config';

const KEY = '/api/listing';

/** A cache as lib/site-swr.ts sets it up, with SWR's own mutate bound to it. */
function swrCache() {
  const cache = createExpiringCache();
  const made = initCache(cache);
  if (!made) throw new Error('SWR made no cache');
  return { cache, mutate: made[1] };
}

describe('the cache read without SWR', () => {
  it('reads nothing under a key nothing was put under', () => {
    expect(readCached(swrCache().cache, KEY)).toBeUndefined();
  });

  // SWR writes the entry for its mutation bookkeeping too; the hook's useSyncExternalStore
  // re-renders only when the data read differs.
  it("reads what SWR's mutate put under the key, and tells its subscriber of each change", async () => {
    const { cache, mutate } = swrCache();
    const seen: unknown[] = [];
    cache.subscribe(KEY, () => {
      const data = readCached(cache, KEY);
      if (seen.at(-1) !== data) seen.push(data);
    });

    await mutate(KEY, { status: 'under-offer' }, { revalidate: false });
    await mutate(KEY, { status: 'sold' }, { revalidate: false });

    expect(readCached(cache, KEY)).toEqual({ status: 'sold' });
    expect(seen).toEqual([{ status: 'under-offer' }, { status: 'sold' }]);
  });

  it('tells neither a subscriber of another key nor one that unsubscribed', async () => {
    const { cache, mutate } = swrCache();
    const other: unknown[] = [];
    const gone: unknown[] = [];
    cache.subscribe('/api/images?featured=true', () => other.push('called'));
    const unsubscribe = cache.subscribe(KEY, () => gone.push('called'));
    unsubscribe();

    await mutate(KEY, { status: 'sold' }, { revalidate: false });

    expect(other).toEqual([]);
    expect(gone).toEqual([]);
  });
});
