import { describe, expect, it } from 'vitest';
import { createImageSchema } from './image-upload';
import { storedKeysOf, variantPath } from './photo-variants';

describe('variantPath', () => {
  it('puts a variant beside its original, named after it and its width, as WebP', () => {
    expect(variantPath('images/1718895600000-0a1b2c3d.jpg', 480)).toBe('images/1718895600000-0a1b2c3d-480.webp');
    expect(variantPath('images/1718895600000-0a1b2c3d.webp', 1600)).toBe('images/1718895600000-0a1b2c3d-1600.webp');
  });

  it('maps the public URL the same way as the bucket key', () => {
    expect(variantPath('/media/images/1718895600000-0a1b2c3d.png', 960)).toBe('/media/images/1718895600000-0a1b2c3d-960.webp');
  });

  it('gives keys an upload can never claim as its own', () => {
    const key = variantPath('images/1718895600000-0a1b2c3d.jpg', 480);

    const parsed = createImageSchema.safeParse({ key, filename: 'x.webp', altText: 'x', category: 'exterior' });

    expect(parsed.success).toBe(false);
  });
});

describe('storedKeysOf', () => {
  it('lists the original and each variant', () => {
    expect(storedKeysOf({ filePath: 'images/1718895600000-0a1b2c3d.jpg', variantWidths: [480, 960] })).toEqual([
      'images/1718895600000-0a1b2c3d.jpg',
      'images/1718895600000-0a1b2c3d-480.webp',
      'images/1718895600000-0a1b2c3d-960.webp',
    ]);
  });

  it('lists the original alone for a record made before variants', () => {
    expect(storedKeysOf({ filePath: 'images/1718895600000-0a1b2c3d.jpg' })).toEqual(['images/1718895600000-0a1b2c3d.jpg']);
  });
});
