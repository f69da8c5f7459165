import type { ConditionPhotos } from './condition-report';
import type { ImageRecord } from './images';
import type { PublishedInspectionDocument } from './inspection-documents';
import type { ListingFacts } from './listing-facts';
import type { ListingFigures } from './listing-figures';
import type { PublishedQuestion } from './questions';
import type { TourSnapshot } from './tour-media';
import type { PublicListingState } from './listing-state';

/**
 * What the public pages show that the admin changes without a deploy. Every prerendered page is
 * rendered with one snapshot and carries it as a JSON data block, from which the page's code hydrates
 * the same markup: the build renders the built-in snapshot, the page publisher (lambdas/publish-pages.ts)
 * renders the pages again with what the tables hold after each admin change.
 */
export interface ListingSnapshot {
  /** The featured images, as GET /api/images?featured=true lists them: the one flagged `hero` is the main photo. */
  featured: ImageRecord[];
  /**
   * The exterior gallery's photos, as GET /api/images?category=exterior lists them, so /gallery's grid
   * is in the page's HTML. Null where the tables were not read (the build): the page fetches the list.
   */
  gallery: ImageRecord[] | null;
  /** The published questions and answers, public fields only, in the admin's order. */
  questions: PublishedQuestion[];
  /** The walkthrough's room photos, floor plan and videos the admin placed; empty shows the built-in ones. */
  tour: TourSnapshot;
  /** The listing's status, price, note and dated history, without the admins' names (shared/listing-state.ts). */
  listing: PublicListingState;
  /** The seller's facts: the CAD rate, the seller's identity, the unit's numbers, claims, testimonials and documents' content. */
  facts: ListingFacts;
  /** The condition report's photos as pages show them, by component (the report names them by image id). */
  conditionPhotos: ConditionPhotos;
  /** The condition report's inspection documents, public fields only, newest issue first. */
  conditionDocuments: PublishedInspectionDocument[];
}

/** The id of the page's `<script type="application/json">` holding its snapshot. */
export const LISTING_SNAPSHOT_ELEMENT_ID = 'listing-snapshot';
/** On a served page the snapshot's element is empty and names the file holding it (web/build/snapshot-file.ts). */
export const LISTING_SNAPSHOT_SOURCE_ATTRIBUTE = 'data-src';

/**
 * The snapshot as the text of a JSON data block: `<` is escaped so no value can close the script
 * element. A data block is never executed, so the site's script policy neither needs nor checks its hash.
 */
export function snapshotScriptText(snapshot: ListingSnapshot): string {
  return JSON.stringify(snapshot).replaceAll('<', '\\u003c');
}

/** The figures every reader takes from a snapshot: its listing's price and status, and its facts. */
export function snapshotFigures({ listing, facts }: ListingSnapshot): ListingFigures {
  return { priceUsd: listing.priceUsd, status: listing.status, facts };
}
