import { createContext, useContext } from 'react';
import { BUILT_IN_SNAPSHOT, LISTING_SNAPSHOT_ELEMENT_ID, snapshotScriptText, type ListingSnapshot } from '../../../shared/listing-snapshot';

const ListingSnapshotContext = createContext<ListingSnapshot>(BUILT_IN_SNAPSHOT);

/** Set around the router by both entries: the server's from its render request, the browser's from the page. */
export const ListingSnapshotProvider = ListingSnapshotContext.Provider;

/** The snapshot the page was rendered with (shared/listing-snapshot.ts). */
export function useListingSnapshot(): ListingSnapshot {
  return useContext(ListingSnapshotContext);
}

/** The page's copy of its snapshot, which the browser hydrates from; rendered once, in the document's body. */
export function ListingSnapshotData() {
  const snapshot = useListingSnapshot();
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
