import { useMemo, type ComponentType } from 'react';
import { useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { ROOMS } from '../../../content/rooms';
import { useTour } from '../hooks/use-tour';
import { FLOOR_PLAN } from '../../../content/walkthrough';
import { floorPlanLayout } from '../../../content/walkthrough-media';
import { floorPlanImage, floorPlanViewerImages, roomPhotos, roomViewerImages } from '../room-photos';
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
  const plan = floorPlanImage(tour);
  // The built-in plan's layout is known (it names each room where the links go); an uploaded plan's is not.
  const layout = tour.floorPlan ? undefined : floorPlanLayout(FLOOR_PLAN.asset, ROOMS.length);
  const rooms = useMemo(
    () => ROOMS.map((room, index) => ({ room, photos: roomPhotos(room, tour), box: layout?.legend[index]?.box })),
    [tour, layout],
  );
  return (
    <>
      <FloorPlan
        image={plan}
        rooms={rooms.map(({ room, photos, box }) => ({ id: room.id, title: room.title, photoCount: photos.length, ...(box ? { box } : {}) }))}
        onOpen={(trigger) => open(floorPlanViewerImages(plan), 0, trigger)}
        onRoom={({ id }) => {
          const chosen = rooms.find(({ room }) => room.id === id);
          // The viewer gives the focus back to the room's section, where the link took the page.
          if (chosen) open(roomViewerImages(chosen.room, chosen.photos), 0, document.getElementById(id));
        }}
      />
      {viewer}
    </>
  );
}

export const ROOM_PARTS: readonly ComponentType[] = ROOMS.map((room, index) => {
  function RoomPart() {
    return <RoomSection room={room} number={index + 1} eager={index === 0} />;
  }
  RoomPart.displayName = `RoomPart(${room.id})`;
  return RoomPart;
});
