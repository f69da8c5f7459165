import { isSafeImageUrl, responsivePhoto, type ResponsivePhoto } from './image-url';
import type { ImageRecord } from './images';

// Kept free of zod (see tour-media-schema.ts): the walkthrough page imports it.

/** The walkthrough's rooms, in tour order (docs/product.md#walkthrough): web/src/content/rooms.ts describes each. */
export const TOUR_ROOM_IDS = [
  'break-room-workstation',
  'reception-waiting',
  'main-entry',
  'equipment-room',
  'exam-room',
  'dressing-room-1',
  'dressing-room-2',
  'master-room',
  'hallway-pictures',
  'accessories-pictures',
] as const;
export type TourRoomId = (typeof TOUR_ROOM_IDS)[number];

/**
 * How many built-in photos each room has (web/src/content/walkthrough-media.ts numbers their files
 * 1..count): a room's placement may list them by number, so the API checks the number here.
 */
export const BUILT_IN_ROOM_PHOTO_COUNTS: Readonly<Record<TourRoomId, number>> = {
  'break-room-workstation': 8,
  'reception-waiting': 12,
  'main-entry': 7,
  'equipment-room': 2,
  'exam-room': 9,
  'dressing-room-1': 1,
  'dressing-room-2': 1,
  'master-room': 3,
  'hallway-pictures': 6,
  'accessories-pictures': 5,
};

/** The walkthrough's two videos (docs/product.md#walkthrough): web/src/content/walkthrough.ts describes each. */
export const TOUR_VIDEO_IDS = ['interior-walkthrough', 'engine-running-demo'] as const;
export type TourVideoId = (typeof TOUR_VIDEO_IDS)[number];

/** The most photos one room may show: more than any room has built in, few enough for its carousel. */
export const MAX_ROOM_PHOTOS = 30;
/** A placement's own caption (and its French version), shown over the photo and in the viewer. */
export const MAX_TOUR_CAPTION_LENGTH = 300;

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** GET (admin): the placements and the tour they make. */
export const TOUR_MEDIA_ENDPOINT = '/api/tour-media';
/** PUT (admin): one room's photos, as an API Gateway route path. */
export const TOUR_ROOM_PHOTOS_ENDPOINT = `${TOUR_MEDIA_ENDPOINT}/rooms/{roomId}` as const;
/** TOUR_ROOM_PHOTOS_ENDPOINT for one room. */
export const tourRoomPhotosEndpoint = (roomId: string) =>
  TOUR_ROOM_PHOTOS_ENDPOINT.replace('{roomId}', encodeURIComponent(roomId)) as `${typeof TOUR_MEDIA_ENDPOINT}/rooms/${string}`;
/** PUT (admin): the floor plan. */
export const TOUR_FLOOR_PLAN_ENDPOINT = `${TOUR_MEDIA_ENDPOINT}/floor-plan` as const;
/** PUT (admin): the two videos' ids and posters. */
export const TOUR_VIDEOS_ENDPOINT = `${TOUR_MEDIA_ENDPOINT}/videos` as const;

export const TOUR_MEDIA_MESSAGES = {
  roomChanged: "This room's photos were changed since you opened them (in another tab, or a photo was deleted). Reload the page and make your change again.",
  noSuchBuiltIn: (index: number, roomId: TourRoomId, count: number) => `photos[${index}].builtIn is not one of ${roomId}'s built-in photos: 1 to ${count}`,
} as const;

/** Who last changed a placement, and when. */
export interface ChangeStamp {
  /** ISO 8601 */
  updatedAt: string;
  /** The admin's e-mail, as the listing's history names them. */
  updatedBy: string;
}

/**
 * A caption the seller wrote and its French version for the French pages (docs/product.md#languages);
 * null where none is given. Placements saved before French versions have no `captionFr`: read as null.
 */
export interface TourCaptions {
  caption: string | null;
  captionFr: string | null;
}

/** One uploaded photo placed in a room, in the room's order. Null captions show the image record's own (tourPicture). */
export interface PlacedUploadedPhoto extends TourCaptions {
  imageId: string;
}

