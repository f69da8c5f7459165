import { LOCALE_TAGS, PRIVATE_PAGE_PATHS, languageVersions, type Locale } from './site-routes';

/** Pages never listed for crawlers: sign-in and the admin's pages are not content. */
const PRIVATE_PATHS: readonly string[] = PRIVATE_PAGE_PATHS;

function pageUrl(host: string, path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `https://${host}${trimmed || '/'}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A page in both languages names each version, and English as the default, as its HTML does. */
function alternates(host: string, path: string): string[] {
  const versions = languageVersions(path);
  if (!versions) return [];
  const link = (hreflang: string, target: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(pageUrl(host, target))}"/>`;
  return [...(Object.keys(versions) as Locale[]).map((locale) => link(LOCALE_TAGS[locale], versions[locale])), link('x-default', versions.en)];
}

/**
 * sitemap.xml for the public pages: one canonical URL each (https, single host, no trailing
 * slash except the root), in the given order, without private pages or duplicates; a page with a
 * version in the other language lists both (docs/product.md#languages).
 */
export function sitemapXml(host: string, paths: readonly string[]): string {
  const pages = [...new Set(paths.filter((path) => !PRIVATE_PATHS.includes(path)).map((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path)))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((path) => {
      const links = alternates(host, path);
      const loc = `<loc>${escapeXml(pageUrl(host, path))}</loc>`;
      return links.length ? ['  <url>', `    ${loc}`, ...links, '  </url>'] : [`  <url>${loc}</url>`];
    }),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API and the private pages may not; points at the sitemap. */
export function robotsTxt(host: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: https://${host}/sitemap.xml`, ''].join('\n');
}
