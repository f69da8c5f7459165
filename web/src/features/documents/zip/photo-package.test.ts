import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { ROOMS } from '../../../content/rooms';
import { MANIFEST_FILE, exteriorPackagePhotos, photoPackageZip, roomPackagePhotos } from './photo-package';

const ROOM_PHOTO_COUNT = ROOMS.reduce((sum, room) => sum + room.photoCount, 0);

/** Answers the image list with `records` and every photo URL with its own path as bytes. */
function stubSite(records: unknown, failing?: string) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/images')) return Response.json(records);
    if (url === failing) return new Response('gone', { status: 404 });
    return new Response(new TextEncoder().encode(`photo ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the photo package', () => {
  it('takes the exterior photos in the API order, leaving out any URL the gallery would not show', () => {
    const shown = [buildImageRecord({ caption: 'Street side' }), buildImageRecord({ caption: null, altText: 'Rear doors' })];
    const photos = exteriorPackagePhotos([shown[0]!, buildImageRecord({ publicUrl: 'javascript:alert(1)' }), shown[1]!]);

    expect(photos.map((photo) => photo.url)).toEqual(shown.map((record) => record.publicUrl));
    expect(photos.map((photo) => photo.caption)).toEqual(['Street side', 'Rear doors']);
    expect(photos[0]?.path).toMatch(/^exterior\/01-trailer-photo-\d+\.jpg$/);
  });

  it('takes every walkthrough room photo, full size, room by room', () => {
    const photos = roomPackagePhotos();

    expect(photos).toHaveLength(ROOM_PHOTO_COUNT);
    expect(photos[0]).toEqual({
      url: '/rooms/break-room-workstation/01.jpg',
      path: 'interior/01-break-room-workstation/01.jpg',
      caption: 'Break Room/Work Stations, Photo 1 of 8',
    });
    expect(new Set(photos.map((photo) => photo.path)).size).toBe(photos.length);
  });

  it("takes the admin's photos of a room where the page's snapshot places some, in their order, with their captions", () => {
    const placed = { publicUrl: '/media/images/1700000000000-aa11bb22.png', alt: 'Exam chair', caption: null };
    const photos = roomPackagePhotos({
      rooms: { 'exam-room': [{ ...placed, caption: 'Chair, reclined' }, placed] },
      floorPlan: null,
      videos: {},
    });

    const exam = photos.filter((photo) => photo.path.startsWith('interior/05-exam-room/'));
    expect(exam).toEqual([
      { url: placed.publicUrl, path: 'interior/05-exam-room/01-1700000000000-aa11bb22.png', caption: 'Exam Room, Photo 1 of 2: Chair, reclined' },
      { url: placed.publicUrl, path: 'interior/05-exam-room/02-1700000000000-aa11bb22.png', caption: 'Exam Room, Photo 2 of 2: Exam chair' },
    ]);
    expect(photos).toHaveLength(ROOM_PHOTO_COUNT - ROOMS.find((room) => room.id === 'exam-room')!.photoCount + 2);
  });

  it("takes a room's mixed list in its order: the built-in photos it keeps and the admin's uploads", () => {
    const placed = { publicUrl: '/media/images/1700000000000-aa11bb22.png', alt: 'Exam chair', caption: null };
    const photos = roomPackagePhotos({ rooms: { 'exam-room': [{ builtIn: 3, caption: null }, placed, { builtIn: 1, caption: 'Sink' }] }, floorPlan: null, videos: {} });

    expect(photos.filter((photo) => photo.path.startsWith('interior/05-exam-room/'))).toEqual([
      { url: '/rooms/exam-room/03.jpg', path: 'interior/05-exam-room/03.jpg', caption: 'Exam Room, Photo 1 of 3' },
      { url: placed.publicUrl, path: 'interior/05-exam-room/02-1700000000000-aa11bb22.png', caption: 'Exam Room, Photo 2 of 3: Exam chair' },
      { url: '/rooms/exam-room/01.jpg', path: 'interior/05-exam-room/01.jpg', caption: 'Exam Room, Photo 3 of 3: Sink' },
    ]);
  });

  it('zips every photo with a manifest of captions, reporting progress as photos arrive', async () => {
    const records = [buildImageRecord({ caption: 'Curb side' }), buildImageRecord({ caption: 'Hitch' })];
    stubSite(records);
    const progress: [number, number][] = [];

    const blob = await photoPackageZip((done, total) => progress.push([done, total]));
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const total = records.length + ROOM_PHOTO_COUNT;

    expect(blob.type).toBe('application/zip');
    expect(Object.keys(files).filter((path) => path.endsWith('.jpg'))).toHaveLength(total);
    expect(strFromU8(files[`exterior/01-${records[0]!.filename}`]!)).toBe(`photo ${records[0]!.publicUrl}`);
    const manifest = strFromU8(files[MANIFEST_FILE]!);
    expect(manifest).toContain(`${total} photos: 2 exterior, ${ROOM_PHOTO_COUNT} interior`);
    expect(manifest).toContain('Curb side');
    expect(manifest).toContain('Accessories Pictures, Photo 5 of 5');
    expect(progress[0]).toEqual([0, total]);
    expect(progress.at(-1)).toEqual([total, total]);
  });

  it('fails as a whole when the photo list or any photo cannot be read', async () => {
    stubSite({ error: 'not a list' });
    await expect(photoPackageZip()).rejects.toThrow('Expected a list of images');

    stubSite([], '/rooms/exam-room/03.jpg');
    await expect(photoPackageZip()).rejects.toThrow('/rooms/exam-room/03.jpg answered 404');
  });
});
