import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { toFeaturedPhotos } from './use-featured-photos';

describe('toFeaturedPhotos', () => {
  it('keeps the first images up to the limit as id, src and alt', () => {
    const records = [1, 2, 3].map(() => buildImageRecord({ featured: true }));

    const photos = toFeaturedPhotos(records, 2);

    expect(photos).toEqual(records.slice(0, 2).map((r) => ({ id: r.id, src: r.publicUrl, alt: r.altText })));
  });

  it('leaves out images whose URL may not be shown', () => {
    const hostile = buildImageRecord({ featured: true, publicUrl: 'javascript:alert(1)' });
    const fine = buildImageRecord({ featured: true });

    expect(toFeaturedPhotos([hostile, fine], 2).map((p) => p.id)).toEqual([fine.id]);
  });
});
