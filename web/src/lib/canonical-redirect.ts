/** Hosts of the local runtime and dev server: never redirected. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type PageLocation = Pick<Location, 'protocol' | 'host' | 'hostname' | 'pathname' | 'search' | 'hash'>;

/**
 * Where the browser must go (docs/product.md#routes): a 'www.' host or plain http moves to
 * https on the host without 'www.', keeping path, query and hash. Null when already canonical.
 * The edge function does the same for requests; this covers pages served from a cache or a proxy.
 */
export function canonicalRedirectTarget(location: PageLocation): string | null {
  if (LOCAL_HOSTS.has(location.hostname)) return null;
  const isWww = location.host.startsWith('www.');
  if (!isWww && location.protocol === 'https:') return null;
  const host = isWww ? location.host.slice(4) : location.host;
  return `https://${host}${location.pathname}${location.search}${location.hash}`;
}

/** Replaces the current history entry with the canonical URL when needed. */
export function redirectToCanonicalOrigin(location: Location = window.location): void {
  const target = canonicalRedirectTarget(location);
  if (target) location.replace(target);
}
