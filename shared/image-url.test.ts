import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, responsivePhoto } from './image-url';

describe('isSafeImageUrl', () => {
  it.each([
    ['/media/images/a.jpg', true],
    ['https://example.com/a.jpg', true],
    ['http://example.com/a.jpg', true],
    ['HTTPS://EXAMPLE.COM/A.JPG', true],
    ['//evil.example/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com/a.jpg', false],
    ['images/a.jpg', false],
    ['', false],
  ])('%s -> %s', (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe);
  });
});

describe('responsivePhoto', () => {
  const publicUrl = '/media/images/1718895600000-0a1b2c3d.jpg';

  it('offers every WebP variant in srcset, the widest as src, and the original size', () => {
    const photo = responsivePhoto({ publicUrl, width: 4032, height: 3024, variantWidths: [480, 960, 1600] });

    expect(photo).toEqual({
      src: '/media/images/1718895600000-0a1b2c3d-1600.webp',
      srcSet:
        '/media/images/1718895600000-0a1b2c3d-480.webp 480w, /media/images/1718895600000-0a1b2c3d-960.webp 960w, /media/images/1718895600000-0a1b2c3d-1600.webp 1600w',
      width: 4032,
      height: 3024,
    });
  });

  it('shows a record made before variants by its original alone, at the nominal 4:3 size', () => {
    expect(responsivePhoto({ publicUrl })).toEqual({ src: publicUrl, width: 1200, height: 900 });
  });
});
