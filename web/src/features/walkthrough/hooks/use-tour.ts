import { TOUR_MEDIA_ENDPOINT, type TourMediaView, type TourSnapshot } from '../../../../../shared/tour-media';
import { useCachedData } from '../../../lib/cached-data';
import { useListingSnapshot } from '../../../lib/listing-snapshot';

/**
 * The tour the page was rendered with, or, once the admin has changed it in Admin Mode on this
 * page, the tour the API answered (read from the cache, never fetched here).
 */
export function useTour(): TourSnapshot {
  const { tour } = useListingSnapshot();
  const changed = useCachedData<TourMediaView>(TOUR_MEDIA_ENDPOINT);
  return changed?.tour ?? tour;
}
