import type { State } from 'swr';
import { describe, expect, it } from 'vitest';
import { DATA_FRESH_MS, DATA_KEPT_MS, createExpiringCache, swrConfig } from './swr-config';

describe('SWR settings', () => {
  it('uses the cache times of docs/product.md#constants', () => {
    expect(DATA_FRESH_MS).toBe(300_000);
    expect(DATA_KEPT_MS).toBe(600_000);
    expect(swrConfig.dedupingInterval).toBe(DATA_FRESH_MS);
  });
});

describe('createExpiringCache', () => {
  const state: State = { data: ['photo'] };

  it('keeps an entry for the kept time and drops it afterwards', () => {
    let now = 1_000;
    const cache = createExpiringCache(DATA_KEPT_MS, () => now);
    cache.set('/api/images?featured=true', state);

    now += DATA_KEPT_MS;
    expect(cache.get('/api/images?featured=true')).toBe(state);

    now += 1;
    expect(cache.get('/api/images?featured=true')).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });

  it('counts the kept time from the last write', () => {
    let now = 0;
    const cache = createExpiringCache(DATA_KEPT_MS, () => now);
    cache.set('key', state);
    now = DATA_KEPT_MS - 1;
    cache.set('key', { data: ['newer'] });

    now = DATA_KEPT_MS + 10;
    expect(cache.get('key')).toEqual({ data: ['newer'] });
  });
});
