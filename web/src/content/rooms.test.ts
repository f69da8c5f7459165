import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROOM_PHOTO_COUNTS, BUILT_IN_TOUR, TOUR_ROOM_IDS } from '../../../shared/tour-media';
import { BUILT_IN_FACTS } from '../../../shared/listing-facts';
import { tourPhotoCount } from './room-layout';
import { ROOMS } from './rooms';

/** docs/product.md#walkthrough: id; title; photos; feature lines, in this order. */
const SPEC_ROOMS = [
  ['break-room-workstation', 'Break Room/Work Stations', 8, 12],
  ['reception-waiting', 'Reception/Waiting Area', 12, 12],
  ['main-entry', 'Main Entry', 7, 14],
  ['equipment-room', 'Equipment Room', 2, 12],
  ['exam-room', 'Exam Room', 9, 12],
  ['dressing-room-1', 'Dressing Room #1', 1, 12],
  ['dressing-room-2', 'Dressing Room #2', 1, 10],
  ['master-room', 'Master Room', 3, 12],
  ['hallway-pictures', 'Hallway Pictures', 6, 12],
  ['accessories-pictures', 'Accessories Pictures', 5, 25],
] as const;

describe('ROOMS', () => {
  it("has docs/product.md#walkthrough's rooms in order with their ids, titles, photo counts and feature-line counts", () => {
    expect(ROOMS.map((room) => [room.id, room.title, room.photoCount, room.features.length])).toEqual(SPEC_ROOMS);
  });

  it('describes exactly the rooms the admin can place photos in, in the same order', () => {
    expect(ROOMS.map((room) => room.id)).toEqual(TOUR_ROOM_IDS);
  });

  it('marks as many exam rooms and functional areas as the built-in facts count', () => {
    expect(ROOMS.filter((room) => room.examRoom).map((room) => room.id)).toEqual(['exam-room', 'master-room']);
    expect(ROOMS.filter((room) => room.examRoom)).toHaveLength(BUILT_IN_FACTS.unit.examRooms);
    expect(ROOMS.filter((room) => room.functionalArea)).toHaveLength(BUILT_IN_FACTS.unit.functionalAreas);
  });

  it("counts the photos the tour shows: each room's list, built-in and uploaded", () => {
    const builtIn = Object.values(BUILT_IN_ROOM_PHOTO_COUNTS).reduce((sum, count) => sum + count, 0);
    expect(tourPhotoCount(BUILT_IN_TOUR)).toBe(builtIn);
    const placed = { publicUrl: 'https://photos.example/p.jpg', alt: 'Exam room', caption: null, captionFr: null };
    // The exam room keeps two of its built-in photos and adds one upload.
    const tour = { ...BUILT_IN_TOUR, rooms: { 'exam-room': [{ builtIn: 2, caption: null, captionFr: null }, placed, { builtIn: 1, caption: null, captionFr: null }] } };
    expect(tourPhotoCount(tour)).toBe(builtIn - BUILT_IN_ROOM_PHOTO_COUNTS['exam-room'] + 3);
  });

  it('never repeats a feature line within a room (each is a list item with its own key)', () => {
    for (const room of ROOMS) expect(new Set(room.features).size).toBe(room.features.length);
  });

  it('mentions every fact docs/product.md#walkthrough lists for the room content', () => {
    const text = ROOMS.flatMap((room) => [room.description, ...room.features]).join(' ').toLowerCase();
    for (const fact of ['oak cabinetry', 'granite counters', 'burgundy seating', 'tv/dvd', 'fire suppression', 'security keypad', 'uv sterilization', 'electrical panels', 'diesel generator', 'vacuum system', 'accessible layout']) {
      expect(text).toContain(fact);
    }
  });
});
