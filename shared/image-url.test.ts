import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_SRC, isSafeImageUrl, safeImageSrc } from './image-url';

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

describe('safeImageSrc', () => {
  it('keeps a safe URL and replaces any other with the placeholder', () => {
    expect(safeImageSrc('/media/images/a.jpg')).toBe('/media/images/a.jpg');
    expect(safeImageSrc('javascript:alert(1)')).toBe(PLACEHOLDER_IMAGE_SRC);
  });
});
