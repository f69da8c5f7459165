import Box from '@mui/material/Box';
import { canonicalUrl } from '../../../lib/site-settings';
import { JsonLd } from '../../seo/components/json-ld';
import { serializeJsonLd } from '../../seo/structured-data';
import { VideoFacade } from '../../videos/components/video-facade';
import { videoObjectsJsonLd } from '../../videos/video-json-ld';
import { useTour } from '../hooks/use-tour';
import { shownVideos, type ShownVideo } from '../room-photos';
import { useTourCopy } from '../tour-copy';

const POSTER_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 32px)';

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
 * The walkthrough's videos, a part of their own (lib/defer-until-visible): the posters are in the
 * first screen, and a play button pressed before the player's code is there is kept and carried out.
 * The ids and posters are the admin's where placed (the page's snapshot), else the built-in ones.
 */
export default function TourVideos() {
  const copy = useTourCopy();
  const videos = shownVideos(copy.videos, useTour());
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 4, md: 5 } }}>
        {videos.map((video, index) => (
          <VideoFacade
            key={video.id}
            title={video.title}
            description={video.description}
            durationLabel={video.durationLabel}
            youtubeId={video.youtubeId}
            poster={video.posterImage}
            playLabel={copy.videosSection.playLabel(video.title, video.durationLabel)}
            sizes={POSTER_SIZES}
            eager
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        ))}
      </Box>
      <JsonLd json={videosJsonLd(videos)} />
    </>
  );
}
