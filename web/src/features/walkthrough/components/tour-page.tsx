import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ROOM_LAYOUT } from '../../../content/room-layout';
import type { TourCopy } from '../../../content/walkthrough';
import { downloadPath, roomPhotoAsset } from '../../../content/walkthrough-media';
import { deferUntilVisible } from '../../../lib/defer-until-visible';
import { canonicalUrl } from '../../../lib/site-settings';
import { JsonLd } from '../../seo/components/json-ld';
import { serializeJsonLd } from '../../seo/structured-data';
import { VideoFacade } from '../../videos/components/video-facade';
import { videoObjectsJsonLd } from '../../videos/video-json-ld';
import { useTour } from '../hooks/use-tour';
import { shownVideos, type ShownVideo } from '../room-photos';
import { TourCopyContext } from '../tour-copy';
import { ClosingBand } from './closing-band';

const POSTER_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 32px)';

/**
 * The floor plan and each room hydrate when the visitor scrolls near them: ten carousels are
 * most of the page's script work, and none of it is needed for the first screen.
 */
const loadTourParts = () => import('./tour-parts');
const DeferredFloorPlan = deferUntilVisible('tour-floor-plan', () => loadTourParts().then((parts) => ({ default: parts.FloorPlanPart })));
const DEFERRED_ROOMS = ROOM_LAYOUT.map((room, index) => ({
  id: room.id,
  Part: deferUntilVisible(`tour-${room.id}`, () =>
    loadTourParts().then((parts) => {
      const Part = parts.ROOM_PARTS[index];
      if (!Part) throw new Error(`No walkthrough part for room ${room.id}`);
      return { default: Part };
    }),
  ),
}));

/** The first room's first built-in photo: the page's picture for link previews. */
export function tourShareImage(): string | undefined {
  const firstRoom = ROOM_LAYOUT[0];
  return firstRoom && firstRoom.photoCount > 0 ? downloadPath(roomPhotoAsset(firstRoom.id, 1)) : undefined;
}

/**
 * The videos as VideoObjects, written only when the page is rendered (the browser keeps the rendered
 * block): the ids and posters are the page's snapshot's, which the route's meta cannot read.
 */
function videosJsonLd(videos: readonly ShownVideo[]): string | undefined {
  if (!import.meta.env.SSR) return undefined;
  // The site's own poster (search engines accept WebP), never the video site's thumbnail.
  return serializeJsonLd(videoObjectsJsonLd(videos.map((video) => ({ ...video, thumbnailUrl: canonicalUrl(video.thumbnailPath) }))));
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
  const videos = shownVideos(copy.videos, useTour());
  const { header, videosSection, floorPlan, roomsSection } = copy;
  return (
    <TourCopyContext value={copy}>
      <PageHero badges={<StatusBadge tone="on-dark">{header.eyebrow}</StatusBadge>} title={header.title} lead={header.intro(copy.rooms.length)}>
        {admin}
      </PageHero>
      {adminPanel}
      <Section id="videos" title={videosSection.title} intro={videosSection.intro}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 4, md: 5 } }}>
          {videos.map((video, index) => (
            <VideoFacade
              key={video.id}
              title={video.title}
              description={video.description}
              durationLabel={video.durationLabel}
              youtubeId={video.youtubeId}
              poster={video.posterImage}
              playLabel={videosSection.playLabel(video.title, video.durationLabel)}
              sizes={POSTER_SIZES}
              eager
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          ))}
        </Box>
      </Section>
      <Section id="floor-plan" title={floorPlan.title} intro={floorPlan.intro} tone="muted">
        <DeferredFloorPlan />
      </Section>
      <Section id="rooms" title={roomsSection.title} intro={roomsSection.intro}>
        <Stack spacing={{ xs: 6, md: 10 }}>
          {DEFERRED_ROOMS.map(({ id, Part }) => (
            <Part key={id} />
          ))}
        </Stack>
      </Section>
      <ClosingBand />
      <JsonLd json={videosJsonLd(videos)} />
    </TourCopyContext>
  );
}
