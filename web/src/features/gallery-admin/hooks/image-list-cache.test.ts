import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { applyImageListChange, isImageListKey } from './image-list-cache';

const exterior = buildImageRecord({ id: 'a', category: 'exterior', featured: false });
const interior = buildImageRecord({ id: 'b', category: 'interior', featured: true });

describe('isImageListKey', () => {
  it.each(['/api/images', '/api/images?category=exterior', '/api/images?featured=true'])('takes %s', (key) => {
    expect(isImageListKey(key)).toBe(true);
  });

  it.each(['/api/images/upload', '/api/imagesX', '/api/categories', ['/api/images'], undefined])('leaves %s', (key) => {
    expect(isImageListKey(key)).toBe(false);
  });
});

describe('applyImageListChange', () => {
  it('replaces a changed image in place', () => {
    const edited = { ...exterior, caption: 'edited' };

    expect(applyImageListChange('/api/images', [exterior, interior], { kind: 'upsert', images: [edited] })).toEqual([edited, interior]);
  });

  it('adds a new image at the end of the lists it belongs to only', () => {
    const added = buildImageRecord({ id: 'c', category: 'exterior', featured: false });

    expect(applyImageListChange('/api/images?category=exterior', [exterior], { kind: 'upsert', images: [added] })).toEqual([exterior, added]);
    expect(applyImageListChange('/api/images?category=interior', [interior], { kind: 'upsert', images: [added] })).toEqual([interior]);
    expect(applyImageListChange('/api/images?featured=true', [interior], { kind: 'upsert', images: [added] })).toEqual([interior]);
  });

  it('drops an image from a list whose filter it no longer matches', () => {
    const unfeatured = { ...interior, featured: false };
    const moved = { ...exterior, category: 'details' as const };

    expect(applyImageListChange('/api/images?featured=true', [interior], { kind: 'upsert', images: [unfeatured] })).toEqual([]);
    expect(applyImageListChange('/api/images?category=exterior', [exterior], { kind: 'upsert', images: [moved] })).toEqual([]);
  });

  it('removes deleted images', () => {
    expect(applyImageListChange('/api/images', [exterior, interior], { kind: 'remove', ids: ['a'] })).toEqual([interior]);
  });
});
