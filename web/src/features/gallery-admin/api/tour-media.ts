import type { TourMediaView } from '../../../../../shared/tour-media';
import {
  TOUR_FLOOR_PLAN_ENDPOINT,
  TOUR_MEDIA_ENDPOINT,
  TOUR_VIDEOS_ENDPOINT,
  tourRoomPhotosEndpoint,
  type TourRoomId,
} from '../../../../../shared/tour-media';
import type { FloorPlanInput, RoomPhotosInput, TourVideosInput } from '../../../../../shared/tour-media-schema';
import useSWR from 'swr';
import { SITE_SWR } from '../../../lib/site-swr';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

/**
 * The tour's placements, with the admin's token. Its SWR key is the endpoint, which the walkthrough's
 * public parts read from the cache (features/walkthrough/hooks/use-tour.ts) to show a change at once.
 */
export function useTourMedia() {
  return useSWR<TourMediaView>(TOUR_MEDIA_ENDPOINT, getTourMedia, SITE_SWR);
}

/** GET /api/tour-media, as stored now. */
export const getTourMedia = () => authorizedApiFetch<TourMediaView>(TOUR_MEDIA_ENDPOINT);

const put = (path: `/api/${string}`, body: unknown) =>
  authorizedApiFetch<TourMediaView>(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** PUT /api/tour-media/rooms/{roomId}: the room's photo list in order, on the version read; none shows the built-in ones. */
export const setRoomPhotos = (roomId: TourRoomId, body: RoomPhotosInput) => put(tourRoomPhotosEndpoint(roomId), body);

/** PUT /api/tour-media/floor-plan */
export const setFloorPlan = (body: FloorPlanInput) => put(TOUR_FLOOR_PLAN_ENDPOINT, body);

/** PUT /api/tour-media/videos */
export const setTourVideos = (body: TourVideosInput) => put(TOUR_VIDEOS_ENDPOINT, body);
