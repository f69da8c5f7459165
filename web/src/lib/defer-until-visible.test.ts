import { describe, expect, it, vi } from 'vitest';
import { madeOnce } from './defer-until-visible';

describe('madeOnce', () => {
  it('makes the value once per key and gives the same one on every later call', () => {
    const make = vi.fn((words: { name: string }) => ({ made: words.name }));
    const partOf = madeOnce(make);
    const english = { name: 'en' };
    const french = { name: 'fr' };

    const first = partOf(english);

    expect(partOf(english)).toBe(first);
    expect(partOf(french)).toEqual({ made: 'fr' });
    expect(partOf(french)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
