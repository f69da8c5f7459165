import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../test/fixtures/images';
import type { ImageRecord } from './images';
import { textProblem } from './text';
import { BUILT_IN_ROOM_PHOTO_COUNTS, BUILT_IN_TOUR, NO_PLACEMENTS, buildTourSnapshot, builtInRoomPhotos, roomPhotoList, roomPlacementList, type TourPlacements, type TourRoomId } from './tour-media';
import { floorPlanSchema, roomPhotosSchema, tourRoomIdSchema, tourVideosSchema } from './tour-media-schema';

const stamp = { updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'seller@example.org' };
const MISSING = '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01';
const byId = (images: readonly ImageRecord[]) => new Map(images.map((image) => [image.id, image]));

describe('buildTourSnapshot', () => {
  it('is the built-in tour when nothing is placed', () => {
    expect(buildTourSnapshot(NO_PLACEMENTS, new Map())).toEqual(BUILT_IN_TOUR);
  });

  it("keeps each room's order, takes alt and size from the records, the placement's caption over the record's, and skips a missing image", () => {
    const a = buildImageRecord({ altText: 'Exam chair', caption: 'Record caption', width: 1600, height: 1200, variantWidths: [480, 960, 1600] });
    const b = buildImageRecord({ altText: 'Exam sink', caption: 'Sink caption' });
    const placements: TourPlacements = {
      ...NO_PLACEMENTS,
      rooms: {
        'exam-room': {
          photos: [
            { imageId: b.id, caption: 'Placed caption', captionFr: null },
            { imageId: MISSING, caption: null, captionFr: null },
            { imageId: a.id, caption: null, captionFr: null },
          ],
          version: 3,
          ...stamp,
        },
        // Every image gone: the room shows its built-in photos.
        'main-entry': { photos: [{ imageId: MISSING, caption: null, captionFr: null }], version: 1, ...stamp },
        // Emptied by the admin: likewise.
        'master-room': { photos: [], version: 2, ...stamp },
      },
    };

    const tour = buildTourSnapshot(placements, byId([a, b]));

    expect(tour.rooms).toEqual({
      'exam-room': [
        { publicUrl: b.publicUrl, alt: 'Exam sink', caption: 'Placed caption', captionFr: null },
        { publicUrl: a.publicUrl, width: 1600, height: 1200, variantWidths: [480, 960, 1600], alt: 'Exam chair', caption: 'Record caption', captionFr: null },
      ],
    });
  });

  it("keeps a room's built-in photos where the list names them, in the list's order, and drops a number past the room's photos", () => {
    const upload = buildImageRecord({ altText: 'New exam chair' });
    const placements: TourPlacements = {
      ...NO_PLACEMENTS,
      rooms: {
        'equipment-room': {
          photos: [
            { builtIn: 2, caption: 'Rack', captionFr: null },
            { imageId: upload.id, caption: null, captionFr: null },
            { builtIn: 1, caption: null, captionFr: null },
            { builtIn: BUILT_IN_ROOM_PHOTO_COUNTS['equipment-room'] + 1, caption: null, captionFr: null },
          ],
          version: 4,
          ...stamp,
        },
      },
    };

    const tour = buildTourSnapshot(placements, byId([upload]));

    expect(tour.rooms['equipment-room']).toEqual([
      { builtIn: 2, caption: 'Rack', captionFr: null },
      { publicUrl: upload.publicUrl, alt: 'New exam chair', caption: null, captionFr: null },
      { builtIn: 1, caption: null, captionFr: null },
    ]);
    expect(roomPhotoList('equipment-room', tour)).toBe(tour.rooms['equipment-room']);
    // A room without a placement lists its built-in photos in their own order.
    expect(roomPhotoList('master-room', tour)).toEqual(builtInRoomPhotos('master-room'));
    expect(builtInRoomPhotos('master-room').map((photo) => photo.builtIn)).toEqual([1, 2, 3].slice(0, BUILT_IN_ROOM_PHOTO_COUNTS['master-room']));
  });

  it('reads a placement saved before built-in entries as it was meant: its uploads replace the built-in set, an empty list restores it', () => {
    const upload = buildImageRecord({ altText: 'Old upload' });
    const legacy = { photos: [{ imageId: upload.id, caption: null, captionFr: null }], version: 0, ...stamp };
    expect(roomPlacementList('exam-room', legacy)).toEqual(legacy.photos);
    expect(roomPlacementList('exam-room', { ...legacy, photos: [] })).toEqual(builtInRoomPhotos('exam-room'));
    expect(roomPlacementList('exam-room', undefined)).toEqual(builtInRoomPhotos('exam-room'));
  });

  it('shows the floor plan and video posters only while their images exist, and never an unsafe URL', () => {
    const plan = buildImageRecord({ altText: 'Floor plan' });
    const unsafe = buildImageRecord({ publicUrl: 'javascript:alert(1)' });
    const placements: TourPlacements = {
      rooms: { 'exam-room': { photos: [{ imageId: unsafe.id, caption: null, captionFr: null }], version: 1, ...stamp } },
      floorPlan: { imageId: plan.id, ...stamp },
      videos: {
        'interior-walkthrough': { youtubeId: 'dQw4w9WgXcQ', posterImageId: MISSING, ...stamp },
        'engine-running-demo': { youtubeId: null, posterImageId: MISSING, ...stamp },
      },
    };

    const tour = buildTourSnapshot(placements, byId([plan, unsafe]));

    expect(tour.rooms).toEqual({});
    expect(tour.floorPlan).toMatchObject({ publicUrl: plan.publicUrl, alt: 'Floor plan' });
    // The id stands with the built-in poster; a video left with neither is the built-in one.
    expect(tour.videos).toEqual({ 'interior-walkthrough': { youtubeId: 'dQw4w9WgXcQ', poster: null } });
  });
  it("shows the placement's captions with their French version, else the record's pair; the record's French never stands beside the placement's English", () => {
    const record = buildImageRecord({ altText: 'Exam chair', caption: 'Record caption', captionFr: 'Légende de la photo' });
    const plan = buildImageRecord({ altText: 'Floor plan', caption: 'Plan', captionFr: 'Plan de la remorque' });
    const placed = (caption: string | null, captionFr: string | null) => ({ photos: [{ imageId: record.id, caption, captionFr }], version: 1, ...stamp });
    const captionsIn = (room: TourPlacements['rooms'][TourRoomId]) => {
      const [photo] = buildTourSnapshot({ ...NO_PLACEMENTS, rooms: { 'exam-room': room } }, byId([record])).rooms['exam-room'] ?? [];
      return photo && { caption: photo.caption, captionFr: photo.captionFr };
    };

    expect(captionsIn(placed('Exam chair, reclined', 'Fauteuil d’examen incliné'))).toEqual({ caption: 'Exam chair, reclined', captionFr: 'Fauteuil d’examen incliné' });
    expect(captionsIn(placed('Exam chair, reclined', null))).toEqual({ caption: 'Exam chair, reclined', captionFr: null });
    expect(captionsIn(placed(null, null))).toEqual({ caption: 'Record caption', captionFr: 'Légende de la photo' });
    expect(captionsIn(placed(null, 'Fauteuil'))).toEqual({ caption: 'Record caption', captionFr: 'Fauteuil' });
    expect(buildTourSnapshot({ ...NO_PLACEMENTS, floorPlan: { imageId: plan.id, ...stamp } }, byId([plan])).floorPlan).toMatchObject({ caption: 'Plan', captionFr: 'Plan de la remorque' });
  });
});

