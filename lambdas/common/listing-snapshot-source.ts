import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { publicListingState } from '../../shared/listing-state';
import { imagesRepository } from './images-repository';
import { listingRepository } from './listing-repository';

/** The snapshot the public pages are published with: what the tables hold now. */
export async function readListingSnapshot(): Promise<ListingSnapshot> {
  const [featured, listing] = await Promise.all([imagesRepository.listFeatured(), listingRepository.read().then(publicListingState)]);
  return { featured, listing };
}
