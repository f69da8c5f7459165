import type { UnitFacts } from '../../../shared/listing-facts';
import { TRAILER } from '../../../shared/trailer';
import { CALLS_TO_ACTION } from './calls-to-action';
import type { Room } from './rooms';
import { FLOOR_PLAN_ASSET, videosIn, type TourMediaAsset, type TourVideo } from './walkthrough-media';

export type { TourVideo } from './walkthrough-media';
import type { LinkCopy, MetaCopy } from './types';

const { year, lengthFeet, unitNumber } = TRAILER;

export const WALKTHROUGH_META = {
  title: `Digital Walkthrough - ${year} Mobile Medical Trailer Tour`,
  description: `Tour the ${year} ${lengthFeet}-foot mobile medical trailer (unit ${unitNumber}) room by room: interior walkthrough and engine running videos, the floor plan and photos of all 10 areas, from reception and the exam room to the equipment room.`,
  keywords: [
    'mobile medical trailer tour',
    'mobile clinic interior',
    'medical trailer walkthrough',
    'exam room trailer',
    'mammography trailer interior',
    `unit ${unitNumber}`,
  ],
} as const;

export const WALKTHROUGH_HEADER: TourCopy['header'] = {
  eyebrow: 'Interior Tour',
  title: 'Digital Walkthrough',
  intro: (areas) => `Tour unit ${unitNumber} room by room: watch the two videos, study the floor plan, then step through the photos of all ${areas} areas. Every photo opens full size.`,
};

export const TOUR_VIDEOS = videosIn({
  'interior-walkthrough': {
    title: 'Interior Walkthrough',
    description: `A walk through every area of the ${year} ${lengthFeet}-foot mobile medical trailer, unit ${unitNumber}: reception and waiting area, exam room, dressing rooms, break room and equipment room.`,
  },
  'engine-running-demo': {
    title: 'Engine Running Demo',
    description: `The diesel generator of unit ${unitNumber} started and running, powering the trailer's systems.`,
  },
});

/** The words of the videos' section in one language. */
export interface VideosSectionCopy {
  title: string;
  intro: string;
  playLabel: (title: string, duration: string) => string;
  durationLabel: string;
}

export const VIDEOS_SECTION: VideosSectionCopy = {
  title: 'Video Tours',
  intro: 'The player loads from YouTube (privacy-enhanced mode) only when you press play.',
  playLabel: (title, duration) => `Play video: ${title} (${duration})`,
  durationLabel: 'Duration',
};

const photoCountLabel = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** The floor plan's words in one language, and the built-in plan's picture. */
export interface FloorPlanCopy {
  title: string;
  intro: string;
  alt: string;
  viewerTitle: string;
  openLabel: string;
  hint: string;
  keywords: readonly string[];
  /** The heading of the list of the rooms under the plan: the plan's text alternative. */
  roomsTitle: string;
  roomPhotos: (count: number) => string;
  /** A room's link on the plan: its number there, its name and what it leads to. */
  roomOnPlan: (number: number, title: string, photoCount: number) => string;
  asset: TourMediaAsset;
}

export const FLOOR_PLAN: FloorPlanCopy = {
  title: 'Floor Plan',
  intro: `The layout of the ${lengthFeet}-foot trailer. Select a room to go to it and see its photos, or the plan to open it full size.`,
  alt: `Floor plan blueprint of the ${year} ${lengthFeet}-foot mobile medical trailer, unit ${unitNumber}`,
  viewerTitle: 'Floor Plan',
  openLabel: 'Open the floor plan full size',
  hint: 'Click to view in detail',
  keywords: ['floor plan', 'blueprint', 'layout'],
  roomsTitle: 'Go to a room',
  roomPhotos: photoCountLabel,
  roomOnPlan: (number, title, photoCount) => `Room ${number} on the plan: ${title}, ${photoCountLabel(photoCount)}`,
  asset: FLOOR_PLAN_ASSET,
};

/** The room-by-room section's words in one language. */
export interface RoomsSectionCopy {
  title: string;
  intro: string;
  roomBadge: (number: number) => string;
  featuresTitle: string;
  clickHint: string;
  photoPosition: (position: number, count: number) => string;
  unitLabel: string;
  photosBadge: (count: number) => string;
  previousLabel: string;
  nextLabel: string;
  openPhotoLabel: (room: string, position: number, count: number) => string;
  carouselLabel: (room: string) => string;
  photoAlt: (room: string, position: number, count: number) => string;
  /** The viewer's badge on a room's photos. */
  viewerCategory: string;
}

export const ROOMS_SECTION: RoomsSectionCopy = {
  title: 'Room-by-Room Tour',
  intro: 'Ten areas in the order you would walk them. Select any photo to see it full size.',
  roomBadge: (number) => `Room ${number}`,
  featuresTitle: 'Premium Features & Equipment:',
  clickHint: 'Click to view in detail',
  photoPosition: (position, count) => `Photo ${position} of ${count}`,
  unitLabel: `Unit ${unitNumber}`,
  photosBadge: (count) => `${count} ${count === 1 ? 'Photo' : 'Photos'} Available - Click to enlarge`,
  previousLabel: 'Previous photo',
  nextLabel: 'Next photo',
  openPhotoLabel: (room, position, count) => `Open ${room}, photo ${position} of ${count}, in the viewer`,
  carouselLabel: (room) => `${room} photos`,
  photoAlt: (room, position, count) => `${room} of mobile medical trailer unit ${unitNumber}, photo ${position} of ${count}`,
  viewerCategory: 'interior',
};

/** The closing band's words in one language; its figures are the unit's facts. */
export interface ClosingBandCopy {
  title: string;
  text: string;
  figures: (unit: UnitFacts) => readonly { value: string; label: string }[];
  cta: LinkCopy;
  secondaryCta: LinkCopy;
}

export const CLOSING_BAND: ClosingBandCopy = {
  title: `Complete ${year} ${lengthFeet}-Foot Mobile Healthcare Solution`,
  text: 'Every area you toured comes with the trailer. See it in person in Edmonton or on a live video walkthrough.',
  figures: ({ functionalAreas, examRooms }: UnitFacts) => [
    { value: String(functionalAreas), label: 'Functional Areas' },
    { value: String(examRooms), label: 'Full Exam Rooms' },
    { value: String(year), label: 'Year Built' },
    { value: unitNumber, label: 'Unit Number' },
  ],
  cta: CALLS_TO_ACTION.scheduleInspection,
  secondaryCta: CALLS_TO_ACTION.viewSpecifications,
};

/** Every word of the walkthrough in one language (content/fr/walkthrough.ts is the French one), for its components. */
export interface TourCopy {
  meta: MetaCopy;
  header: { eyebrow: string; title: string; intro: (areas: number) => string };
  videosSection: VideosSectionCopy;
  videos: readonly TourVideo[];
  floorPlan: FloorPlanCopy;
  roomsSection: RoomsSectionCopy;
  /** The rooms' words, loaded with the parts that show them (below the first screen). */
  loadRooms: () => Promise<readonly Room[]>;
  closingBand: ClosingBandCopy;
}

/** The walkthrough in English. */
export const TOUR_COPY: TourCopy = {
  meta: WALKTHROUGH_META,
  header: WALKTHROUGH_HEADER,
  videosSection: VIDEOS_SECTION,
  videos: TOUR_VIDEOS,
  floorPlan: FLOOR_PLAN,
  roomsSection: ROOMS_SECTION,
  loadRooms: () => import('./rooms').then((rooms) => rooms.ROOMS),
  closingBand: CLOSING_BAND,
};
