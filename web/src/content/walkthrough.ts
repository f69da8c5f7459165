import type { UnitFacts } from '../../../shared/listing-facts';
import type { TourVideoId } from '../../../shared/tour-media';
import { TRAILER } from '../../../shared/trailer';
import { CALLS_TO_ACTION } from './calls-to-action';
import { FLOOR_PLAN_ASSET, type TourMediaAsset, videoPosterAsset } from './walkthrough-media';

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

export const WALKTHROUGH_HEADER = {
  eyebrow: 'Interior Tour',
  title: 'Digital Walkthrough',
  intro: (areas: number) => `Tour unit ${unitNumber} room by room: watch the two videos, study the floor plan, then step through the photos of all ${areas} areas. Every photo opens full size.`,
} as const;

/** A video descriptor (docs/product.md#video-record): the page shows it as a click-to-play facade and in JSON-LD. */
export interface TourVideo {
  /** Our id: names the poster file (/rooms/videos/<id>-800.webp), and the admin's placement key. */
  id: TourVideoId;
  /**
   * The video's id on YouTube (11 characters). The operator replaces the placeholders with the
   * real ids; the player loads from youtube-nocookie.com only after a click.
   */
  youtubeId: string;
  title: string;
  description: string;
  /** As shown on the facade. */
  durationLabel: string;
  /** ISO 8601 duration for VideoObject. */
  duration: string;
  /** Publication date for VideoObject (YYYY-MM-DD); the operator sets it with the id. */
  uploadDate: string;
  poster: TourMediaAsset;
}

export const TOUR_VIDEOS: readonly TourVideo[] = [
  {
    id: 'interior-walkthrough',
    youtubeId: 'PLACEHOLDR1',
    title: 'Interior Walkthrough',
    description: `A walk through every area of the ${year} ${lengthFeet}-foot mobile medical trailer, unit ${unitNumber}: reception and waiting area, exam room, dressing rooms, break room and equipment room.`,
    durationLabel: '5:30',
    duration: 'PT5M30S',
    uploadDate: '2024-06-15',
    poster: videoPosterAsset('interior-walkthrough'),
  },
  {
    id: 'engine-running-demo',
    youtubeId: 'PLACEHOLDR2',
    title: 'Engine Running Demo',
    description: `The diesel generator of unit ${unitNumber} started and running, powering the trailer's systems.`,
    durationLabel: '3:15',
    duration: 'PT3M15S',
    uploadDate: '2024-06-15',
    poster: videoPosterAsset('engine-running-demo'),
  },
];

export const VIDEOS_SECTION = {
  title: 'Video Tours',
  intro: 'The player loads from YouTube (privacy-enhanced mode) only when you press play.',
  playLabel: (title: string, duration: string) => `Play video: ${title} (${duration})`,
  durationLabel: 'Duration',
} as const;

const photoCountLabel = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

export const FLOOR_PLAN = {
  title: 'Floor Plan',
  intro: `The layout of the ${lengthFeet}-foot trailer. Select a room to go to it and see its photos, or the plan to open it full size.`,
  alt: `Floor plan blueprint of the ${year} ${lengthFeet}-foot mobile medical trailer, unit ${unitNumber}`,
  viewerTitle: 'Floor Plan',
  openLabel: 'Open the floor plan full size',
  hint: 'Click to view in detail',
  keywords: ['floor plan', 'blueprint', 'layout'],
  /** The heading of the list of the rooms under the plan: the plan's text alternative. */
  roomsTitle: 'Go to a room',
  roomPhotos: photoCountLabel,
  /** A room's link on the plan: its number there, its name and what it leads to. */
  roomOnPlan: (number: number, title: string, photoCount: number) => `Room ${number} on the plan: ${title}, ${photoCountLabel(photoCount)}`,
  asset: FLOOR_PLAN_ASSET,
} as const;

export const ROOMS_SECTION = {
  title: 'Room-by-Room Tour',
  intro: 'Ten areas in the order you would walk them. Select any photo to see it full size.',
  roomBadge: (number: number) => `Room ${number}`,
  featuresTitle: 'Premium Features & Equipment:',
  clickHint: 'Click to view in detail',
  photoPosition: (position: number, count: number) => `Photo ${position} of ${count}`,
  unitLabel: `Unit ${unitNumber}`,
  photosBadge: (count: number) => `${count} ${count === 1 ? 'Photo' : 'Photos'} Available - Click to enlarge`,
  previousLabel: 'Previous photo',
  nextLabel: 'Next photo',
  openPhotoLabel: (room: string, position: number, count: number) => `Open ${room}, photo ${position} of ${count}, in the viewer`,
  carouselLabel: (room: string) => `${room} photos`,
  photoAlt: (room: string, position: number, count: number) => `${room} of mobile medical trailer unit ${unitNumber}, photo ${position} of ${count}`,
  viewerCategory: 'interior',
} as const;

export const CLOSING_BAND = {
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
} as const;
