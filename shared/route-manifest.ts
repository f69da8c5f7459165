/**
 * React Router's route manifest, fetched when a page first needs a route it does not know
 * (docs/decisions/route-manifest-on-demand.md): a page carries only its own routes, and asks
 * ROUTE_MANIFEST_PATH?version=<its build's manifest version>&paths=… for the rest. No server answers
 * that path: the build writes the whole manifest as one file per version, and the edge function
 * serves the file of the version asked for, so a page still open from an earlier deploy gets the
 * routes of its own build, whose chunks the deployments keep.
 */

/** The path React Router asks (its `routeDiscovery.manifestPath`). */
export const ROUTE_MANIFEST_PATH = '/route-manifest';

/** React Router's manifest version: eight hex digits of the manifest's hash. */
export const ROUTE_MANIFEST_VERSION = /^[0-9a-f]{8}$/;

/** The site file that holds a version's manifest; the edge function appends the version and the extension. */
export const ROUTE_MANIFEST_FILE_PREFIX = '/assets/route-manifest-';

export function routeManifestFile(version: string): string {
  if (!ROUTE_MANIFEST_VERSION.test(version)) throw new Error(`not a route manifest version: ${version}`);
  return `${ROUTE_MANIFEST_FILE_PREFIX}${version}.json`;
}

/**
 * The attribute of a page's inert bootstrap element (web/build/hydrate-after-load.ts) that names its
 * build's manifest file: the page's loader preloads it and the entry adds its routes before
 * hydrating (addEveryRoute in web/src/lib/listing-snapshot.tsx).
 */
export const ROUTE_MANIFEST_ATTRIBUTE = 'data-routes';
