import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../../shared/cache-policy';
import { PAGE_FILE_KINDS, pageFileKindOf, type PageFileKind } from '../../shared/published-pages';
import { FRENCH_PATHS, PAGE_PATHS, PATHS, localizedGuidePath, resourceGuidePath } from '../../shared/site-routes';
import { DEFERRED_BOOTSTRAP_ATTRIBUTE } from '../../web/build/hydrate-after-load';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * A page's document, with its response headers, within what the network's first round trip carries
 * (docs/decisions/first-round-trip.md): a new connection's first flight is 10 packets, about 14.6 KB,
 * so a document under 14 KB arrives whole before the browser has to wait for an acknowledgement.
 * Measured as the local runtime sends it (brotli, as CloudFront compresses; HTTP/1.1 headers, every
 * byte), on the pages the runtime has just published, as a visitor gets them.
 */

const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * Home in both languages, and every page that fits with room to spare (0.7 KB and more, 2026-11-27):
 * the pages that do not yet fit are listed in the decision with their figures.
 */
const HELD_PAGES = [
  PATHS.home,
  FRENCH_PATHS.home,
  PATHS.overview,
  PATHS.gallery,
  PATHS.condition,
  PATHS.resources,
  resourceGuidePath('compliance-guide'),
  resourceGuidePath('maintenance-guide'),
  resourceGuidePath('roi-guide'),
  PATHS.alberta,
  PATHS.saskatchewan,
  PATHS.canadaUsa,
  PATHS.deliveredCost,
  PATHS.questions,
  FRENCH_PATHS.questions,
  FRENCH_PATHS.resources,
  localizedGuidePath('roi-guide', 'fr'),
  FRENCH_PATHS.alberta,
  FRENCH_PATHS.saskatchewan,
  FRENCH_PATHS.canadaUsa,
  FRENCH_PATHS.gallery,
  FRENCH_PATHS.condition,
  FRENCH_PATHS.deliveredCost,
];

/** How each kind of page file begins: CSS rules, the snapshot's JSON, React Router's bootstrap module. */
const FILE_STARTS: Record<PageFileKind, RegExp> = {
  laterStyles: /^(\.css-|@media)/,
  listingSnapshot: /^\{"featured":/,
  bootstrap: /^;\s*import \* as route0 from "\/assets\//,
};

interface SentResponse {
  status: number;
  /** The status line and header block as sent, blank line included. */
  headerBytes: number;
  /** The body as sent, compressed. */
  bodyBytes: number;
  header: (name: string) => string | undefined;
}

/** One GET as a browser asking for brotli makes it, counting the bytes of the response as they come. */
function get(url: string): Promise<SentResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = response.rawHeaders;
        let headerBytes = Buffer.byteLength(`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n\r\n`);
        for (let index = 0; index < raw.length; index += 2) headerBytes += Buffer.byteLength(`${raw[index]}: ${raw[index + 1]}\r\n`);
        const bodyBytes = Buffer.concat(chunks).length;
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value.join(', ') : value;
        };
        resolve({ status: response.statusCode ?? 0, headerBytes, bodyBytes, header });
      });
    })
      .on('error', reject)
      .end();
  });
}

let stack: TestStack;
const pages = new Map<string, SentResponse>();

beforeAll(async () => {
  stack = await startTestStack();
  for (const path of PAGE_PATHS) pages.set(path, await get(`${stack.url}${path}`));
  console.log(
    [...pages].map(([path, page]) => `${path}: ${page.bodyBytes} + ${page.headerBytes} = ${page.bodyBytes + page.headerBytes} bytes`).join('\n'),
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe("a page's document in the first round trip", () => {
  it.each(HELD_PAGES)('%s: the compressed document and its headers are under 14 KB', (path) => {
    const page = pages.get(path)!;

    expect(page.status).toBe(200);
    expect(page.header('content-encoding')).toBe('br');
    expect(page.bodyBytes + page.headerBytes).toBeLessThan(FIRST_ROUND_TRIP_BYTES);
  });

  it('every file a page names (its later styles, its listing snapshot, its bootstrap) is served as a hashed asset', async () => {
    const named = new Map<string, PageFileKind>();
    for (const path of PAGE_PATHS) {
      const html = await (await fetch(`${stack.url}${path}`)).text();
      for (const [, href = ''] of html.matchAll(/<link rel="stylesheet" href="([^"]+)" media="print"/g)) named.set(href, 'laterStyles');
      for (const [, href = ''] of html.matchAll(/<script type="application\/json" id="listing-snapshot" data-src="([^"]+)"><\/script>/g)) named.set(href, 'listingSnapshot');
      for (const [, href = ''] of html.matchAll(new RegExp(`${DEFERRED_BOOTSTRAP_ATTRIBUTE}="([^"]+)"`, 'g'))) named.set(href, 'bootstrap');
    }

    expect(new Set(named.values())).toEqual(new Set(Object.keys(PAGE_FILE_KINDS)));
    for (const [href, kind] of named) {
      const file = await fetch(`${stack.url}${href}`);
      expect(pageFileKindOf(href), href).toBe(kind);
      expect(file.status, href).toBe(200);
      expect(file.headers.get('content-type')).toMatch(new RegExp(`^${PAGE_FILE_KINDS[kind].contentType.split(';')[0]}\\b`));
      expect(file.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await file.text()).toMatch(FILE_STARTS[kind]);
    }
  });

  it('a later stylesheet the page publisher never wrote is not there: 403, as S3 answers for a missing key', async () => {
    const missing = await fetch(`${stack.url}/assets/later-0000000000000000.css`);

    expect(missing.status).toBe(403);
  });
});
