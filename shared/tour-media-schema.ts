import * as z from 'zod/mini';
import './zod-config';
import { textRule } from './text-schema';
import { MAX_ROOM_PHOTOS, MAX_TOUR_CAPTION_LENGTH, TOUR_ROOM_IDS, TOUR_VIDEO_IDS, photoKey, type PlacedPhoto } from './tour-media';
import { parseYouTubeVideo } from './youtube-link';

const imageId = (field: string) => z.uuid({ error: () => `${field} must be an image id (a UUID)` });

/** The {roomId} of PUT /api/tour-media/rooms/{roomId}: one of the walkthrough's rooms. */
export const tourRoomIdSchema = z.enum(TOUR_ROOM_IDS, {
  error: (issue) => `roomId ${JSON.stringify(issue.input)} is not one of the walkthrough's rooms: ${TOUR_ROOM_IDS.join(', ')}`,
});

/**
 * A placement's caption or its French version (docs/product.md#languages): one line, at most
 * MAX_TOUR_CAPTION_LENGTH, each refusal naming `field`. Optional, so a client that sends no French
 * version (an older page) still saves; blank means none.
 */
const tourCaption = (field: 'caption' | 'captionFr') =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: () => `${field} must be text` })
          .check(...textRule(field, 'one-line'), z.maxLength(MAX_TOUR_CAPTION_LENGTH, `${field} must be at most ${MAX_TOUR_CAPTION_LENGTH} characters`)),
      ),
    ),
    // Blank means none: the image record's own caption (or French caption) shows.
    z.transform((text: string | null | undefined) => text || null),
  );

/** One entry of a room's list: an uploaded photo by `imageId`, or a built-in one by its number. */
const placedPhoto = z.pipe(
  z
    .strictObject({
      imageId: z.optional(imageId('imageId')),
      builtIn: z.optional(
        z.number({ error: () => 'builtIn must be the number of a built-in photo' }).check(z.int('builtIn must be a whole number'), z.gte(1, 'builtIn must be 1 or more')),
      ),
      caption: tourCaption('caption'),
      captionFr: tourCaption('captionFr'),
    })
    .check(z.refine((photo) => (photo.imageId === undefined) !== (photo.builtIn === undefined), 'each photo must name either imageId (an uploaded photo) or builtIn (a built-in photo), not both')),
  z.transform(({ imageId, builtIn, caption, captionFr }): PlacedPhoto => (imageId === undefined ? { builtIn: builtIn!, caption, captionFr } : { imageId, caption, captionFr })),
);

/**
 * PUT /api/tour-media/rooms/{roomId}: the room's whole photo list in order, built-in and uploaded
 * (docs/decisions/room-photo-list.md), and the version it was made on; an empty list shows the
 * built-in photos again. The handler checks each built-in number against the room's photos.
 */
export const roomPhotosSchema = z.strictObject({
  photos: z
    .array(placedPhoto, { error: () => 'photos must be a list' })
    .check(
      z.maxLength(MAX_ROOM_PHOTOS, `at most ${MAX_ROOM_PHOTOS} photos per room`),
      z.refine((photos) => new Set(photos.map(photoKey)).size === photos.length, 'photos must not list a photo twice'),
    ),
  version: z
    .number({ error: () => "version must be the version of the room's photos the change was made on" })
    .check(z.int('version must be a whole number'), z.gte(0, 'version must be 0 or more')),
});

/** PUT /api/tour-media/floor-plan: the image shown as the floor plan; null shows the built-in plan again. */
export const floorPlanSchema = z.strictObject({ imageId: z.nullable(imageId('imageId')) });

/** A pasted YouTube link or a bare id, stored as the id alone (shared/youtube-link.ts, which the form uses too). */
const youtubeId = z.pipe(
  z.string({ error: () => 'youtubeId must be text' }),
  z.transform((text: string, context) => {
    const parsed = parseYouTubeVideo(text);
    if ('id' in parsed) return parsed.id;
    context.issues.push({ code: 'custom', input: text, message: `youtubeId: ${parsed.problem}` });
    return z.NEVER;
  }),
);

/**
 * PUT /api/tour-media/videos: each listed video's YouTube id and poster; a null keeps the built-in
 * one. Videos not listed are left as they are.
 */
export const tourVideosSchema = z.strictObject({
  videos: z
    .array(
      z.strictObject({
        id: z.enum(TOUR_VIDEO_IDS, { error: (issue) => `id ${JSON.stringify(issue.input)} is not one of the walkthrough's videos: ${TOUR_VIDEO_IDS.join(', ')}` }),
        youtubeId: z.nullable(youtubeId),
        posterImageId: z.nullable(imageId('posterImageId')),
      }),
      { error: () => 'videos must be a list' },
    )
    .check(
      z.minLength(1, 'videos must list at least one video'),
      z.maxLength(TOUR_VIDEO_IDS.length, `at most ${TOUR_VIDEO_IDS.length} videos`),
      z.refine((videos) => new Set(videos.map((video) => video.id)).size === videos.length, 'videos must not list a video twice'),
    ),
});

export type RoomPhotosInput = z.input<typeof roomPhotosSchema>;
export type FloorPlanInput = z.input<typeof floorPlanSchema>;
export type TourVideosInput = z.input<typeof tourVideosSchema>;