/** One of the room's built-in photos, by its number (1..BUILT_IN_ROOM_PHOTO_COUNTS[room]); built-in photos have no caption of their own. */
export interface PlacedBuiltInPhoto extends TourCaptions {
  builtIn: number;
}

/** A room's photo list holds uploaded and built-in photos in one order (docs/decisions/room-photo-list.md). */
export type PlacedPhoto = PlacedUploadedPhoto | PlacedBuiltInPhoto;

export const isBuiltInPhoto = (photo: PlacedPhoto | TourRoomPhoto): photo is PlacedBuiltInPhoto => 'builtIn' in photo;

/** What tells two entries of a room's list apart: an uploaded photo's image id, a built-in one's number. */
export const photoKey = (photo: PlacedPhoto) => (isBuiltInPhoto(photo) ? `built-in:${photo.builtIn}` : photo.imageId);

/** A room's placement: its photo list, and how many times it was saved (a save names the version it was made on). */
export interface RoomPlacement extends ChangeStamp {
  photos: PlacedPhoto[];
  version: number;
}

/** The room's built-in photos in their own order: what a room without a placement shows. */
export function builtInRoomPhotos(roomId: TourRoomId): PlacedBuiltInPhoto[] {
  return Array.from({ length: BUILT_IN_ROOM_PHOTO_COUNTS[roomId] }, (_, index) => ({ builtIn: index + 1, caption: null, captionFr: null }));
}

/**
 * The list a room's editor starts from: the stored one, or the built-in photos when nothing (or an
 * empty list, the old 'back to the built-in photos') is stored.
 */
export function roomPlacementList(roomId: TourRoomId, placement: RoomPlacement | undefined): PlacedPhoto[] {
  return placement?.photos.length ? placement.photos : builtInRoomPhotos(roomId);
}

/**
 * Where the admin's uploaded photos are shown on the walkthrough. A placement names image records by
 * id; the pictures themselves are the records' (docs/decisions/tour-media-placements.md). A room with
 * no photos, a floor plan without an image and a video without id or poster show the built-in ones.
 */
export interface TourPlacements {
  rooms: Partial<Record<TourRoomId, RoomPlacement>>;
  floorPlan: ({ imageId: string | null } & ChangeStamp) | null;
  videos: Partial<Record<TourVideoId, { youtubeId: string | null; posterImageId: string | null } & ChangeStamp>>;
}

export const NO_PLACEMENTS: TourPlacements = { rooms: {}, floorPlan: null, videos: {} };

/**
 * A placed picture, as small as the page needs it: the record's URL, size and variant widths (from
 * which shared/image-url.ts's responsivePhoto makes src and srcset on the server and in the browser
 * alike), its alt text and the caption to show with its French version.
 */
export interface TourPicture extends Pick<ImageRecord, 'publicUrl' | 'width' | 'height' | 'variantWidths'>, TourCaptions {
  alt: string;
}

/** A photo of a room as the pages show it: an uploaded picture, or a built-in one by its number. */
export type TourRoomPhoto = TourPicture | PlacedBuiltInPhoto;

/** The tour as the public pages show it: only what the admin placed; anything absent is the built-in content. */
export interface TourSnapshot {
  /** Only rooms with a placement holding at least one photo that still exists, in the admin's order. */
  rooms: Partial<Record<TourRoomId, TourRoomPhoto[]>>;
  floorPlan: TourPicture | null;
  /** Only videos with an id or a poster set; a null field keeps the built-in one. */
  videos: Partial<Record<TourVideoId, { youtubeId: string | null; poster: TourPicture | null }>>;
}

export const BUILT_IN_TOUR: TourSnapshot = { rooms: {}, floorPlan: null, videos: {} };

/** What GET /api/tour-media and every change to it answer: the stored placements and the tour they show. */
export interface TourMediaView {
  placements: TourPlacements;
  tour: TourSnapshot;
}

