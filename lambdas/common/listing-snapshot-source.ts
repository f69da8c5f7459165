import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { imagesRepository } from './images-repository';
import { questionsRepository } from './questions-repository';

/** The snapshot the public pages are published with: what the tables hold now. */
export async function readListingSnapshot(): Promise<ListingSnapshot> {
  const [featured, questions] = await Promise.all([imagesRepository.listFeatured(), questionsRepository.listPublished()]);
  return { featured, questions };
}
