import { LISTING_SNAPSHOT_ELEMENT_ID, LISTING_SNAPSHOT_SOURCE_ATTRIBUTE } from '../../shared/listing-snapshot';
import { pageFile, type PageFile } from './page-file';

/**
 * The listing snapshot a page's scripts hydrate with leaves the page's document for a file of its own
 * (docs/decisions/first-round-trip.md): the first paint never reads it, and its 0.5 to 1 KB of
 * compressed JSON are bytes the network's first round trip cannot spare. Pages that carry the same
 * snapshot (all but the two whose lists only they show) name the same file, so a visitor fetches it
 * once. The page keeps the data block, empty, naming the file: the browser entry fetches it before it
 * hydrates (web/src/lib/listing-snapshot.tsx), which it only does once the page has loaded.
 */
const SNAPSHOT_ELEMENT = new RegExp(`<script type="application/json" id="${LISTING_SNAPSHOT_ELEMENT_ID}">([^]*?)</script>`);

export function moveSnapshotOut(html: string): { html: string; snapshot?: PageFile } {
  const match = SNAPSHOT_ELEMENT.exec(html);
  if (!match) return { html };
  const snapshot = pageFile('listingSnapshot', match[1] ?? '');
  const element = `<script type="application/json" id="${LISTING_SNAPSHOT_ELEMENT_ID}" ${LISTING_SNAPSHOT_SOURCE_ATTRIBUTE}="${snapshot.path}"></script>`;
  return { html: html.replace(match[0], () => element), snapshot };
}
