import * as z from 'zod/mini';
import './zod-config';
import { textRule } from './text-schema';
import { MAX_ROOM_PHOTOS, MAX_TOUR_CAPTION_LENGTH, TOUR_ROOM_IDS, TOUR_VIDEO_IDS, YOUTUBE_ID_PATTERN } from './tour-media';

const imageId = (field: string) => z.uuid({ error: () => `${field} must be an image id (a UUID)` });

/** The {roomId} of PUT /api/tour-media/rooms/{roomId}: one of the walkthrough's rooms. */
export const tourRoomIdSchema = z.enum(TOUR_ROOM_IDS, {
  error: (issue) => `roomId ${JSON.stringify(issue.input)} is not one of the walkthrough's rooms: ${TOUR_ROOM_IDS.join(', ')}`,
});

/** PUT /api/tour-media/rooms/{roomId}: the room's photos in order; an empty list shows the built-in photos again. */
export const roomPhotosSchema = z.strictObject({
  photos: z
    .array(
      z.strictObject({
        imageId: imageId('imageId'),
        // Blank means none: the image record's own caption shows.
        caption: z.pipe(
          z.optional(
            z.nullable(
              z
                .string({ error: () => 'caption must be text' })
                .check(...textRule('caption', 'one-line'), z.maxLength(MAX_TOUR_CAPTION_LENGTH, `caption must be at most ${MAX_TOUR_CAPTION_LENGTH} characters`)),
            ),
          ),
          z.transform((caption: string | null | undefined) => caption || null),
        ),
      }),
      { error: () => 'photos must be a list' },
    )
    .check(
      z.maxLength(MAX_ROOM_PHOTOS, `at most ${MAX_ROOM_PHOTOS} photos per room`),
      z.refine((photos) => new Set(photos.map((photo) => photo.imageId)).size === photos.length, 'photos must not list an image twice'),
    ),
});

/** PUT /api/tour-media/floor-plan: the image shown as the floor plan; null shows the built-in plan again. */
export const floorPlanSchema = z.strictObject({ imageId: z.nullable(imageId('imageId')) });

const youtubeId = z
  .string({ error: () => 'youtubeId must be text' })
  .check(z.regex(YOUTUBE_ID_PATTERN, 'youtubeId must be a YouTube video id: 11 letters, digits, - or _'));

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
