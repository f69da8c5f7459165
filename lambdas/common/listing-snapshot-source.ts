import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { imagesRepository } from './images-repository';

/** The snapshot the public pages are published with: what the tables hold now. */
export async function readListingSnapshot(): Promise<ListingSnapshot> {
  const [featured] = await Promise.all([imagesRepository.listFeatured()]);
  return { featured };
}
