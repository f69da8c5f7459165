import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../../../../test/fixtures/images';
import { PLACEHOLDER_IMAGE_SRC } from '../../../../shared/image-url';
import { GALLERY_COPY } from '../../content/gallery';
import { sortOldestFirst, toGalleryModel } from './gallery-items';

describe('sortOldestFirst', () => {
  it('orders by upload date, oldest first, whatever order the API used', () => {
    const newest = buildImageRecord({ uploadDate: '2024-06-20T15:02:00.000Z' });
    const oldest = buildImageRecord({ uploadDate: '2024-06-20T15:00:00.000Z' });
    const middle = buildImageRecord({ uploadDate: '2024-06-20T15:01:00.000Z' });

    expect(sortOldestFirst([newest, oldest, middle]).map((r) => r.id)).toEqual([oldest.id, middle.id, newest.id]);
  });

  it('puts an unreadable upload date last', () => {
    const broken = buildImageRecord({ uploadDate: 'not a date' });
    const dated = buildImageRecord();

    expect(sortOldestFirst([broken, dated]).map((r) => r.id)).toEqual([dated.id, broken.id]);
  });
});

describe('toGalleryModel', () => {
  it('numbers the cards, keeps two keywords, reads the date from the file name', () => {
    const record = buildImageRecord({
      filename: '20240612_102730 - Copy.jpg',
      caption: 'Rear of the trailer',
      keywords: ['rear', 'doors', 'hitch'],
      featured: true,
    });

    const { items } = toGalleryModel([record], GALLERY_COPY);

    expect(items).toEqual([
      expect.objectContaining({
        position: 1,
        src: record.publicUrl,
        caption: 'Rear of the trailer',
        keywords: ['rear', 'doors'],
        featured: true,
        dateLabel: 'June 12, 2024',
        opens: { fullSize: record.publicUrl, viewerIndex: 0 },
      }),
    ]);
  });

  it("shows 'Unknown date' and an empty caption when the record has none", () => {
    const { items } = toGalleryModel([buildImageRecord({ filename: 'trailer-side-view.jpg', caption: null })], GALLERY_COPY);

    expect(items[0]).toMatchObject({ dateLabel: 'Unknown date', caption: '' });
  });

  it('shows the placeholder for a URL that is not http(s) or site-relative and leaves it out of the viewer', () => {
    const first = buildImageRecord();
    const hostile = buildImageRecord({ publicUrl: 'javascript:alert(1)' });
    const last = buildImageRecord();

    const { items, viewerImages } = toGalleryModel([first, hostile, last], GALLERY_COPY);

    expect(items.map((item) => item.src)).toEqual([first.publicUrl, PLACEHOLDER_IMAGE_SRC, last.publicUrl]);
    // Nothing to link to either: without scripts the hostile URL is not a link.
    expect(items.map((item) => item.opens)).toEqual([{ fullSize: first.publicUrl, viewerIndex: 0 }, null, { fullSize: last.publicUrl, viewerIndex: 1 }]);
    expect(viewerImages.map((image) => image.id)).toEqual([first.id, last.id]);
  });

  it('gives the card and the viewer the WebP variants and the photo size; the download stays the original', () => {
    const record = buildImageRecord({ width: 2000, height: 1500, variantWidths: [480, 960, 1600] });
    const base = record.publicUrl.replace(/\.jpg$/, '');
    const srcSet = `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`;

    const { items, viewerImages } = toGalleryModel([record], GALLERY_COPY);

    expect(items[0]).toMatchObject({ src: `${base}-1600.webp`, srcSet, width: 2000, height: 1500 });
    expect(viewerImages[0]).toMatchObject({ src: `${base}-1600.webp`, srcSet, downloadSrc: record.publicUrl });
  });

  it('lays out a record without a recorded size at the nominal 4:3, and a placeholder without srcset', () => {
    const [plain] = toGalleryModel([buildImageRecord()], GALLERY_COPY).items;
    const [hostile] = toGalleryModel([
      buildImageRecord({ publicUrl: 'javascript:alert(1)', width: 800, height: 600, variantWidths: [480, 800] }),
    ], GALLERY_COPY).items;

    expect(plain).toMatchObject({ width: 1200, height: 900 });
    expect(plain!.srcSet).toBeUndefined();
    expect(hostile).toMatchObject({ src: PLACEHOLDER_IMAGE_SRC, width: 800, height: 600 });
    expect(hostile!.srcSet).toBeUndefined();
  });

  it('gives the viewer the category, every keyword and the file name to download as', () => {
    const record = buildImageRecord({ category: 'exterior', keywords: ['a', 'b', 'c', 'd', 'e', 'f'], filename: '20240612_101500.jpg' });

    const [image] = toGalleryModel([record], GALLERY_COPY).viewerImages;

    expect(image).toMatchObject({ category: 'exterior', keywords: ['a', 'b', 'c', 'd', 'e', 'f'], downloadName: '20240612_101500.jpg' });
  });
});
