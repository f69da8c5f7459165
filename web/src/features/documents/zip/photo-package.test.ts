import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FIGURES } from '../../../../../shared/built-in-snapshot';
import { BUILT_IN_TOUR } from '../../../../../shared/tour-media';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { ROOMS } from '../../../content/rooms';
import { MANIFEST_FILE, exteriorPackagePhotos, photoPackageZip, roomPackagePhotos, type PhotoReader } from './photo-package';

const ROOM_PHOTO_COUNT = ROOMS.reduce((sum, room) => sum + room.photoCount, 0);
const EDITION = { host: 'trailer.example.com', createdAt: new Date('2026-03-01T12:00:00Z') };

/** Every photo's bytes are its own URL, so the test can tell which file went where; `missing` has none. */
const readByUrl =
  (missing?: string): PhotoReader =>
  async (url) =>
    url === missing ? undefined : new TextEncoder().encode(`photo ${url}`);

describe('the photo package', () => {
  it('takes the exterior photos oldest first, leaving out any URL the gallery would not show', () => {
    const older = buildImageRecord({ caption: 'Street side', uploadDate: '2024-06-01T10:00:00Z' });
    const newer = buildImageRecord({ caption: null, altText: 'Rear doors', uploadDate: '2024-06-02T10:00:00Z' });
    const photos = exteriorPackagePhotos([newer, buildImageRecord({ publicUrl: 'javascript:alert(1)' }), older]);

    expect(photos.map((photo) => photo.url)).toEqual([older.publicUrl, newer.publicUrl]);
    expect(photos.map((photo) => photo.caption)).toEqual(['Street side', 'Rear doors']);
    expect(photos[0]?.path).toMatch(/^exterior\/01-trailer-photo-\d+\.jpg$/);
  });

  it('takes every walkthrough room photo, full size, room by room', () => {
    const photos = roomPackagePhotos();

    expect(photos).toHaveLength(ROOM_PHOTO_COUNT);
    expect(photos[0]).toEqual({
      url: '/rooms/break-room-workstation/01.jpg',
      path: 'interior/01-break-room-workstation/01.jpg',
      room: 'Break Room/Work Stations',
      caption: 'Photo 1 of 8',
    });
    expect(new Set(photos.map((photo) => photo.path)).size).toBe(photos.length);
  });

  it("takes the admin's photos of a room where the snapshot places some, in their order, with their captions", () => {
    const placed = { publicUrl: '/media/images/1700000000000-aa11bb22.png', alt: 'Exam chair', caption: null, captionFr: null };
    const photos = roomPackagePhotos({
      rooms: { 'exam-room': [{ ...placed, caption: 'Chair, reclined' }, placed] },
      floorPlan: null,
      videos: {},
    });

    const exam = photos.filter((photo) => photo.path.startsWith('interior/05-exam-room/'));
    expect(exam).toEqual([
      { url: placed.publicUrl, path: 'interior/05-exam-room/01-1700000000000-aa11bb22.png', room: 'Exam Room', caption: 'Photo 1 of 2: Chair, reclined' },
      { url: placed.publicUrl, path: 'interior/05-exam-room/02-1700000000000-aa11bb22.png', room: 'Exam Room', caption: 'Photo 2 of 2: Exam chair' },
    ]);
    expect(photos).toHaveLength(ROOM_PHOTO_COUNT - ROOMS.find((room) => room.id === 'exam-room')!.photoCount + 2);
  });

  it("takes a room's mixed list in its order: the built-in photos it keeps and the admin's uploads", () => {
    const placed = { publicUrl: '/media/images/1700000000000-aa11bb22.png', alt: 'Exam chair', caption: null, captionFr: null };
    const photos = roomPackagePhotos({ rooms: { 'exam-room': [{ builtIn: 3, caption: null, captionFr: null }, placed, { builtIn: 1, caption: 'Sink', captionFr: null }] }, floorPlan: null, videos: {} });

    expect(photos.filter((photo) => photo.path.startsWith('interior/05-exam-room/'))).toEqual([
      { url: '/rooms/exam-room/03.jpg', path: 'interior/05-exam-room/03.jpg', room: 'Exam Room', caption: 'Photo 1 of 3' },
      { url: placed.publicUrl, path: 'interior/05-exam-room/02-1700000000000-aa11bb22.png', room: 'Exam Room', caption: 'Photo 2 of 3: Exam chair' },
      { url: '/rooms/exam-room/01.jpg', path: 'interior/05-exam-room/01.jpg', room: 'Exam Room', caption: 'Photo 3 of 3: Sink' },
    ]);
  });

  it('zips every photo as read, with a manifest of rooms, captions and file names under the unit, its price and status', async () => {
    const gallery = [buildImageRecord({ caption: 'Curb side' }), buildImageRecord({ caption: 'Hitch' })];

    const files = unzipSync(await photoPackageZip({ gallery, tour: BUILT_IN_TOUR, figures: { ...BUILT_IN_FIGURES, priceUsd: 119_000, status: 'under-offer' } }, EDITION, readByUrl()));
    const total = gallery.length + ROOM_PHOTO_COUNT;
    const manifest = strFromU8(files[MANIFEST_FILE]!);

    expect(Object.keys(files).filter((path) => path !== MANIFEST_FILE)).toHaveLength(total);
    expect(strFromU8(files[`exterior/01-${gallery[0]!.filename}`]!)).toBe(`photo ${gallery[0]!.publicUrl}`);
    expect(manifest.split('\r\n').slice(0, 4)).toEqual([
      'Photo Package: 2009 53-foot mobile medical trailer, unit 3057',
      '$119,000 USD, Under offer',
      'Generated from trailer.example.com',
      `${total} photos: 2 exterior, ${ROOM_PHOTO_COUNT} interior`,
    ]);
    expect(manifest).toContain(`Exterior: Curb side\r\n    exterior/01-${gallery[0]!.filename}`);
    expect(manifest).toContain('Accessories Pictures: Photo 5 of 5\r\n    interior/10-accessories-pictures/05.jpg');
  });

  it('leaves out a photo whose file is gone, from the archive and the manifest', async () => {
    const files = unzipSync(await photoPackageZip({ gallery: null, tour: BUILT_IN_TOUR, figures: BUILT_IN_FIGURES }, EDITION, readByUrl('/rooms/exam-room/03.jpg')));

    expect(files['interior/05-exam-room/03.jpg']).toBeUndefined();
    expect(strFromU8(files[MANIFEST_FILE]!)).not.toContain('interior/05-exam-room/03.jpg');
    expect(strFromU8(files[MANIFEST_FILE]!)).toContain(`${ROOM_PHOTO_COUNT - 1} photos: 0 exterior`);
  });

  it('makes the same bytes from the same photos and figures', async () => {
    const content = { gallery: [buildImageRecord()], tour: BUILT_IN_TOUR, figures: BUILT_IN_FIGURES };

    const [first, second] = await Promise.all([photoPackageZip(content, EDITION, readByUrl()), photoPackageZip(content, EDITION, readByUrl())]);

    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('dates an edition from before 1980, which a ZIP cannot hold, at its earliest date', async () => {
    const zip = await photoPackageZip({ gallery: null, tour: BUILT_IN_TOUR, figures: BUILT_IN_FIGURES }, { ...EDITION, createdAt: new Date(0) }, readByUrl());

    expect(Object.keys(unzipSync(zip))).toContain(MANIFEST_FILE);
  });

  it('fails as a whole when a photo cannot be read for another reason than its absence', async () => {
    const failing: PhotoReader = async (url) => {
      if (url === '/rooms/exam-room/03.jpg') throw new Error('Access Denied');
      return new Uint8Array([1]);
    };

    await expect(photoPackageZip({ gallery: null, tour: BUILT_IN_TOUR, figures: BUILT_IN_FIGURES }, EDITION, failing)).rejects.toThrow('Access Denied');
  });
});
