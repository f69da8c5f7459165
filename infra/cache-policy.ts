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
