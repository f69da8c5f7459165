import { tourVideosSchema } from '../shared/tour-media-schema';
import { requireAdmin } from './common/auth';
import { httpHandler, parseJsonBody } from './common/http';
import { applyTourMediaChange } from './common/tour-media-change';
import { PLACEMENT_KEYS, tourMediaRepository } from './common/tour-media-repository';
import type { TourPlacements } from '../shared/tour-media';
import { auditedTourChange } from './common/tour-media-audit';

/** PUT /api/tour-media/videos (admin): the listed videos' YouTube ids and posters; null keeps the built-in one. */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const { videos } = parseJsonBody(event, tourVideosSchema, { maxBytes: 2 * 1024 });
  const videosOf = (placements: TourPlacements) =>
    Object.fromEntries(Object.entries(placements.videos).map(([id, video]) => [id, { youtubeId: video.youtubeId, posterImageId: video.posterImageId }]));
  return auditedTourChange(admin, 'tour.videos', 'videos', videosOf, () => applyTourMediaChange(admin, {
    placements: videos.map((video) => PLACEMENT_KEYS.video(video.id)),
    imageIds: videos.flatMap((video) => video.posterImageId ?? []),
    details: { videos },
    write: (stamp) => tourMediaRepository.setVideos(videos, stamp),
  }));
});
