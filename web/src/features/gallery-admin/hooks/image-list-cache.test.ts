import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { IMAGE_LISTS, imageListKey } from '../../../lib/images-api';
import { applyImageListChange } from './image-list-cache';

const exterior = buildImageRecord({ id: 'a', category: 'exterior', featured: false });
const interior = buildImageRecord({ id: 'b', category: 'interior', featured: true });

describe('applyImageListChange', () => {
  it('replaces a changed image in place', () => {
    const edited = { ...exterior, caption: 'edited' };

    expect(applyImageListChange(IMAGE_LISTS.all, [exterior, interior], { kind: 'upsert', images: [edited] })).toEqual([edited, interior]);
  });

  it('adds a new image at the end of the lists it belongs to only', () => {
    const added = buildImageRecord({ id: 'c', category: 'exterior', featured: false });

    expect(applyImageListChange(IMAGE_LISTS.exterior, [exterior], { kind: 'upsert', images: [added] })).toEqual([exterior, added]);
    expect(applyImageListChange(imageListKey({ category: 'interior' }), [interior], { kind: 'upsert', images: [added] })).toEqual([interior]);
    expect(applyImageListChange(IMAGE_LISTS.featured, [interior], { kind: 'upsert', images: [added] })).toEqual([interior]);
  });

  it('drops an image from a list whose filter it no longer matches', () => {
    const unfeatured = { ...interior, featured: false };
    const moved = { ...exterior, category: 'details' as const };

    expect(applyImageListChange(IMAGE_LISTS.featured, [interior], { kind: 'upsert', images: [unfeatured] })).toEqual([]);
    expect(applyImageListChange(IMAGE_LISTS.exterior, [exterior], { kind: 'upsert', images: [moved] })).toEqual([]);
  });

  it('removes deleted images', () => {
    expect(applyImageListChange(IMAGE_LISTS.all, [exterior, interior], { kind: 'remove', ids: ['a'] })).toEqual([interior]);
  });
});