/**
 * The captions a picture shows: the placement's own, else the image record's. A French version goes
 * with the English it translates, so the record's captionFr stands in only where the record's caption
 * does (a placement may still give a French caption alone, over the record's English one).
 */
function shownCaptions(own: TourCaptions | null, image: ImageRecord): TourCaptions {
  if (own?.caption) return { caption: own.caption, captionFr: own.captionFr };
  return { caption: image.caption, captionFr: own?.captionFr ?? image.captionFr ?? null };
}

/** An image record as a page shows it, or null when it is gone or its URL is not one of ours; `own` is a placement's captions. */
export function tourPicture(image: ImageRecord | undefined, own: TourCaptions | null): TourPicture | null {
  if (!image || !isSafeImageUrl(image.publicUrl)) return null;
  const { publicUrl, width, height, variantWidths, altText } = image;
  // Records made before variants have no size or widths: left out rather than carried as undefined.
  return {
    publicUrl,
    ...(width && height ? { width, height } : {}),
    ...(variantWidths ? { variantWidths } : {}),
    alt: altText,
    ...shownCaptions(own, image),
  };
}

/** An uploaded picture as a page and the image viewer show it: its WebP variants to show, its original to download. */
export interface UploadedPictureImage extends ResponsivePhoto, TourCaptions {
  alt: string;
  downloadSrc: string;
  downloadName: string;
}

/** `picture` with its variants, and its original saved as `downloadName` with the original's extension, so a download keeps its type. */
export function uploadedPictureImage(picture: TourPicture, downloadName: string): UploadedPictureImage {
  const extension = /\.[a-z0-9]+$/i.exec(picture.publicUrl)?.[0] ?? '';
  return { ...responsivePhoto(picture), alt: picture.alt, caption: picture.caption, captionFr: picture.captionFr, downloadSrc: picture.publicUrl, downloadName: `${downloadName}${extension}` };
}

/**
 * A room's current photos in order, built-in and uploaded: the one list the walkthrough, the photo
 * counts and the photo package read.
 */
export function roomPhotoList(roomId: TourRoomId, tour: TourSnapshot): TourRoomPhoto[] {
  return tour.rooms[roomId] ?? builtInRoomPhotos(roomId);
}

function roomPhoto(roomId: TourRoomId, photo: PlacedPhoto, images: ReadonlyMap<string, ImageRecord>): TourRoomPhoto | null {
  if (!isBuiltInPhoto(photo)) return tourPicture(images.get(photo.imageId), photo);
  // A number past the room's photos (checked on the way in, so only a hand-edited item) shows nothing.
  return photo.builtIn >= 1 && photo.builtIn <= BUILT_IN_ROOM_PHOTO_COUNTS[roomId] ? { builtIn: photo.builtIn, caption: photo.caption, captionFr: photo.captionFr } : null;
}

/**
 * The tour the placements show with these image records. A placement naming an image that no longer
 * exists (deleted meanwhile) is skipped, so the page never links a missing picture; the order is kept.
 */
export function buildTourSnapshot(placements: TourPlacements, images: ReadonlyMap<string, ImageRecord>): TourSnapshot {
  const rooms: TourSnapshot['rooms'] = {};
  for (const id of TOUR_ROOM_IDS) {
    const photos = (placements.rooms[id]?.photos ?? []).flatMap((photo) => roomPhoto(id, photo, images) ?? []);
    if (photos.length) rooms[id] = photos;
  }
  const floorPlanId = placements.floorPlan?.imageId;
  const videos: TourSnapshot['videos'] = {};
  for (const id of TOUR_VIDEO_IDS) {
    const placed = placements.videos[id];
    if (!placed) continue;
    const poster = placed.posterImageId ? tourPicture(images.get(placed.posterImageId), null) : null;
    if (placed.youtubeId || poster) videos[id] = { youtubeId: placed.youtubeId, poster };
  }
  return { rooms, floorPlan: floorPlanId ? tourPicture(images.get(floorPlanId), null) : null, videos };
}
