import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { publicListingState } from '../../shared/listing-state-admin';
import { imagesRepository } from './images-repository';
import { listingFactsRepository } from './listing-facts-repository';
import { listingRepository } from './listing-repository';
import { questionsRepository } from './questions-repository';
import { readTourSnapshot } from './tour-media-repository';

/** The snapshot the public pages are published with: what the tables hold now. */
export async function readListingSnapshot(): Promise<ListingSnapshot> {
  const [featured, questions, tour, listing, facts] = await Promise.all([
    imagesRepository.listFeatured(),
    questionsRepository.listPublished(),
    readTourSnapshot(),
    listingRepository.read().then(publicListingState),
    listingFactsRepository.read().then((stored) => stored.facts),
  ]);
  return { featured, questions, tour, listing, facts };
}
