import { BUILT_IN_ROOM_PHOTO_COUNTS, roomPhotoList, type TourRoomId, type TourSnapshot } from '../../../shared/tour-media';

/** Which icon a room's card shows; the walkthrough maps each to an MUI icon. */
export type RoomIcon = 'break-room' | 'reception' | 'entry' | 'equipment' | 'exam' | 'dressing' | 'master' | 'hallway' | 'accessories';

/** What a room of the walkthrough is, in any language: its words are content/rooms.ts's (English) and content/fr/rooms.ts's. */
export interface RoomLayout {
  /** Slug; also the photo folder: /rooms/<id>/01-800.webp (see walkthrough-media.ts), and the admin's placement key. */
  id: TourRoomId;
  icon: RoomIcon;
  /** Built-in photos (shared/tour-media.ts holds the counts); 0 means the room shows no gallery unless the admin places photos in it. */
  photoCount: number;
  /** One of the unit's functional areas (the listing's facts count them); the accessories are not. */
  functionalArea: boolean;
  /** One of the unit's full exam rooms (the listing's facts count them). */
  examRoom: boolean;
}

/** The walkthrough's rooms in docs/product.md#walkthrough's order. */
export const ROOM_LAYOUT: readonly RoomLayout[] = (
  [
    { id: 'break-room-workstation', icon: 'break-room', functionalArea: true, examRoom: false },
    { id: 'reception-waiting', icon: 'reception', functionalArea: true, examRoom: false },
    { id: 'main-entry', icon: 'entry', functionalArea: true, examRoom: false },
    { id: 'equipment-room', icon: 'equipment', functionalArea: true, examRoom: false },
    { id: 'exam-room', icon: 'exam', functionalArea: true, examRoom: true },
    { id: 'dressing-room-1', icon: 'dressing', functionalArea: true, examRoom: false },
    { id: 'dressing-room-2', icon: 'dressing', functionalArea: true, examRoom: false },
    { id: 'master-room', icon: 'master', functionalArea: true, examRoom: true },
    { id: 'hallway-pictures', icon: 'hallway', functionalArea: true, examRoom: false },
    { id: 'accessories-pictures', icon: 'accessories', functionalArea: false, examRoom: false },
  ] as const
).map((room) => ({ ...room, photoCount: BUILT_IN_ROOM_PHOTO_COUNTS[room.id] }));

/** A room's words in one language. */
export interface RoomText {
  title: string;
  description: string;
  features: readonly string[];
  /** Shown as keyword chips in the image viewer (it shows up to 5). */
  keywords: readonly string[];
}

/** A room of the walkthrough (docs/product.md#room-record) in one language; its photos are numbered 1..photoCount. */
export type Room = RoomLayout & RoomText;

/** The rooms in tour order, each with its words from `texts` (content/rooms.ts in English, content/fr/rooms.ts in French). */
export const roomsIn = (texts: Readonly<Record<TourRoomId, RoomText>>): readonly Room[] => ROOM_LAYOUT.map((room) => ({ ...room, ...texts[room.id] }));

/** How many photos the tour shows: each room's current photo list, built-in and uploaded. */
export function tourPhotoCount(tour: TourSnapshot): number {
  return ROOM_LAYOUT.reduce((sum, room) => sum + roomPhotoList(room.id, tour).length, 0);
}
