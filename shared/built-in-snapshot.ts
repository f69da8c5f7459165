import { BUILT_IN_FACTS } from './listing-facts';
import type { ListingFigures } from './listing-figures';
import { snapshotFigures, type ListingSnapshot } from './listing-snapshot';
import { BUILT_IN_LISTING_STATE } from './listing-state';
import { BUILT_IN_TOUR } from './tour-media';

/*
 * The built-in snapshot, in a module of its own: the build, the page publisher and the tests read it,
 * while a page's code reads the snapshot its HTML carries, so the built-in record (testimonials,
 * documents' content) is no part of any page's first-load JavaScript.
 */

/** What the build renders: the content in the repository and nothing the admin has added. */
export const BUILT_IN_SNAPSHOT: ListingSnapshot = { featured: [], gallery: null, questions: [], tour: BUILT_IN_TOUR, listing: BUILT_IN_LISTING_STATE, facts: BUILT_IN_FACTS, conditionPhotos: {}, conditionDocuments: [] };

/** The figures of the built-in snapshot: what the build's pages and documents state. */
export const BUILT_IN_FIGURES: ListingFigures = snapshotFigures(BUILT_IN_SNAPSHOT);
