import type { ComponentType } from 'react';
import { useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { ROOMS } from '../../../content/rooms';
import { useTour } from '../hooks/use-tour';
import { floorPlanImage, floorPlanViewerImages } from '../room-photos';
import { FloorPlan } from './floor-plan';
import { RoomSection } from './room-section';

/**
 * The walkthrough's parts below the first screen, each a prop-less component so the page can
 * hydrate it only when the visitor scrolls near it (lib/defer-until-visible). Until then the
 * prerendered HTML shows and its first photo loads; the carousel and viewer code arrive with it.
 */
export function FloorPlanPart() {
  const { open, viewer } = useImageViewer();
  const plan = floorPlanImage(useTour());
  return (
    <>
      <FloorPlan image={plan} onOpen={(trigger) => open(floorPlanViewerImages(plan), 0, trigger)} />
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
