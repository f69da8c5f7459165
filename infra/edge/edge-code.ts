import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { API_ROUTES } from '../../shared/api-routes';
import { VIEWER_HOST_HEADER } from '../../shared/http';
import { IMAGE_FOLDER, MEDIA_PATH_PREFIX } from '../../shared/images';
import { DELIVERED_COST_ENDPOINT, DESTINATION_PARAM, LANGUAGE_PARAM } from '../../shared/delivered-cost-endpoint';
import { FRENCH_PATHS, NOT_FOUND_PAGES, PATHS, PRERENDERED_PATHS, REDIRECTS } from '../../shared/site-routes';
import { ROUTE_MANIFEST_FILE_PREFIX, ROUTE_MANIFEST_PATH, ROUTE_MANIFEST_VERSION } from '../../shared/route-manifest';
import type { PagePolicyTemplate } from '../security-headers';
import type { CloudFrontFunctionEvent, CloudFrontFunctionResult } from './cloudfront-event';

/** What the pages' Content-Security-Policy is made of: the policy around the hashes, and each page's script hashes. */
export interface EdgePagePolicy {
  template: PagePolicyTemplate;
  /** Each page's inline-script hashes ('sha256-…'), by its site path ('/contact/index.html'). */
  pageScripts: Readonly<Record<string, readonly string[]>>;
}

const HASH_PREFIX = "'sha256-";
/** A page's file under its path; edge-function.js's pagePolicy() takes it off the same way. */
const INDEX_FILE = /\/index\.html$/;

/**
 * The policy in the function's compact form (its code must stay under 10 KB): every hash once, without
 * its prefix, and each page's as a list of indexes.
 */
function compactPagePolicy({ template, pageScripts }: EdgePagePolicy) {
  const hashes = [...new Set(Object.values(pageScripts).flat())].sort();
  const bare = hashes.map((hash) => {
    if (!hash.startsWith(HASH_PREFIX) || !hash.endsWith("'")) throw new Error(`Expected a quoted sha256 hash source, not ${hash}`);
    return hash.slice(HASH_PREFIX.length, -1);
  });
  // Keyed by the page's path, not its file ('/contact' for /contact/index.html): 11 bytes less a page.
  const pages = Object.fromEntries(Object.entries(pageScripts).map(([file, scripts]) => [file.replace(INDEX_FILE, '') || '/', scripts.map((hash) => hashes.indexOf(hash)).join(' ')]));
  return { before: template.before, after: template.after, hashes: bare, pages };
}

const functionSourceUrl = new URL('./edge-function.js', import.meta.url);
const CONFIG_PLACEHOLDER = '{} /*@edge-config*/';
/**
 * Dropped from the deployed code, which must stay under 10 KB: a line holding only a comment, each
 * line's indentation, blank lines (edge-function.js has no multi-line string for this to change).
 */
const COMMENT_LINE = /^[ \t]*\/\/.*\n/gm;
const INDENTATION = /^[ \t]+/gm;
const BLANK_LINES = /\n{2,}/g;

/** The data edge-function.js works from, taken from the shared route tables and the pages' policy. */
function edgeConfig(pagePolicy: EdgePagePolicy) {
  return {
    pagePolicy: compactPagePolicy(pagePolicy),
    pages: PRERENDERED_PATHS,
    // An unknown path under /fr/ gets the French 404 page, any other the English one.
    notFoundPages: { en: NOT_FOUND_PAGES.en.file, fr: NOT_FOUND_PAGES.fr.file, frenchPrefix: `${FRENCH_PATHS.home}/` },
    redirects: REDIRECTS,
    mediaPrefix: MEDIA_PATH_PREFIX,
    // Only recorded photos are public; an upload waits unchecked in its own folder until recorded.
    publicMediaFolder: IMAGE_FOLDER,
    // "/api/" and any other first segment the API route table uses.
    passThroughPrefixes: [...new Set(API_ROUTES.map((route) => `/${route.path.split('/')[1]}/`))],
    viewerHostHeader: VIEWER_HOST_HEADER,
    routeManifest: { path: ROUTE_MANIFEST_PATH, prefix: ROUTE_MANIFEST_FILE_PREFIX, version: ROUTE_MANIFEST_VERSION.source },
    // Each estimator page's answer page, in the page's language.
    estimator: {
      param: DESTINATION_PARAM,
      answers: { [PATHS.deliveredCost]: DELIVERED_COST_ENDPOINT, [FRENCH_PATHS.deliveredCost]: `${DELIVERED_COST_ENDPOINT}?${LANGUAGE_PARAM}=fr` },
    },
  };
}

/**
 * The CloudFront Function's code exactly as CloudFront receives it (runtime cloudfront-js-2.0):
 * edge-function.js without its comment lines and indentation, with the shared pages and redirects and the pages' policy filled in. The stack deploys this string
 * and the local server evaluates it, so the two cannot drift.
 */
export function edgeFunctionCode(pagePolicy: EdgePagePolicy): string {
  const source = readFileSync(functionSourceUrl, 'utf8').replace(COMMENT_LINE, '').replace(INDENTATION, '').replace(BLANK_LINES, '\n');
  const [before, after, ...extra] = source.split(CONFIG_PLACEHOLDER);
  if (after === undefined || extra.length > 0) {
    throw new Error(`edge-function.js must contain the placeholder "${CONFIG_PLACEHOLDER}" exactly once`);
  }
  return `${before}${JSON.stringify(edgeConfig(pagePolicy))}${after}`;
}

/**
 * Evaluates edgeFunctionCode() in a fresh V8 context and returns its top-level `handler`, so tests
 * and the local server run the very code CloudFront runs. The context is isolated from Node, so
 * a `require` or Node global that CloudFront lacks fails here too.
 */
export function loadEdgeHandler(pagePolicy: EdgePagePolicy): (event: CloudFrontFunctionEvent) => CloudFrontFunctionResult {
  const context = createContext({});
  runInContext(edgeFunctionCode(pagePolicy), context, { filename: 'edge-function.js' });
  const handler: unknown = context.handler;
  if (typeof handler !== 'function') throw new Error('edge-function.js defines no handler(event)');
  return handler as (event: CloudFrontFunctionEvent) => CloudFrontFunctionResult;
}
