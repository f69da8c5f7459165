import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_SNAPSHOT } from '../../../shared/built-in-snapshot';
import { LISTING_SNAPSHOT_ELEMENT_ID, snapshotScriptText, type ListingSnapshot } from '../../../shared/listing-snapshot';
import { FRENCH_PATHS, PATHS } from '../../../shared/site-routes';
import { buildImageRecord } from '../../../test/fixtures/images';
import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import { ROUTE_MANIFEST_ATTRIBUTE } from '../../../shared/route-manifest';
import { ListingSnapshotData, ListingSnapshotProvider, addEveryRoute, loadPageSnapshot } from './listing-snapshot';

/** A document whose snapshot block holds `text` (none for undefined), or names the file `source`. */
const pageWith = (text: string | undefined, source: string | null = null) =>
  ({ getElementById: () => (text === undefined ? null : { textContent: text, getAttribute: () => source }) }) as unknown as Document;

describe('loadPageSnapshot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the whole snapshot the page carries', async () => {
    expect(await loadPageSnapshot(pageWith(snapshotScriptText(BUILT_IN_SNAPSHOT)))).toEqual(BUILT_IN_SNAPSHOT);
  });

  it('reads none from a page without one, with one it cannot parse, or with a part missing', async () => {
    const { facts: _facts, ...withoutFacts } = BUILT_IN_SNAPSHOT;
    for (const text of [undefined, '', '{"featured":', 'null', '[]', JSON.stringify(withoutFacts)]) expect(await loadPageSnapshot(pageWith(text))).toBeUndefined();
  });

  it('fetches the snapshot from the file a served page names', async () => {
    const fetched = vi.fn(async () => new Response(snapshotScriptText(BUILT_IN_SNAPSHOT), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetched);

    expect(await loadPageSnapshot(pageWith('', '/assets/snapshot-0123456789abcdef.json'))).toEqual(BUILT_IN_SNAPSHOT);
    expect(fetched).toHaveBeenCalledWith('/assets/snapshot-0123456789abcdef.json');
  });

  it('reads none when the named file is missing, cannot be fetched, or is not a whole snapshot', async () => {
    const source = '/assets/snapshot-0123456789abcdef.json';
    for (const answer of [
      async () => new Response('Not found', { status: 403 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('{"featured":[]}'),
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      expect(await loadPageSnapshot(pageWith('', source))).toBeUndefined();
    }
  });
});

describe('addEveryRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const MANIFEST_FILE = '/assets/route-manifest-0123abcd.json';
  /** A document whose bootstrap element names `file` (none for null). */
  const pageNaming = (file: string | null) =>
    ({ querySelector: (selector: string) => (file !== null && selector === `[${ROUTE_MANIFEST_ATTRIBUTE}]` ? { getAttribute: () => file } : null) }) as unknown as Document;
  const route = (id: string, module: string) => ({ id, module }) as unknown as AssetsManifest['routes'][string];
  /** The page's manifest: the root and its own route, as its bootstrap sets them. */
  const pageManifest = () => ({ version: '0123abcd', routes: { root: route('root', '/assets/root-1.js'), 'routes/walkthrough': route('routes/walkthrough', '/assets/walkthrough-1.js') } }) as unknown as AssetsManifest;

  it("adds the routes of the file the page names to the page's own, which it keeps", async () => {
    const fetched = vi.fn(async () => Response.json({ root: route('root', '/assets/root-0.js'), 'routes/contact': route('routes/contact', '/assets/contact-1.js') }));
    vi.stubGlobal('fetch', fetched);
    const manifest = pageManifest();

    await addEveryRoute(pageNaming(MANIFEST_FILE), manifest);

    expect(fetched).toHaveBeenCalledWith(MANIFEST_FILE);
    expect(manifest.routes).toEqual({ ...pageManifest().routes, 'routes/contact': route('routes/contact', '/assets/contact-1.js') });
  });

  it('leaves the routes as they are when the page names no file, or the file is missing, cannot be fetched or is not JSON', async () => {
    const answers = [async () => new Response('Forbidden', { status: 403 }), async () => Promise.reject(new TypeError('Failed to fetch')), async () => new Response('<html>')];
    for (const [file, answer] of [[null, answers[0]!], ...answers.map((one) => [MANIFEST_FILE, one] as const)] as const) {
      vi.stubGlobal('fetch', vi.fn(answer));
      const manifest = pageManifest();

      await addEveryRoute(pageNaming(file), manifest);

      expect(manifest).toEqual(pageManifest());
    }
  });
});

const published: ListingSnapshot = {
  ...BUILT_IN_SNAPSHOT,
  gallery: [buildImageRecord({ caption: 'Curb side' })],
  conditionPhotos: { generator: [{ publicUrl: '/media/images/1700000000000-aa11bb22.jpg', width: 800, height: 600, variantWidths: [], alt: 'Generator', caption: null, captionFr: null }] },
};

/** The snapshot block a page at `path` carries, read back as the browser reads it. */
function carriedSnapshot(path: string): Partial<ListingSnapshot> {
  const Stub = createRoutesStub([{ path: '*', Component: ListingSnapshotData }]);
  const html = renderToString(
    <ListingSnapshotProvider value={published}>
      <Stub initialEntries={[path]} />
    </ListingSnapshotProvider>,
  );
  const text = new RegExp(`<script type="application/json" id="${LISTING_SNAPSHOT_ELEMENT_ID}">([^]*?)</script>`).exec(html)?.[1];
  return JSON.parse(text!) as Partial<ListingSnapshot>;
}

describe("the page's snapshot block", () => {
  it('carries the gallery photos on the gallery only, and the condition photos on the condition report only, in either language', () => {
    for (const path of [PATHS.gallery, FRENCH_PATHS.gallery]) expect(carriedSnapshot(path).gallery).toEqual(published.gallery);
    for (const path of [PATHS.condition, FRENCH_PATHS.condition]) expect(carriedSnapshot(path).conditionPhotos).toEqual(published.conditionPhotos);
    for (const path of [PATHS.home, PATHS.walkthrough, PATHS.contact]) {
      const snapshot = carriedSnapshot(path);
      expect(snapshot.gallery).toBeNull();
      expect(snapshot.conditionPhotos).toEqual({});
      expect(snapshot.listing).toEqual(published.listing);
    }
  });
});
