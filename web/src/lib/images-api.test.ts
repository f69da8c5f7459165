import { describe, expect, it } from 'vitest';
import { IMAGE_LISTS, imageListKey } from './images-api';

describe('image list keys', () => {
  it('are the URLs of GET /api/images with its one filter', () => {
    expect(IMAGE_LISTS).toEqual({
      all: '/api/images',
      exterior: '/api/images?category=exterior',
      featured: '/api/images?featured=true',
    });
    expect(imageListKey({ featured: false })).toBe('/api/images?featured=false');
  });
});
