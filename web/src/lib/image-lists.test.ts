import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildImageRecord } from '../../../test/fixtures/images';
import { IMAGE_CHANGE_PATHS, getImageList, isImageListKey, isInImageList } from './image-lists';
import { IMAGE_LISTS, imageListKey } from './images-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('image list keys in the cache', () => {
  it.each(['/api/images', '/api/images?category=exterior', '/api/images?featured=true'])('takes %s as a list', (key) => {
    expect(isImageListKey(key)).toBe(true);
  });

  it.each(['/api/images/upload', '/api/imagesX', '/api/categories', ['/api/images'], undefined])('leaves %s', (key) => {
    expect(isImageListKey(key)).toBe(false);
  });

  it('tells which images a list holds', () => {
    const featuredInterior = buildImageRecord({ category: 'interior', featured: true });

    expect(isInImageList(IMAGE_LISTS.all, featuredInterior)).toBe(true);
    expect(isInImageList(IMAGE_LISTS.featured, featuredInterior)).toBe(true);
    expect(isInImageList(IMAGE_LISTS.exterior, featuredInterior)).toBe(false);
    expect(isInImageList(imageListKey({ featured: false }), featuredInterior)).toBe(false);
  });
});

describe('getImageList', () => {
  it('fetches the list its key names', async () => {
    const record = buildImageRecord({ id: 'a' });
    const fetchMock = vi.fn(async () => Response.json([record]));
    vi.stubGlobal('fetch', fetchMock);

    await expect(getImageList(IMAGE_LISTS.featured)).resolves.toEqual([record]);
    expect(fetchMock).toHaveBeenCalledWith('/api/images?featured=true', undefined);
  });

  it('refuses an answer that is not a list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ images: [] })));

    await expect(getImageList(IMAGE_LISTS.all)).rejects.toMatchObject({ name: 'ApiError', message: 'Expected a list of images' });
  });
});

describe('IMAGE_CHANGE_PATHS', () => {
  it('are the admin routes of the route table, one image by its encoded id', () => {
    expect(IMAGE_CHANGE_PATHS.image('a/b c')).toBe('/api/images/a%2Fb%20c');
    expect(IMAGE_CHANGE_PATHS.featured).toBe('/api/images/featured');
    expect(IMAGE_CHANGE_PATHS.uploadTicket).toBe('/api/images/upload');
    expect(IMAGE_CHANGE_PATHS.create).toBe('/api/images');
  });
});
