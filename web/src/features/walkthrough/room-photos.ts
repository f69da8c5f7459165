import type { ViewerImage } from '../../components/image-viewer/types';
import type { Room } from '../../content/rooms';
import { FLOOR_PLAN, ROOMS_SECTION } from '../../content/walkthrough';
import { type ResponsiveImage, responsiveImage, roomPhotoAsset } from '../../content/walkthrough-media';

export interface RoomPhoto extends ResponsiveImage {
  alt: string;
}

/** A room's photos in order (SPEC.md section 3, Room.images: src and alt). */
export function roomPhotos(room: Room): RoomPhoto[] {
  return Array.from({ length: room.photoCount }, (_, index) => ({
    ...responsiveImage(roomPhotoAsset(room.id, index + 1)),
    alt: ROOMS_SECTION.photoAlt(room.title, index + 1, room.photoCount),
  }));
}

/** The room's photos as the viewer shows them: the room title above each. */
export function roomViewerImages(room: Room, photos: readonly RoomPhoto[]): ViewerImage[] {
  return photos.map((photo, index) => ({
    id: `${room.id}-${index + 1}`,
    src: photo.src,
    srcSet: photo.srcSet,
    alt: photo.alt,
    title: room.title,
    category: ROOMS_SECTION.viewerCategory,
    keywords: room.keywords,
    downloadSrc: photo.downloadSrc,
    downloadName: `${room.id}-${String(index + 1).padStart(2, '0')}.jpg`,
  }));
}

export const floorPlanImage: ResponsiveImage = responsiveImage(FLOOR_PLAN.asset);

export const floorPlanViewerImages: readonly ViewerImage[] = [
  {
    id: 'floor-plan',
    src: floorPlanImage.src,
    srcSet: floorPlanImage.srcSet,
    alt: FLOOR_PLAN.alt,
    title: FLOOR_PLAN.viewerTitle,
    category: ROOMS_SECTION.viewerCategory,
    keywords: FLOOR_PLAN.keywords,
    downloadSrc: floorPlanImage.downloadSrc,
    downloadName: 'floor-plan.jpg',
  },
];
