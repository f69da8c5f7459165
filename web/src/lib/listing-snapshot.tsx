import { createContext, useContext } from 'react';
import { shownStatements, type ListingFigures } from '../../../shared/listing-facts';
import { unconfirmedShown } from './site-settings';
import { BUILT_IN_SNAPSHOT, LISTING_SNAPSHOT_ELEMENT_ID, snapshotFigures, snapshotScriptText, type ListingSnapshot } from '../../../shared/listing-snapshot';

const ListingSnapshotContext = createContext<ListingSnapshot>(BUILT_IN_SNAPSHOT);

/** Set around the router by both entries: the server's from its render request, the browser's from the page. */
export const ListingSnapshotProvider = ListingSnapshotContext.Provider;

/** The snapshot the page was rendered with (shared/listing-snapshot.ts). */
export function useListingSnapshot(): ListingSnapshot {
  return useContext(ListingSnapshotContext);
}

/**
 * The snapshot as the page may carry it: without the claims and testimonials it must not show (the
 * unconfirmed ones, unless the operator accepts them), so not even the page's source holds them.
 */
function shownSnapshot(snapshot: ListingSnapshot): ListingSnapshot {
  const { claims, testimonials } = snapshot.facts;
  return {
    ...snapshot,
    facts: { ...snapshot.facts, claims: shownStatements(claims, unconfirmedShown('claims')), testimonials: shownStatements(testimonials, unconfirmedShown('testimonials')) },
  };
}

/** The page's copy of its snapshot, which the browser hydrates from; rendered once, in the document's body. */
export function ListingSnapshotData() {
  const snapshot = shownSnapshot(useListingSnapshot());
  return <script type="application/json" id={LISTING_SNAPSHOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: snapshotScriptText(snapshot) }} />;
}

/** The snapshot a page carries; the built-in one when it carries none it can read. */
export function readPageSnapshot(document: Document): ListingSnapshot {
  const text = document.getElementById(LISTING_SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return BUILT_IN_SNAPSHOT;
  try {
    return { ...BUILT_IN_SNAPSHOT, ...(JSON.parse(text) as Partial<ListingSnapshot>) };
  } catch {
    return BUILT_IN_SNAPSHOT;
  }
}


let pageSnapshot: ListingSnapshot = BUILT_IN_SNAPSHOT;

/**
 * Sets the snapshot the page is rendered with, for the routes' `meta` functions, which React Router
 * calls outside React's tree (so without the context): each entry sets it right before it renders,
 * the server before each page (it renders one page at a time), the browser once from the page.
 */
export function setPageSnapshot(snapshot: ListingSnapshot): ListingSnapshot {
  pageSnapshot = snapshot;
  return snapshot;
}

/** The page's figures, for a route's `meta` function (titles and descriptions that state the price). */
export function pageFigures(): ListingFigures {
  return snapshotFigures(pageSnapshot);
}