describe('tour media schemas', () => {
  it('take room photos in order, built-in and uploaded, trimming captions and their French versions, a blank or absent one being none', () => {
    const imageId = '0b7e0f0e-8d3c-4c38-9a57-0a4f2e9a1c11';
    const body = {
      photos: [{ imageId, caption: '  Desk ', captionFr: ' Bureau  ' }, { builtIn: 3, captionFr: 'Comptoir' }, { imageId: MISSING, caption: '   ', captionFr: '  ' }, { builtIn: 4, captionFr: null }],
      version: 2,
    };
    expect(roomPhotosSchema.parse(body)).toEqual({
      photos: [
        { imageId, caption: 'Desk', captionFr: 'Bureau' },
        { builtIn: 3, caption: null, captionFr: 'Comptoir' },
        { imageId: MISSING, caption: null, captionFr: null },
        { builtIn: 4, caption: null, captionFr: null },
      ],
      version: 2,
    });
  });

  it("read a list from a page that sends no French captions (before they existed): each captionFr is null", () => {
    expect(roomPhotosSchema.parse({ photos: [{ imageId: MISSING, caption: 'Desk' }, { builtIn: 1 }], version: 0 }).photos).toEqual([
      { imageId: MISSING, caption: 'Desk', captionFr: null },
      { builtIn: 1, caption: null, captionFr: null },
    ]);
  });

  it.each([
    [{ photos: Array.from({ length: 31 }, () => ({ imageId: crypto.randomUUID() })), version: 0 }, 'at most 30 photos per room'],
    [{ photos: [{ builtIn: 1 }, { builtIn: 1 }], version: 0 }, 'photos must not list a photo twice'],
    [{ photos: [{ builtIn: 1, imageId: MISSING }], version: 0 }, 'each photo must name either imageId (an uploaded photo) or builtIn (a built-in photo), not both'],
    [{ photos: [{ caption: 'x' }], version: 0 }, 'each photo must name either imageId (an uploaded photo) or builtIn (a built-in photo), not both'],
    [{ photos: [{ builtIn: 0 }], version: 0 }, 'builtIn must be 1 or more'],
    [{ photos: [{ builtIn: 1.5 }], version: 0 }, 'builtIn must be a whole number'],
    [{ photos: [] }, "version must be the version of the room's photos the change was made on"],
    [{ photos: [], version: -1 }, 'version must be 0 or more'],
    [{ photos: [{ builtIn: 1, captionFr: 'é'.repeat(301) }], version: 0 }, 'captionFr must be at most 300 characters'],
    [{ photos: [{ builtIn: 1, captionFr: 42 }], version: 0 }, 'captionFr must be text'],
    [{ photos: [{ imageId: MISSING, caption: 'Desk', captionFr: 'Bureau\nde réception' }], version: 0 }, textProblem('captionFr', 'one-line')],
  ])('refuse a bad room list, naming the field: %j', (body, message) => {
    expect(roomPhotosSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  it('name an unknown room', () => {
    expect(tourRoomIdSchema.safeParse('garage').error?.issues[0]?.message).toMatch(/^roomId "garage" is not one of the walkthrough's rooms: break-room-workstation, /);
    expect(tourRoomIdSchema.parse('dressing-room-2')).toBe('dressing-room-2');
  });

  it('take a floor plan image id or null, nothing else', () => {
    expect(floorPlanSchema.parse({ imageId: null })).toEqual({ imageId: null });
    expect(floorPlanSchema.safeParse({ imageId: 'floor-plan.jpg' }).success).toBe(false);
  });

  it('take YouTube ids and links as youtube-link.ts reads them, store the id, and refuse a video listed twice', () => {
    const video = { id: 'interior-walkthrough', youtubeId: 'A1b2C3d4_-E', posterImageId: null } as const;
    expect(tourVideosSchema.parse({ videos: [video] })).toEqual({ videos: [video] });
    expect(tourVideosSchema.parse({ videos: [{ ...video, youtubeId: 'https://youtu.be/A1b2C3d4_-E?si=xyz' }] })).toEqual({ videos: [video] });
    expect(tourVideosSchema.safeParse({ videos: [{ ...video, youtubeId: 'https://vimeo.com/1' }] }).error?.issues[0]?.message).toBe('youtubeId: The link is to vimeo.com, not to YouTube');
    expect(tourVideosSchema.safeParse({ videos: [{ ...video, youtubeId: 'A1b2C3d4_-E5' }] }).success).toBe(false);
    expect(tourVideosSchema.safeParse({ videos: [{ ...video, youtubeId: 'A1b2C3d4_?E' }] }).success).toBe(false);
    expect(tourVideosSchema.safeParse({ videos: [video, video] }).error?.issues[0]?.message).toBe('videos must not list a video twice');
  });
});
