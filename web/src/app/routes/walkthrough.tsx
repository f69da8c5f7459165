import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { PATHS } from '../../../../shared/site-routes';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { StatusBadge } from '../../components/ui/status-badge';
import { ROOMS } from '../../content/rooms';
import {
  FLOOR_PLAN,
  ROOMS_SECTION,
  TOUR_VIDEOS,
  VIDEOS_SECTION,
  WALKTHROUGH_HEADER,
  WALKTHROUGH_META,
} from '../../content/walkthrough';
import { downloadPath, roomPhotoAsset } from '../../content/walkthrough-media';
import { JsonLd } from '../../features/seo/components/json-ld';
import { serializeJsonLd } from '../../features/seo/structured-data';
import { VideoFacade } from '../../features/videos/components/video-facade';
import { videoObjectsJsonLd } from '../../features/videos/video-json-ld';
import { ClosingBand } from '../../features/walkthrough/components/closing-band';
import { useTour } from '../../features/walkthrough/hooks/use-tour';
import { shownVideos, type ShownVideo } from '../../features/walkthrough/room-photos';
import { hasStoredSession } from '../../lib/auth/stored-session';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { canonicalUrl } from '../../lib/site-settings';
import { pageMeta } from '../seo';
import type { Route } from './+types/walkthrough';

const POSTER_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 32px)';

/**
 * The floor plan and each room hydrate when the visitor scrolls near them: ten carousels are
 * most of the page's script work, and none of it is needed for the first screen.
 */
const loadTourParts = () => import('../../features/walkthrough/components/tour-parts');
const DeferredFloorPlan = deferUntilVisible('tour-floor-plan', () => loadTourParts().then((parts) => ({ default: parts.FloorPlanPart })));
const DEFERRED_ROOMS = ROOMS.map((room, index) => ({
  id: room.id,
  Part: deferUntilVisible(`tour-${room.id}`, () =>
    loadTourParts().then((parts) => {
      const Part = parts.ROOM_PARTS[index];
      if (!Part) throw new Error(`No walkthrough part for room ${room.id}`);
      return { default: Part };
    }),
  ),
}));

// Sign-in and admin code load only for someone who has signed in on this browser.
const GalleryAdminBar = lazy(() => import('../../features/gallery-admin/components/gallery-admin-bar'));
const TourMediaPanel = lazy(() => import('../../features/gallery-admin/components/tour-media-panel'));

const firstRoom = ROOMS[0];
const SHARE_IMAGE = firstRoom && firstRoom.photoCount > 0 ? downloadPath(roomPhotoAsset(firstRoom.id, 1)) : undefined;

export const meta: Route.MetaFunction = () => pageMeta({ ...WALKTHROUGH_META, path: PATHS.walkthrough, ...(SHARE_IMAGE ? { image: SHARE_IMAGE } : {}) });

/**
 * The videos as VideoObjects, written only when the page is rendered (the browser keeps the rendered
 * block): the ids and posters are the page's snapshot's, which the route's meta cannot read.
 */
function videosJsonLd(videos: readonly ShownVideo[]): string | undefined {
  if (!import.meta.env.SSR) return undefined;
  // The site's own poster (search engines accept WebP), never the video site's thumbnail.
  return serializeJsonLd(videoObjectsJsonLd(videos.map((video) => ({ ...video, thumbnailUrl: canonicalUrl(video.thumbnailPath) }))));
}

/**
 * The digital walkthrough (docs/product.md#walkthrough): videos, floor plan, the 10 rooms, closing band. The
 * pictures and video ids are the admin's where placed (the page's snapshot), else the built-in ones.
 */
export default function Walkthrough() {
  const videos = shownVideos(TOUR_VIDEOS, useTour());
  const [maybeSignedIn, setMaybeSignedIn] = useState(false);
  const [adminMode, setAdminMode] = useState(false);
  useEffect(() => setMaybeSignedIn(hasStoredSession()), []);
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="on-dark">{WALKTHROUGH_HEADER.eyebrow}</StatusBadge>}
        title={WALKTHROUGH_HEADER.title}
        lead={WALKTHROUGH_HEADER.intro(ROOMS.length)}
      >
        {maybeSignedIn && (
          <Box sx={{ mt: 3 }}>
            <Suspense fallback={null}>
              <GalleryAdminBar adminMode={adminMode} onAdminModeChange={setAdminMode} signedOut={null} />
            </Suspense>
          </Box>
        )}
      </PageHero>
      {adminMode && (
        <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
          <Suspense fallback={null}>
            <TourMediaPanel />
          </Suspense>
        </Container>
      )}
      <Section id="videos" title={VIDEOS_SECTION.title} intro={VIDEOS_SECTION.intro}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 4, md: 5 } }}>
          {videos.map((video, index) => (
            <VideoFacade
              key={video.id}
              title={video.title}
              description={video.description}
              durationLabel={video.durationLabel}
              youtubeId={video.youtubeId}
              poster={video.posterImage}
              playLabel={VIDEOS_SECTION.playLabel(video.title, video.durationLabel)}
              sizes={POSTER_SIZES}
              eager
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          ))}
        </Box>
      </Section>
      <Section id="floor-plan" title={FLOOR_PLAN.title} intro={FLOOR_PLAN.intro} tone="muted">
        <DeferredFloorPlan />
      </Section>
      <Section id="rooms" title={ROOMS_SECTION.title} intro={ROOMS_SECTION.intro}>
        <Stack spacing={{ xs: 6, md: 10 }}>
          {DEFERRED_ROOMS.map(({ id, Part }) => (
            <Part key={id} />
          ))}
        </Stack>
      </Section>
      <ClosingBand />
      <JsonLd json={videosJsonLd(videos)} />
    </>
  );
}
