import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { imagesRepository } from './images-repository';
import { readTourSnapshot } from './tour-media-repository';

/** The snapshot the public pages are published with: what the tables hold now. */
export async function readListingSnapshot(): Promise<ListingSnapshot> {
  const [featured, tour] = await Promise.all([imagesRepository.listFeatured(), readTourSnapshot()]);
  return { featured, tour };
}
