import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { ListingSnapshot } from '../../../shared/listing-snapshot';
import { BUILT_IN_SNAPSHOT } from '../../../shared/built-in-snapshot';
import { ListingSnapshotProvider, setPageSnapshot } from '../lib/listing-snapshot';
import type { DocumentsEdition, SiteDocument } from '../features/documents/site-documents';

declare module 'react-router' {
  interface AppLoadContext {
    /** The content to render; the build's prerender passes none and gets the built-in snapshot. */
    listingSnapshot?: ListingSnapshot;
  }
}

/**
 * Runs when a page is prerendered: by the build, and by the page publisher with the tables' content
 * (docs/decisions/published-pages.md). No request from a viewer ever reaches it: every page is static.
 * Always waits for the whole tree (onAllReady), since crawlers and first paint read this HTML.
 * Having our own entry also stops React Router from adding `isbot` and running `npm install`.
 */
export const streamTimeout = 5_000;

/**
 * The documents under /documents/ made from a snapshot, for the page publisher, which writes them
 * beside the pages it renders: through this entry they are made by the build's own code, with the
 * settings the build was made with. Loaded on the first call, so rendering a page never loads jsPDF.
 */
export async function siteDocuments(snapshot: ListingSnapshot, edition: DocumentsEdition): Promise<SiteDocument[]> {
  const { makeSiteDocuments } = await import('../features/documents/site-documents');
  return makeSiteDocuments(snapshot, edition);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const snapshot = setPageSnapshot(loadContext.listingSnapshot ?? BUILT_IN_SNAPSHOT);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ListingSnapshotProvider value={snapshot}>
        <ServerRouter context={routerContext} url={request.url} />
      </ListingSnapshotProvider>,
      {
        // The page is complete when written: every Suspense boundary (the parts that hydrate on scroll)
        // goes in place, never as hidden markup that an inline script reveals up to 300 ms later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
