import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { imagesRepository } from './images-repository';
import { questionsRepository } from './questions-repository';
import { readTourSnapshot } from './tour-media-repository';

/** The snapshot the public pages are published with: what the tables hold now. */
export async function readListingSnapshot(): Promise<ListingSnapshot> {
  const [featured, questions, tour] = await Promise.all([imagesRepository.listFeatured(), questionsRepository.listPublished(), readTourSnapshot()]);
  return { featured, questions, tour };
}
