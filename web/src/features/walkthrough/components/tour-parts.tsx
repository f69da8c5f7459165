import { useMemo, type ComponentType } from 'react';
import { useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { ROOM_LAYOUT } from '../../../content/room-layout';
import type { Room } from '../../../content/rooms';
import { madeOnce } from '../../../lib/defer-until-visible';
import { useTour } from '../hooks/use-tour';
import { floorPlanLayout } from '../../../content/walkthrough-media';
import { floorPlanImage, floorPlanViewerImages, roomPhotos, roomViewerImages } from '../room-photos';
import { useTourCopy } from '../tour-copy';
import { FloorPlan } from './floor-plan';
import { RoomSection } from './room-section';

/**
 * The walkthrough's parts below the first screen, each a prop-less component so the page can
 * hydrate it only when the visitor scrolls near it (lib/defer-until-visible). Until then the
 * prerendered HTML shows and its first photo loads; the carousel and viewer code, and the rooms'
 * words, arrive with it.
 */
export interface TourParts {
  FloorPlanPart: ComponentType;
  /** One part a room, in tour order. */
  roomParts: readonly ComponentType[];
}

/** The parts showing one language's rooms: the same components on every call, so React keeps their state. */
export const tourParts = madeOnce(
  (rooms: readonly Room[]): TourParts => ({ FloorPlanPart: floorPlanPart(rooms), roomParts: ROOM_LAYOUT.map((room, index) => roomPart(rooms, room.id, index)) }),
);

function floorPlanPart(rooms: readonly Room[]): ComponentType {
  return function FloorPlanPart() {
    const { open, viewer } = useImageViewer();
    const tour = useTour();
    const copy = useTourCopy();
    const plan = floorPlanImage(tour, copy.floorPlan);
    // The built-in plan's layout is known (it names each room where the links go); an uploaded plan's is not.
    const layout = tour.floorPlan ? undefined : floorPlanLayout(copy.floorPlan.asset, rooms.length);
    const shown = useMemo(
      () => rooms.map((room, index) => ({ room, photos: roomPhotos(room, tour, copy.roomsSection), box: layout?.legend[index]?.box })),
      [tour, layout, copy],
    );
    return (
      <>
        <FloorPlan
          image={plan}
          rooms={shown.map(({ room, photos, box }) => ({ id: room.id, title: room.title, photoCount: photos.length, ...(box ? { box } : {}) }))}
          onOpen={(trigger) => open(floorPlanViewerImages(plan, copy), 0, trigger)}
          onRoom={({ id }) => {
            const chosen = shown.find(({ room }) => room.id === id);
            // The viewer gives the focus back to the room's section, where the link took the page.
            if (chosen) open(roomViewerImages(chosen.room, chosen.photos, copy.roomsSection), 0, document.getElementById(id));
          }}
        />
        {viewer}
      </>
    );
  };
}

function roomPart(rooms: readonly Room[], id: string, index: number): ComponentType {
  const shown = rooms[index];
  if (!shown) throw new Error(`No words for room ${id}`);
  const room: Room = shown;
  function RoomPart() {
    return <RoomSection room={room} number={index + 1} eager={index === 0} />;
  }
  RoomPart.displayName = `RoomPart(${id})`;
  return RoomPart;
}
