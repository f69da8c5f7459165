import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { toFeaturedPhotos } from './use-featured-photos';

describe('toFeaturedPhotos', () => {
  it('keeps the first images up to the limit as id, src and alt, at the nominal size when none is recorded', () => {
    const records = [1, 2, 3].map(() => buildImageRecord({ featured: true }));

    const photos = toFeaturedPhotos(records, 2);

    expect(photos).toEqual(records.slice(0, 2).map((r) => ({ id: r.id, src: r.publicUrl, alt: r.altText, width: 1200, height: 900 })));
  });

  it('offers the WebP variants of an image that has them, with its own size', () => {
    const record = buildImageRecord({ featured: true, width: 1600, height: 1200, variantWidths: [480, 960, 1600] });

    const [photo] = toFeaturedPhotos([record], 2);

    const base = record.publicUrl.replace(/\.jpg$/, '');
    expect(photo).toMatchObject({ src: `${base}-1600.webp`, width: 1600, height: 1200 });
    expect(photo!.srcSet).toBe(`${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`);
  });

  it('leaves out images whose URL may not be shown', () => {
    const hostile = buildImageRecord({ featured: true, publicUrl: 'javascript:alert(1)' });
    const fine = buildImageRecord({ featured: true });

    expect(toFeaturedPhotos([hostile, fine], 2).map((p) => p.id)).toEqual([fine.id]);
  });
});
