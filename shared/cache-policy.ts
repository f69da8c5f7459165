import { DOCUMENT_CONTENT_DISPOSITION, documentContentType } from './documents';

/**
 * Cache-Control per site path: one rule for the S3 deployment and the local server.
 * Hashed build assets never change; HTML must be revalidated so a deploy shows at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

export function cacheControlForSitePath(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (path.endsWith('.html') || path.endsWith('.json') || path.endsWith('.xml') || path.endsWith('.txt')) return REVALIDATE;
  return SHORT;
}

/** Photos live under unique keys and are never rewritten in place. */
export const MEDIA_CACHE_CONTROL = IMMUTABLE;

/** What a site file is served with beyond its body. */
export interface SiteFileHeaders {
  cacheControl: string;
  /** Set where the type cannot be guessed from the extension (by `aws s3 sync` or the local server). */
  contentType?: string;
  contentDisposition?: string;
}

/**
 * The headers of a site file. The documents under /documents/ carry their type and are saved
 * rather than shown; they keep their names while the page publisher writes them again after each
 * change of the listing, so they are revalidated like the pages: a link never serves an old price.
 */
export function siteFileHeaders(path: string): SiteFileHeaders {
  const contentType = documentContentType(path);
  if (contentType) return { cacheControl: REVALIDATE, contentType, contentDisposition: DOCUMENT_CONTENT_DISPOSITION };
  return { cacheControl: cacheControlForSitePath(path) };
}
