import { createHash } from 'node:crypto';
import { LISTING_SNAPSHOT_ELEMENT_ID, LISTING_SNAPSHOT_SOURCE_ATTRIBUTE } from '../../shared/listing-snapshot';
import { ROUTE_MANIFEST_ATTRIBUTE, ROUTE_MANIFEST_VERSION, routeManifestFile } from '../../shared/route-manifest';
import { inImportOrder } from './first-load-chunks';
import { pageFile, type PageFile } from './page-file';

/**
 * Prerendered pages paint from their HTML alone; their JavaScript only makes them interactive.
 * React Router's page preloads every first-load chunk from the head and hydrates as soon as they
 * arrive, so on a slow phone link the 150+ KB of scripts share the bandwidth with the HTML and the
 * largest image, and the hydration work competes with the first paint. After the build, each page
 * is rewritten to start its scripts once the page has loaded and painted:
 *
 * - React Router's module script (the bootstrap: it imports the page's route modules, sets the
 *   page's part of the route manifest and imports the entry, which hydrates) leaves the page for a
 *   file of its own, named by its content; an inert script element names it, the route modules and
 *   entry it imports, the shared chunks to preload and the build's whole route manifest;
 * - once the page has loaded (at most LOAD_WAIT_LIMIT_MS) and the next frame has been painted, one
 *   small classic script, the same on every page, adds the preloads one task each (those of the
 *   listing snapshot and the route manifest too, which the entry fetches: addEveryRoute in
 *   web/src/lib/listing-snapshot.tsx), evaluates the shared chunks one task each, each after the
 *   chunks it imports (first-load-chunks.ts; React, MUI and our shell would otherwise run their
 *   module code in one long task), and runs the bootstrap file as a module script.
 *
 * The bootstrap is a file, not inline text: with the page's routes in it, it is about 0.3 KB of
 * compressed document the first round trip cannot spare, and a script hash of its own in every page's
 * policy. The loader, the same on every page, is a file of its own named by its content
 * (HYDRATE_AFTER_LOAD_SCRIPT_PATH, written by the build), added by a few lines of the page's first
 * script: as an inline script it was 0.45 KB of every page's compressed
 * document and one more hash in every page's policy (docs/decisions/first-round-trip.md).
 */

/** Names the page's bootstrap file, run once the page has loaded. */
export const DEFERRED_BOOTSTRAP_ATTRIBUTE = 'data-hydrate-after-load';
/** The route modules and entry the bootstrap imports itself, space-separated: preloaded, evaluated by it. */
export const BOOTSTRAP_IMPORTS_ATTRIBUTE = 'data-bootstrap-imports';
/** The page's shared first-load chunks, space-separated: preloaded and evaluated one task each before the bootstrap runs. */
export const MODULE_PRELOADS_ATTRIBUTE = 'data-modulepreload';
/**
 * The longest hydration waits for the load event, counted from the start of the page's head: an
 * image that is slow to arrive must not keep the page inert for long.
 */
const LOAD_WAIT_LIMIT_MS = 2500;
/** Not a script type, so the browser neither runs nor fetches anything for the deferred bootstrap. */
const INERT_TYPE = 'text/x-deferred-module';

const BOOTSTRAP = /<script type="module" async="">([^]*?)<\/script>/g;
const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The loader, a classic script added by HYDRATE_AFTER_LOAD_STARTER (below). */
export const HYDRATE_AFTER_LOAD_SCRIPT = `(() => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const start = async () => {
    const bootstrap = document.querySelector('script[${DEFERRED_BOOTSTRAP_ATTRIBUTE}]');
    if (!bootstrap) return;
    const list = (name) => (bootstrap.getAttribute(name) ?? '').split(' ').filter(Boolean);
    const shared = list('${MODULE_PRELOADS_ATTRIBUTE}');
    const src = bootstrap.getAttribute('${DEFERRED_BOOTSTRAP_ATTRIBUTE}');
    // What the entry fetches before it hydrates, the listing snapshot (snapshot-file.ts) and the whole
    // route manifest: fetched beside the chunks, not after them.
    const data = [document.getElementById('${LISTING_SNAPSHOT_ELEMENT_ID}')?.getAttribute('${LISTING_SNAPSHOT_SOURCE_ATTRIBUTE}'), bootstrap.getAttribute('${ROUTE_MANIFEST_ATTRIBUTE}')];
    for (const href of data.filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
      await nextTask();
    }
    // One request per task, the snapshot's too: adding them all at once is one long task (20 ms on a
    // fast machine), and one request alone took 7 to 17 ms of main thread in traces of the bench's machine.
    for (const href of [...shared, src, ...list('${BOOTSTRAP_IMPORTS_ATTRIBUTE}')]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
      await nextTask();
    }
    for (const href of shared) {
      // A failed chunk fails the bootstrap's own import below, where React Router reports it.
      await import(href).catch(() => undefined);
      await nextTask();
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.body.append(script);
  };
  start();
})();`;

