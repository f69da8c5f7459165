import { createHash } from 'node:crypto';
import { createRequestHandler } from 'react-router';
import * as serverBuild from '#server-build';
import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { documentPath } from '../../shared/documents';
import { RENDERED_PATHS, pageFileKey } from '../../shared/site-routes';
import { repairTextIn } from '../../shared/text';
import { finishPage } from '../../web/build/finish-page';
import type { PageFile } from '../../web/build/page-file';
import type { PhotoReader } from '../../web/src/features/documents/zip/photo-package';

const render = createRequestHandler(serverBuild, 'production');

export interface RenderedPage {
  /** The site file it is served as, e.g. contact/index.html. */
  key: string;
  html: string;
  /** The files it names (its later styles, its listing snapshot), written beside it (web/build/finish-page.ts). */
  files: PageFile[];
}

/** The hosts to swap in the rendered pages: the build names the operator's siteHost, the site may be served on another. */
export interface HostRewrite {
  from: string;
  to: string;
}

/**
 * Renders every page the build prerenders with `snapshot`, through the build's own server bundle and
 * entry (web/src/app/entry.server.tsx), and finishes each as the build does; the pages then differ from
 * the build's only in the snapshot's content. The snapshot's text is repaired first (shared/text.ts):
 * the HTML parser would turn an unpaired surrogate into U+FFFD, drop a NUL and make CR a line feed
 * while the page's JSON kept them, and hydration would find the two different.
 */
export async function renderPages(raw: ListingSnapshot, host: HostRewrite): Promise<RenderedPage[]> {
  const snapshot = repairTextIn(raw);
  const pages: RenderedPage[] = [];
  // One at a time: each render is synchronous work on the one core, and memory stays at one page.
  for (const path of RENDERED_PATHS) {
    const response = await render(new Request(`http://localhost${path}`), { listingSnapshot: snapshot });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`Rendering ${path} answered ${response.status}`);
    // The host first: the files a page names are named by their content as served.
    const finished = finishPage(html.replaceAll(host.from, host.to));
    pages.push({ key: pageFileKey(path), ...finished });
  }
  return pages;
}

/** The build's server entry, with the documents' maker it exports (web/src/app/entry.server.tsx). */
type ServerEntry = typeof import('../../web/src/app/entry.server');

/** A file under /documents/, as the site serves it. */
export interface RenderedDocument {
  /** The site file, e.g. documents/ROI_Spreadsheet.xlsx. */
  key: string;
  bytes: Uint8Array;
}

/**
 * Every document under /documents/, made from `snapshot` for the served host, dated `createdAt`; the
 * photo package with the photos `readPhoto` gives.
 */
export async function renderDocuments(snapshot: ListingSnapshot, host: HostRewrite, createdAt: Date, readPhoto: PhotoReader): Promise<RenderedDocument[]> {
  const entry = serverBuild.entry.module as unknown as ServerEntry;
  const documents = await entry.siteDocuments(snapshot, { host: host.to, createdAt, readPhoto });
  return documents.map(({ fileName, bytes }) => ({ key: documentPath(fileName).slice(1), bytes }));
}

/**
 * What a set of pages is rendered from: the build (its assets' version), the host, the seller's day
 * at `now` (the condition report's age counts to it, and the documents are dated with it) and the
 * snapshot as renderPages shows it. The same version means the same pages.
 */
export function renderVersion(snapshot: ListingSnapshot, host: HostRewrite, now: Date): string {
  return createHash('sha256')
    .update(JSON.stringify([serverBuild.assets.version, host, toIsoDate(sellerToday(now)), repairTextIn(snapshot)]))
    .digest('hex')
    .slice(0, 32);
}
