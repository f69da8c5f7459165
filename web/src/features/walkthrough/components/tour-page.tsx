import type { ComponentType, ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ROOM_LAYOUT } from '../../../content/room-layout';
import type { TourCopy } from '../../../content/walkthrough';
import { downloadPath, roomPhotoAsset } from '../../../content/walkthrough-media';
import { deferUntilVisible, madeOnce } from '../../../lib/defer-until-visible';
import { TourCopyContext } from '../tour-copy';
import { ClosingBand } from './closing-band';

/** The videos: in the first screen, and a part of their own (tour-videos.tsx). */
const TourVideos = deferUntilVisible('tour-videos', () => import('./tour-videos'), { inFirstScreen: true });

/**
 * The floor plan and each room hydrate when the visitor scrolls near them: ten carousels are
 * most of the page's script work, and none of it is needed for the first screen. The rooms' words
 * come with them: about 2.4 KB gzip a language, which the first screen does not show.
 */
const loadTourParts = () => import('./tour-parts');

interface DeferredTourParts {
  FloorPlan: ComponentType;
  rooms: readonly { id: string; Part: ComponentType }[];
}

/** The deferred parts of one language's walkthrough: the same components on every render. */
const deferredTourParts = madeOnce((loadRooms: TourCopy['loadRooms']): DeferredTourParts => {
  const load = () => Promise.all([loadTourParts(), loadRooms()]).then(([module, rooms]) => module.tourParts(rooms));
  return {
    FloorPlan: deferUntilVisible('tour-floor-plan', () => load().then((loaded) => ({ default: loaded.FloorPlanPart }))),
    rooms: ROOM_LAYOUT.map((room, index) => ({
      id: room.id,
      Part: deferUntilVisible(`tour-${room.id}`, () =>
        load().then((loaded) => {
          const Part = loaded.roomParts[index];
          if (!Part) throw new Error(`No walkthrough part for room ${room.id}`);
          return { default: Part };
        }),
      ),
    })),
  };
});

/** The first room's first built-in photo: the page's picture for link previews. */
export function tourShareImage(): string | undefined {
  const firstRoom = ROOM_LAYOUT[0];
  return firstRoom && firstRoom.photoCount > 0 ? downloadPath(roomPhotoAsset(firstRoom.id, 1)) : undefined;
}

export interface TourPageProps {
  /** The page's words, in its language. */
  copy: TourCopy;
  /** Under the hero's lead: the English page's Admin Mode switch. */
  admin?: ReactNode;
  /** Above the videos: the English page's tour media panel in Admin Mode. */
  adminPanel?: ReactNode;
}

/**
 * The digital walkthrough (docs/product.md#walkthrough) in the language of `copy`: videos, floor plan,
 * the rooms, closing band. The pictures and video ids are the admin's where placed (the page's
 * snapshot), else the built-in ones.
 */
export function TourPage({ copy, admin, adminPanel }: TourPageProps) {
  const { FloorPlan, rooms } = deferredTourParts(copy.loadRooms);
  const { header, videosSection, floorPlan, roomsSection } = copy;
  return (
    <TourCopyContext value={copy}>
      <PageHero badges={<StatusBadge tone="on-dark">{header.eyebrow}</StatusBadge>} title={header.title} lead={header.intro(ROOM_LAYOUT.length)}>
        {admin}
      </PageHero>
      {adminPanel}
      <Section id="videos" title={videosSection.title} intro={videosSection.intro}>
        <TourVideos />
      </Section>
      <Section id="floor-plan" title={floorPlan.title} intro={floorPlan.intro} tone="muted">
        <FloorPlan />
      </Section>
      <Section id="rooms" title={roomsSection.title} intro={roomsSection.intro}>
        <Stack spacing={{ xs: 6, md: 10 }}>
          {rooms.map(({ id, Part }) => (
            <Part key={id} />
          ))}
        </Stack>
      </Section>
      <ClosingBand />
    </TourCopyContext>
  );
}
