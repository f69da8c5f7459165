/**
 * Where the walkthrough's pictures live on the site: room photos, the floor plan and the video
 * posters. web/build/room-photos.ts writes these files at build time (the operator's photo
 * when one is given, else a labelled placeholder); the pages link them. One list for both.
 */

/** Site path under which the generated tour pictures are served (web/public/rooms in the tree). */
export const TOUR_MEDIA_ROOT = '/rooms';

/** WebP widths written for every picture; pages offer them all through srcset. */
export const TOUR_IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

/** The width used for `src`, for the rare browser that ignores srcset. */
const FALLBACK_WIDTH = 800;

export interface TourMediaAsset {
  /** Folder under TOUR_MEDIA_ROOT; for room photos the room id. */
  folder: string;
  /** File name without extension, e.g. '01'. */
  name: string;
  /** Size of the largest variant (the placeholder's size; an operator photo keeps its own aspect). */
  width: number;
  height: number;
  /** Whether a full-size JPEG is written for the viewer's download button. */
  downloadable: boolean;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** Full-size JPEG, when the picture is downloadable. */
  downloadSrc?: string;
}

export function variantPath(asset: Pick<TourMediaAsset, 'folder' | 'name'>, width: number): string {
  return `${TOUR_MEDIA_ROOT}/${asset.folder}/${asset.name}-${width}.webp`;
}

export function downloadPath(asset: Pick<TourMediaAsset, 'folder' | 'name'>): string {
  return `${TOUR_MEDIA_ROOT}/${asset.folder}/${asset.name}.jpg`;
}

/** The img attributes of a tour picture: every WebP width in srcset, intrinsic size for layout. */
export function responsiveImage(asset: TourMediaAsset): ResponsiveImage {
  return {
    src: variantPath(asset, FALLBACK_WIDTH),
    srcSet: TOUR_IMAGE_WIDTHS.map((width) => `${variantPath(asset, width)} ${width}w`).join(', '),
    width: asset.width,
    height: asset.height,
    ...(asset.downloadable ? { downloadSrc: downloadPath(asset) } : {}),
  };
}

/** Room photos are 4:3; file names are the two-digit photo number: 01, 02, ... */
export const ROOM_PHOTO_SIZE = { width: 1600, height: 1200 } as const;

export function roomPhotoAsset(roomId: string, photoNumber: number): TourMediaAsset {
  return { folder: roomId, name: String(photoNumber).padStart(2, '0'), ...ROOM_PHOTO_SIZE, downloadable: true };
}

export const FLOOR_PLAN_ASSET: TourMediaAsset = { folder: 'floor-plan', name: 'floor-plan', width: 1600, height: 800, downloadable: true };

/** Video posters are 16:9 and named after the video's id. */
export function videoPosterAsset(videoId: string): TourMediaAsset {
  return { folder: 'videos', name: videoId, width: 1600, height: 900, downloadable: false };
}
