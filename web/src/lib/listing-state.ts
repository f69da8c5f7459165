import { LISTING_ENDPOINT, type PublicListingState } from '../../../shared/listing-state';
import type { ListingFigures } from '../../../shared/listing-figures';
import { useCachedData } from './cached-data';
import { useListingSnapshot } from './listing-snapshot';

/**
 * The listing state the page was rendered with (its snapshot), or the admin's own change to it made on
 * this page: the admin's panel puts the public state it saved under GET /api/listing's key. Nothing is
 * fetched (it only reads SWR's cache), so the first render and hydration show the snapshot.
 */
export function useListingState(): PublicListingState {
  const { listing } = useListingSnapshot();
  const changed = useCachedData<PublicListingState>(LISTING_ENDPOINT);
  return changed ?? listing;
}

/** The listing's price and status (as useListingState has them) with the seller's facts: what content that states a figure takes. */
export function useListingFigures(): ListingFigures {
  const { priceUsd, status } = useListingState();
  return { priceUsd, status, facts: useListingSnapshot().facts };
}
