import { createContext, useContext } from 'react';
import { useLocation, type UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import { ROUTE_MANIFEST_ATTRIBUTE } from '../../../shared/route-manifest';
import { pageIdOfPath } from '../../../shared/site-routes';
import { shownStatements, type ListingFigures } from '../../../shared/listing-figures';
import { unconfirmedShown } from './site-settings';
import { LISTING_SNAPSHOT_ELEMENT_ID, LISTING_SNAPSHOT_SOURCE_ATTRIBUTE, snapshotFigures, snapshotScriptText, type ListingSnapshot } from '../../../shared/listing-snapshot';

// No default: the built-in snapshot is no part of a page's code (shared/built-in-snapshot.ts).
const ListingSnapshotContext = createContext<ListingSnapshot | null>(null);

/** Set around the router by both entries: the server's from its render request, the browser's from the page. */
export const ListingSnapshotProvider = ListingSnapshotContext.Provider;

/** The snapshot the page was rendered with (shared/listing-snapshot.ts). */
export function useListingSnapshot(): ListingSnapshot {
  const snapshot = useContext(ListingSnapshotContext);
  if (!snapshot) throw new Error('useListingSnapshot needs a ListingSnapshotProvider around the component');
  return snapshot;
}

/**
 * The snapshot as the page at `path` may carry it: without the claims and testimonials it must not
 * show (the unconfirmed ones, unless the operator accepts them), so not even the page's source holds
 * them; and with the photo and document lists only one page shows left to that page, since every page's document
 * carries its snapshot (elsewhere they are empty, as in the build's snapshot).
 */
function shownSnapshot(snapshot: ListingSnapshot, path: string): ListingSnapshot {
  const { claims, testimonials } = snapshot.facts;
  // The page in either language.
  const page = pageIdOfPath(path);
  return {
    ...snapshot,
    gallery: page === 'gallery' ? snapshot.gallery : null,
    conditionPhotos: page === 'condition' ? snapshot.conditionPhotos : {},
    conditionDocuments: page === 'condition' ? snapshot.conditionDocuments : [],
    facts: { ...snapshot.facts, claims: shownStatements(claims, unconfirmedShown('claims')), testimonials: shownStatements(testimonials, unconfirmedShown('testimonials')) },
  };
}

/** The page's copy of its snapshot, which the browser hydrates from; rendered once, in the document's body. */
export function ListingSnapshotData() {
  const snapshot = shownSnapshot(useListingSnapshot(), useLocation().pathname);
  return <script type="application/json" id={LISTING_SNAPSHOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: snapshotScriptText(snapshot) }} />;
}

/** The parts of a snapshot: a page's copy without one of them cannot render its page again. */
const SNAPSHOT_PARTS = Object.keys({ featured: true, gallery: true, questions: true, tour: true, listing: true, facts: true, conditionPhotos: true, conditionDocuments: true } satisfies Record<keyof ListingSnapshot, true>);

/** A snapshot's text as a whole snapshot; undefined when it cannot be read or has a part missing. */
function parseSnapshot(text: string): ListingSnapshot | undefined {
  try {
    const snapshot: unknown = JSON.parse(text);
    return snapshot && typeof snapshot === 'object' && SNAPSHOT_PARTS.every((part) => part in snapshot) ? (snapshot as ListingSnapshot) : undefined;
  } catch {
    return undefined;
  }
}

declare global {
  interface Window {
    /** Set by React Router's bootstrap (web/build/hydrate-after-load.ts): the page's own routes. */
    __reactRouterManifest?: AssetsManifest;
  }
}

/**
 * The whole snapshot a page carries: in the file its data block names (a served page,
 * web/build/snapshot-file.ts) or in the block itself (a page as rendered); undefined when it carries
 * none, one that cannot be fetched or read, or one with a part missing.
 */
export async function loadPageSnapshot(document: Document): Promise<ListingSnapshot | undefined> {
  const element = document.getElementById(LISTING_SNAPSHOT_ELEMENT_ID);
  if (!element) return undefined;
  const source = element.getAttribute(LISTING_SNAPSHOT_SOURCE_ATTRIBUTE);
  if (!source) return parseSnapshot(element.textContent ?? '');
  try {
    const response = await fetch(source);
    return response.ok ? parseSnapshot(await response.text()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds every route of the site (its build's whole route manifest, which the page names and its loader
 * preloads) to the page's own before React Router starts; the entry waits for it as it does for the
 * snapshot (docs/decisions/every-route-before-hydrating.md). A page carries only its own routes, and
 * React Router asks for the others as soon as links to them are on the page, right after hydrating;
 * adding them then updated the router, and React had to hydrate each deferred part still waiting for
 * its code before it could apply that (a render thrown away and started again per part, thirteen on
 * /walkthrough). Resolves in every case: without the file, React Router asks for the routes it lacks.
 */
export async function addEveryRoute(document: Document, manifest = window.__reactRouterManifest): Promise<void> {
  const file = document.querySelector(`[${ROUTE_MANIFEST_ATTRIBUTE}]`)?.getAttribute(ROUTE_MANIFEST_ATTRIBUTE);
  if (!manifest || !file) return;
  try {
    const response = await fetch(file);
    // The build's own file, named by its content: an object of routes by id.
    const routes: unknown = response.ok && (await response.json());
    if (typeof routes === 'object') manifest.routes = { ...routes, ...manifest.routes };
  } catch {
    // A failed request or a file that is not JSON.
  }
}

let pageSnapshot: ListingSnapshot | undefined;

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
  if (!pageSnapshot) throw new Error('pageFigures is called before the entry set the page snapshot');
  return snapshotFigures(pageSnapshot);
}
