import { useMemo, type ComponentType } from 'react';
import { useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { ROOM_LAYOUT } from '../../../content/room-layout';
import { useTour } from '../hooks/use-tour';
import { floorPlanLayout } from '../../../content/walkthrough-media';
import { floorPlanImage, floorPlanViewerImages, roomPhotos, roomViewerImages } from '../room-photos';
import { useTourCopy } from '../tour-copy';
import { FloorPlan } from './floor-plan';
import { RoomSection } from './room-section';

/**
 * The walkthrough's parts below the first screen, each a prop-less component so the page can
 * hydrate it only when the visitor scrolls near it (lib/defer-until-visible). Until then the
 * prerendered HTML shows and its first photo loads; the carousel and viewer code arrive with it.
 */
export function FloorPlanPart() {
  const { open, viewer } = useImageViewer();
  const tour = useTour();
  const copy = useTourCopy();
  const plan = floorPlanImage(tour, copy.floorPlan);
  // The built-in plan's layout is known (it names each room where the links go); an uploaded plan's is not.
  const layout = tour.floorPlan ? undefined : floorPlanLayout(copy.floorPlan.asset, copy.rooms.length);
  const rooms = useMemo(
    () => copy.rooms.map((room, index) => ({ room, photos: roomPhotos(room, tour, copy.roomsSection), box: layout?.legend[index]?.box })),
    [tour, layout, copy],
  );
  return (
    <>
      <FloorPlan
        image={plan}
        rooms={rooms.map(({ room, photos, box }) => ({ id: room.id, title: room.title, photoCount: photos.length, ...(box ? { box } : {}) }))}
        onOpen={(trigger) => open(floorPlanViewerImages(plan, copy), 0, trigger)}
        onRoom={({ id }) => {
          const chosen = rooms.find(({ room }) => room.id === id);
          // The viewer gives the focus back to the room's section, where the link took the page.
          if (chosen) open(roomViewerImages(chosen.room, chosen.photos, copy.roomsSection), 0, document.getElementById(id));
        }}
      />
      {viewer}
    </>
  );
}

/** One part a room, in tour order; each reads its room's words in the page's language. */
export const ROOM_PARTS: readonly ComponentType[] = ROOM_LAYOUT.map((room, index) => {
  function RoomPart() {
    const shown = useTourCopy().rooms[index];
    if (!shown) throw new Error(`No words for room ${room.id}`);
    return <RoomSection room={shown} number={index + 1} eager={index === 0} />;
  }
  RoomPart.displayName = `RoomPart(${room.id})`;
  return RoomPart;
});