/** Where the build writes HYDRATE_AFTER_LOAD_SCRIPT: named by its content, so a cached copy is never stale. */
export const HYDRATE_AFTER_LOAD_SCRIPT_PATH = `/assets/hydrate-after-load-${createHash('sha256').update(HYDRATE_AFTER_LOAD_SCRIPT).digest('hex').slice(0, 16)}.js`;

/**
 * Adds HYDRATE_AFTER_LOAD_SCRIPT once the page has loaded (or after the wait limit) and the next frame
 * has been painted (rAF, then a task): a script in the page itself would hold the load event back until
 * it arrived, and one fetched before the first paint is counted into it by Lighthouse's estimate of the
 * largest paint on a slow phone (docs/decisions/hydrate-after-load.md). Part of the page's first inline
 * script (keep-early-clicks.ts); `readyState` covers a late start.
 */
export const HYDRATE_AFTER_LOAD_STARTER = `(() => {
  let waiting = true;
  const addLoader = () => {
    if (!waiting) return;
    waiting = false;
    requestAnimationFrame(() => setTimeout(() => {
      const loader = document.createElement('script');
      loader.src = '${HYDRATE_AFTER_LOAD_SCRIPT_PATH}';
      document.head.append(loader);
    }));
  };
  if (document.readyState === 'complete') addLoader();
  else {
    addEventListener('load', addLoader, { once: true });
    setTimeout(addLoader, ${LOAD_WAIT_LIMIT_MS});
  }
})();`;

/** The page's routes the bootstrap sets, as React Router writes them: JSON indented for reading. */
const PAGE_MANIFEST = /(window\.__reactRouterManifest = )(\{[^]*?\n\});/;

/** What a bootstrap imports: `import * as route0 from "…"`, `import "…"` and `import("…")`. */
const BOOTSTRAP_IMPORT = /\bimport(?:\s*\*\s*as\s+\w+\s+from|\s*\(|\s)\s*"([^"]+)"/g;

/**
 * Rewrites one prerendered page (see the module comment) and returns its bootstrap file; throws
 * when the page is not React Router's.
 */
export function hydrateAfterLoad(html: string): { html: string; bootstrap: PageFile } {
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length !== 1) throw new Error(`Expected one React Router module script, found ${bootstraps.length}`);
  let version: unknown;
  const code = bootstraps[0]![1]!.replace(PAGE_MANIFEST, (_assignment, start: string, json: string) => {
    const manifest = JSON.parse(json) as { version?: unknown };
    version = manifest.version;
    return `${start}${JSON.stringify(manifest)};`;
  });
  if (typeof version !== 'string' || !ROUTE_MANIFEST_VERSION.test(version)) throw new Error(`Expected the page's route manifest to name its version, found ${String(version)}`);
  const bootstrap = pageFile('bootstrap', code);
  const own = [...new Set([...code.matchAll(BOOTSTRAP_IMPORT)].map((match) => match[1]!))];
  const shared = inImportOrder([...html.matchAll(MODULE_PRELOAD_LINK)].map((match) => match[1]!).filter((href) => !own.includes(href)));
  const withoutPreloads = html.replace(MODULE_PRELOAD_LINK, '');
  if (withoutPreloads.includes('rel="modulepreload"')) throw new Error('A modulepreload link has attributes this rewrite does not keep');
  const element =
    `<script type="${INERT_TYPE}" ${DEFERRED_BOOTSTRAP_ATTRIBUTE}="${bootstrap.path}" ` +
    `${BOOTSTRAP_IMPORTS_ATTRIBUTE}="${own.join(' ')}" ${MODULE_PRELOADS_ATTRIBUTE}="${shared.join(' ')}" ` +
    `${ROUTE_MANIFEST_ATTRIBUTE}="${routeManifestFile(version)}"></script>`;
  return { html: withoutPreloads.replace(BOOTSTRAP, () => element), bootstrap };
}
