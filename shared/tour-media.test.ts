import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../test/fixtures/images';
import type { ImageRecord } from './images';
import { BUILT_IN_TOUR, NO_PLACEMENTS, buildTourSnapshot, type TourPlacements } from './tour-media';
import { floorPlanSchema, roomPhotosSchema, tourRoomIdSchema, tourVideosSchema } from './tour-media-schema';

const stamp = { updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { userId: 'admin-sub', username: 'seller-admin' } };
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
            { imageId: b.id, caption: 'Placed caption' },
            { imageId: MISSING, caption: null },
            { imageId: a.id, caption: null },
          ],
          ...stamp,
        },
        // Every image gone: the room shows its built-in photos.
        'main-entry': { photos: [{ imageId: MISSING, caption: null }], ...stamp },
        // Emptied by the admin: likewise.
        'master-room': { photos: [], ...stamp },
      },
    };

    const tour = buildTourSnapshot(placements, byId([a, b]));

    expect(tour.rooms).toEqual({
      'exam-room': [
        { publicUrl: b.publicUrl, alt: 'Exam sink', caption: 'Placed caption' },
        { publicUrl: a.publicUrl, width: 1600, height: 1200, variantWidths: [480, 960, 1600], alt: 'Exam chair', caption: 'Record caption' },
      ],
    });
  });

  it('shows the floor plan and video posters only while their images exist, and never an unsafe URL', () => {
    const plan = buildImageRecord({ altText: 'Floor plan' });
    const unsafe = buildImageRecord({ publicUrl: 'javascript:alert(1)' });
    const placements: TourPlacements = {
      rooms: { 'exam-room': { photos: [{ imageId: unsafe.id, caption: null }], ...stamp } },
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
});

describe('tour media schemas', () => {
  it('take room photos in order, trimming captions and treating a blank one as none', () => {
    const imageId = '0b7e0f0e-8d3c-4c38-9a57-0a4f2e9a1c11';
    expect(roomPhotosSchema.parse({ photos: [{ imageId, caption: '  Desk ' }, { imageId: MISSING, caption: '   ' }] })).toEqual({
      photos: [
        { imageId, caption: 'Desk' },
        { imageId: MISSING, caption: null },
      ],
    });
  });

  it('refuse more than 30 photos in a room', () => {
    const photos = Array.from({ length: 31 }, () => ({ imageId: crypto.randomUUID() }));
    expect(roomPhotosSchema.safeParse({ photos }).error?.issues[0]?.message).toBe('at most 30 photos per room');
  });

  it('name an unknown room', () => {
    expect(tourRoomIdSchema.safeParse('garage').error?.issues[0]?.message).toMatch(/^roomId "garage" is not one of the walkthrough's rooms: break-room-workstation, /);
    expect(tourRoomIdSchema.parse('dressing-room-2')).toBe('dressing-room-2');
  });

  it('take a floor plan image id or null, nothing else', () => {
    expect(floorPlanSchema.parse({ imageId: null })).toEqual({ imageId: null });
    expect(floorPlanSchema.safeParse({ imageId: 'floor-plan.jpg' }).success).toBe(false);
  });

  it('take YouTube ids as youtube.ts accepts them, and refuse a video listed twice', () => {
    const video = { id: 'interior-walkthrough', youtubeId: 'A1b2C3d4_-E', posterImageId: null } as const;
    expect(tourVideosSchema.parse({ videos: [video] })).toEqual({ videos: [video] });
    expect(tourVideosSchema.safeParse({ videos: [{ ...video, youtubeId: 'A1b2C3d4_-E5' }] }).success).toBe(false);
    expect(tourVideosSchema.safeParse({ videos: [{ ...video, youtubeId: 'A1b2C3d4_?E' }] }).success).toBe(false);
    expect(tourVideosSchema.safeParse({ videos: [video, video] }).error?.issues[0]?.message).toBe('videos must not list a video twice');
  });
});
