/**
 * Where the walkthrough's pictures live on the site: room photos, the floor plan and the video
 * posters. web/build/room-photos.ts writes these files at build time (the operator's photo
 * when one is given, else a labelled placeholder); the pages link them. One list for both.
 */

import type { TourVideoId } from '../../../shared/tour-media';
import { TRAILER } from '../../../shared/trailer';

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

/** What an img element takes of a tour picture: everything but where its download comes from. */
export function imageAttributes({ src, srcSet, width, height }: ResponsiveImage): Omit<ResponsiveImage, 'downloadSrc'> {
  return { src, srcSet, width, height };
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

/** A video's media, the same in every language (docs/product.md#video-record); its title and description are each language's. */
export interface TourVideoMedia {
  /** Our id: names the poster file (/rooms/videos/<id>-800.webp), and the admin's placement key. */
  id: TourVideoId;
  /**
   * The video's id on YouTube (11 characters). The operator replaces the placeholders with the
   * real ids; the player loads from youtube-nocookie.com only after a click.
   */
  youtubeId: string;
  /** As shown on the facade. */
  durationLabel: string;
  /** ISO 8601 duration for VideoObject. */
  duration: string;
  /** Publication date for VideoObject (YYYY-MM-DD); the operator sets it with the id. */
  uploadDate: string;
  poster: TourMediaAsset;
}

/** A video as a page shows it: a click-to-play facade and a VideoObject in JSON-LD. */
export interface TourVideo extends TourVideoMedia {
  title: string;
  description: string;
}

/** The videos with their words from `texts` (one language's), in the page's order. */
export const videosIn = (texts: Readonly<Record<TourVideoId, Pick<TourVideo, 'title' | 'description'>>>): readonly TourVideo[] =>
  TOUR_VIDEO_MEDIA.map((video) => ({ ...video, ...texts[video.id] }));

/** The walkthrough's two videos, in the page's order. */
export const TOUR_VIDEO_MEDIA: readonly TourVideoMedia[] = [
  {
    id: 'interior-walkthrough',
    youtubeId: 'PLACEHOLDR1',
    durationLabel: '5:30',
    duration: 'PT5M30S',
    uploadDate: '2024-06-15',
    poster: videoPosterAsset('interior-walkthrough'),
  },
  {
    id: 'engine-running-demo',
    youtubeId: 'PLACEHOLDR2',
    durationLabel: '3:15',
    duration: 'PT3M15S',
    uploadDate: '2024-06-15',
    poster: videoPosterAsset('engine-running-demo'),
  },
];

/** A rectangle in a picture's own pixels. */
export interface PictureBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The legend's type size, line height and column width on the built-in floor plan, in its pixels. */
const LEGEND = { fontSize: 24, lineHeight: 34, columnWidth: 640, rowsPerColumn: 5 } as const;

/**
 * Where the built-in floor plan draws the trailer's outline (53 ft by 8 ft 6 in, to scale across the
 * sheet) and its numbered list of rooms, in the picture's pixels: web/build/room-photos.ts draws it
 * so, and the walkthrough lays a link to each room over its line, so the plan leads to the rooms.
 */
export function floorPlanLayout({ width }: Pick<TourMediaAsset, 'width'>, roomCount: number) {
  const left = 110;
  const length = width - 2 * left;
  // 8 ft 6 in (TRAILER.width) across.
  const depth = Math.round((length * 8.5) / TRAILER.lengthFeet);
  const top = 250;
  const legend = Array.from({ length: roomCount }, (_, index) => {
    const x = left + Math.floor(index / LEGEND.rowsPerColumn) * LEGEND.columnWidth;
    const baseline = top + depth + 110 + (index % LEGEND.rowsPerColumn) * LEGEND.lineHeight;
    // The line's box: from above its capitals to below its descenders, the width of its column less a gap.
    const box: PictureBox = { x: x - 8, y: baseline - LEGEND.fontSize - 2, width: LEGEND.columnWidth - 40, height: LEGEND.lineHeight - 2 };
    return { x, baseline, box };
  });
  return { left, length, depth, top, fontSize: LEGEND.fontSize, legend };
}
