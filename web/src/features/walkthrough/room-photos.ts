import { responsivePhoto, type ResponsivePhoto } from '../../../../shared/image-url';
import { isBuiltInPhoto, roomPhotoList, uploadedPictureImage, type TourCaptions, type TourSnapshot } from '../../../../shared/tour-media';
import type { ViewerImage } from '../../components/image-viewer/types';
import { captionWords } from '../../components/seller-text';
import type { Room } from '../../content/rooms';
import type { FloorPlanCopy, RoomsSectionCopy, TourCopy, TourVideo } from '../../content/walkthrough';
import { responsiveImage, roomPhotoAsset, variantPath } from '../../content/walkthrough-media';

/**
 * A picture of the tour as the page shows it: the admin's uploaded one, or the built-in one. Its
 * captions are the admin's (or the image record's) with their French version; built-in pictures have none.
 */
export interface TourImage extends TourCaptions {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
  /** What the viewer's download button saves; `src` if absent. */
  downloadSrc?: string;
  downloadName: string;
}

export type RoomPhoto = TourImage;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A room's photos in order (docs/product.md#room-record: src and alt): its photo list, built-in
 * photos and the admin's uploaded ones as the admin ordered them.
 */
export function roomPhotos(room: Room, tour: TourSnapshot, copy: RoomsSectionCopy): RoomPhoto[] {
  const list = roomPhotoList(room.id, tour);
  return list.map((photo, index) => {
    const downloadName = `${room.id}-${twoDigits(index + 1)}`;
    if (!isBuiltInPhoto(photo)) return uploadedPictureImage(photo, downloadName);
    return {
      ...responsiveImage(roomPhotoAsset(room.id, photo.builtIn)),
      alt: copy.photoAlt(room.title, index + 1, list.length),
      caption: photo.caption,
      captionFr: photo.captionFr,
      downloadName: `${downloadName}.jpg`,
    };
  });
}

/** The room's photos as the viewer shows them: the room title above each. */
export function roomViewerImages(room: Room, photos: readonly RoomPhoto[], copy: RoomsSectionCopy): ViewerImage[] {
  return photos.map((photo, index) => ({
    id: `${room.id}-${index + 1}`,
    src: photo.src,
    srcSet: photo.srcSet,
    alt: photo.alt,
    title: room.title,
    caption: captionWords(photo),
    category: copy.viewerCategory,
    keywords: room.keywords,
    downloadSrc: photo.downloadSrc,
    downloadName: photo.downloadName,
  }));
}

/** The floor plan: the admin's when placed, else the built-in blueprint (whose alt describes it). */
export function floorPlanImage(tour: TourSnapshot, plan: FloorPlanCopy): TourImage {
  if (tour.floorPlan) return uploadedPictureImage(tour.floorPlan, 'floor-plan');
  return { ...responsiveImage(plan.asset), alt: plan.alt, caption: null, captionFr: null, downloadName: 'floor-plan.jpg' };
}

export function floorPlanViewerImages(plan: TourImage, copy: Pick<TourCopy, 'floorPlan' | 'roomsSection'>): ViewerImage[] {
  return [
    {
      id: 'floor-plan',
      src: plan.src,
      srcSet: plan.srcSet,
      alt: plan.alt,
      title: copy.floorPlan.viewerTitle,
      caption: captionWords(plan),
      category: copy.roomsSection.viewerCategory,
      keywords: copy.floorPlan.keywords,
      downloadSrc: plan.downloadSrc,
      downloadName: plan.downloadName,
    },
  ];
}

/** A video as the page shows it: the admin's YouTube id and poster where set, else the built-in ones. */
export interface ShownVideo extends TourVideo {
  posterImage: ResponsivePhoto;
  /** Site path of the poster search engines are given (VideoObject.thumbnailUrl). */
  thumbnailPath: string;
}

/** Search engines get the built-in poster at this width: large enough for their video results. */
const THUMBNAIL_WIDTH = 1200;

export function shownVideos(videos: readonly TourVideo[], tour: TourSnapshot): ShownVideo[] {
  return videos.map((video) => {
    const placed = tour.videos[video.id];
    const posterImage = placed?.poster ? responsivePhoto(placed.poster) : responsiveImage(video.poster);
    return {
      ...video,
      youtubeId: placed?.youtubeId ?? video.youtubeId,
      posterImage,
      thumbnailPath: placed?.poster ? posterImage.src : variantPath(video.poster, THUMBNAIL_WIDTH),
    };
  });
}
