import { describe, expect, it } from 'vitest';
import { moved } from './photo-list';

describe('moved', () => {
  it('moves an item up or down by one (the arrow buttons) and to any place (a drop)', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moved(list, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moved(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    // Dragged from the last place onto the first, and from the first onto the last.
    expect(moved(list, 3, 0 - 3)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(list, 0, 3 - 0)).toEqual(['b', 'c', 'd', 'a']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves the list as it was for a place that holds nothing', () => {
    expect(moved(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});
