import { PRIVATE_PAGE_PATHS } from './site-routes';

/** Pages never listed for crawlers: sign-in and the admin's pages are not content. */
const PRIVATE_PATHS: readonly string[] = PRIVATE_PAGE_PATHS;

function pageUrl(host: string, path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `https://${host}${trimmed || '/'}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * sitemap.xml for the public pages: one canonical URL each (https, single host, no trailing
 * slash except the root), in the given order, without private pages or duplicates.
 */
export function sitemapXml(host: string, paths: readonly string[]): string {
  const urls = [...new Set(paths.filter((path) => !PRIVATE_PATHS.includes(path)).map((path) => pageUrl(host, path)))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API and the private pages may not; points at the sitemap. */
export function robotsTxt(host: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: https://${host}/sitemap.xml`, ''].join('\n');
}
