import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import type { ImageRecord } from '../../shared/images';
import { isEmailName } from '../../shared/audit';
import type { UploadTicket } from '../../shared/image-upload';
import { MESSAGES } from '../../shared/messages';
import {
  BUILT_IN_ROOM_PHOTO_COUNTS,
  TOUR_FLOOR_PLAN_ENDPOINT,
  TOUR_MEDIA_ENDPOINT,
  TOUR_MEDIA_MESSAGES,
  TOUR_VIDEOS_ENDPOINT,
  builtInRoomPhotos,
  roomPlacementList,
  tourRoomPhotosEndpoint,
  type TourMediaView,
} from '../../shared/tour-media';
import { signedInUser } from '../support/cognito-users';
import { requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let adminToken: string;
let buyerToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  [adminToken, buyerToken] = await Promise.all([
    signedInUser(stack, 'tour-admin@example.com', [ADMIN_GROUP]),
    signedInUser(stack, 'tour-buyer@example.com'),
  ]);
});

afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, method: string, body?: unknown, token = adminToken) =>
  requestFrom(`${stack.url}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A photo through the gallery's pipeline: ticket, straight to the bucket, then its record. */
async function uploadedPhoto(altText: string): Promise<ImageRecord> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#556677' } }).jpeg().toBuffer();
  const ticket = (await api('/api/images/upload', 'POST', { contentType: 'image/jpeg', fileSize: bytes.length })).body as UploadTicket;
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
  expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const created = await api('/api/images', 'POST', { key: ticket.key, filename: 'room.jpg', altText, category: 'interior' });
  expect(created.status).toBe(201);
  return created.body as ImageRecord;
}

const view = async () => (await api(TOUR_MEDIA_ENDPOINT, 'GET')).body as TourMediaView;

describe('tour media API on the local stack', () => {
  it('gives 401 without a token and 403 to a signed-in non-admin on every tour media route', async () => {
    const routes: [string, string][] = [
      [TOUR_MEDIA_ENDPOINT, 'GET'],
      [tourRoomPhotosEndpoint('exam-room'), 'PUT'],
      [TOUR_FLOOR_PLAN_ENDPOINT, 'PUT'],
      [TOUR_VIDEOS_ENDPOINT, 'PUT'],
    ];
    for (const [path, method] of routes) {
      expect((await api(path, method, {}, '')).status, `${method} ${path}`).toBe(401);
      expect(await api(path, method, {}, buyerToken), `${method} ${path}`).toMatchObject({ status: 403, body: { error: MESSAGES.api.forbidden } });
    }
  });

  it('places uploaded photos in a room, the floor plan and a poster; deleting one takes it out of every placement', async () => {
    const [desk, chair] = await Promise.all([uploadedPhoto('Reception desk'), uploadedPhoto('Waiting chairs')]);

    const room = await api(tourRoomPhotosEndpoint('reception-waiting'), 'PUT', { photos: [{ imageId: chair.id, caption: 'Burgundy seating', captionFr: 'Sièges bordeaux' }, { imageId: desk.id }], version: 0 });
    expect(room.status).toBe(200);
    expect((await api(TOUR_FLOOR_PLAN_ENDPOINT, 'PUT', { imageId: desk.id })).status).toBe(200);
    // A pasted link: only its id is stored.
    expect((await api(TOUR_VIDEOS_ENDPOINT, 'PUT', { videos: [{ id: 'engine-running-demo', youtubeId: 'https://youtu.be/dQw4w9WgXcQ?si=abc', posterImageId: desk.id }] })).status).toBe(200);

    const placed = await view();
    expect(placed.tour.rooms['reception-waiting']?.map((photo) => ('alt' in photo ? [photo.alt, photo.caption, photo.captionFr, photo.publicUrl] : photo))).toEqual([
      ['Waiting chairs', 'Burgundy seating', 'Sièges bordeaux', chair.publicUrl],
      ['Reception desk', null, null, desk.publicUrl],
    ]);
    expect(placed.tour.floorPlan).toMatchObject({ publicUrl: desk.publicUrl, width: 800, height: 600, variantWidths: [480, 800] });
    expect(placed.tour.videos['engine-running-demo']).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', poster: { publicUrl: desk.publicUrl } });
    expect(isEmailName(placed.placements.rooms['reception-waiting']!.updatedBy)).toBe(true);

    expect((await api(`/api/images/${desk.id}`, 'DELETE')).status).toBe(204);

    const after = await view();
    expect(after.placements.rooms['reception-waiting']?.photos).toEqual([{ imageId: chair.id, caption: 'Burgundy seating', captionFr: 'Sièges bordeaux' }]);
    expect(after.placements.floorPlan?.imageId).toBeNull();
    expect(after.placements.videos['engine-running-demo']).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', posterImageId: null });
    expect(after.tour.floorPlan).toBeNull();
    expect(after.tour.videos['engine-running-demo']).toEqual({ youtubeId: 'dQw4w9WgXcQ', poster: null });
  });

  it('refuses an unknown room and an image that does not exist, changing nothing', async () => {
    const before = await view();

    const room = await api(tourRoomPhotosEndpoint('garage'), 'PUT', { photos: [], version: 0 });
    const image = await api(tourRoomPhotosEndpoint('exam-room'), 'PUT', { photos: [{ imageId: '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01' }], version: 0 });
    const pastTheEnd = await api(tourRoomPhotosEndpoint('exam-room'), 'PUT', { photos: [{ builtIn: BUILT_IN_ROOM_PHOTO_COUNTS['exam-room'] + 1 }], version: 0 });
    const noVersion = await api(tourRoomPhotosEndpoint('exam-room'), 'PUT', { photos: [{ builtIn: 1 }] });

    expect(room.status).toBe(400);
    expect((room.body as { error: string }).error).toContain('roomId "garage"');
    expect(image).toMatchObject({ status: 404, body: { error: 'No image with this id: 5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01' } });
    expect(pastTheEnd).toMatchObject({ status: 400, body: { error: TOUR_MEDIA_MESSAGES.noSuchBuiltIn(0, 'exam-room', BUILT_IN_ROOM_PHOTO_COUNTS['exam-room']) } });
    expect(noVersion.status).toBe(400);
    expect((noVersion.body as { error: string }).error).toContain('version');
    expect(await view()).toEqual(before);
  });

  it("keeps a room's built-in photos beside an added upload, removes one, reorders, refuses a stale version, and replaces the built-in set", async () => {
    const roomId = 'master-room';
    const path = tourRoomPhotosEndpoint(roomId);
    const builtIns = builtInRoomPhotos(roomId);
    const upload = await uploadedPhoto('Master room bed');
    const uploaded = { imageId: upload.id, caption: null };

    // Add one upload: the built-in photos stay, in their order, before it.
    const added = await api(path, 'PUT', { photos: [...roomPlacementList(roomId, (await view()).placements.rooms[roomId]), uploaded], version: 0 });
    expect(added.status).toBe(200);
    expect((added.body as TourMediaView).tour.rooms[roomId]).toEqual([...builtIns, { publicUrl: upload.publicUrl, width: 800, height: 600, variantWidths: [480, 800], alt: 'Master room bed', caption: null, captionFr: null }]);
    expect((added.body as TourMediaView).placements.rooms[roomId]?.version).toBe(1);

    // Remove the second built-in photo, then move the upload to the front.
    const [first, second, ...rest] = builtIns;
    expect(second).toBeDefined();
    expect((await api(path, 'PUT', { photos: [first, ...rest, uploaded], version: 1 })).status).toBe(200);
    const reordered = await api(path, 'PUT', { photos: [uploaded, first, ...rest], version: 2 });
    expect(reordered.status).toBe(200);
    const order = (reordered.body as TourMediaView).tour.rooms[roomId]?.map((photo) => ('builtIn' in photo ? photo.builtIn : photo.alt));
    expect(order).toEqual(['Master room bed', ...[first, ...rest].map((photo) => photo?.builtIn)]);

    // A change made on the version before: 409, nothing written.
    const stale = await api(path, 'PUT', { photos: [first], version: 2 });
    expect(stale).toMatchObject({ status: 409, body: { error: TOUR_MEDIA_MESSAGES.roomChanged } });
    expect((await view()).tour.rooms[roomId]?.map((photo) => ('builtIn' in photo ? photo.builtIn : photo.alt))).toEqual(order);

    // Replace the built-in set: only the upload is left.
    const replaced = await api(path, 'PUT', { photos: [uploaded], version: 3 });
    expect((replaced.body as TourMediaView).tour.rooms[roomId]).toEqual([expect.objectContaining({ publicUrl: upload.publicUrl })]);
  });
});
