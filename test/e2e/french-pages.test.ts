import { describe, expect, it } from 'vitest';
import { FRENCH_SITE_NAME } from '../../shared/french-names';
import { FRENCH_PATHS, LOCALE_TAGS, PRERENDERED_PATHS, RESOURCE_GUIDE_SLUGS, languageVersions, localizedGuidePath } from '../../shared/site-routes';
import { jsonLdNodes, readPrerendered, visibleText } from './support/prerendered-html';

const SITE_HOST = __SITE_SETTINGS__.siteHost;
const url = (path: string) => `https://${SITE_HOST}${path}`;
/** Every French page: the pages by id, and the resource guides under their French slugs. */
const FRENCH_PAGE_PATHS = [...Object.values(FRENCH_PATHS), ...RESOURCE_GUIDE_SLUGS.map((slug) => localizedGuidePath(slug, 'fr'))];

/** The `hreflang` alternates a page's head names: language tag -> URL. */
function alternatesOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)].map((link) => [/hrefLang="([^"]+)"/i.exec(link[0])?.[1], /href="([^"]+)"/.exec(link[0])?.[1]]),
  );
}

/** The visible text less what is marked as English on purpose (the language switch's label). */
function frenchText(html: string): string {
  return visibleText(html.replace(/<(a|span)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, ' '));
}

/** Words any English sentence has and no French one: one of them on a French page is an English message left behind. */
const ENGLISH_WORDS = /\b(the|and|with|your|for|of|to|from|this|is|are|our)\b/i;

/** Names a French page may show as they are: the seller's, their e-mail and the site's host. */
const NAMES = [__SITE_SETTINGS__.sellerName, __SITE_SETTINGS__.sellerEmail, SITE_HOST];

describe('the French pages, prerendered', () => {
  it('are prerendered and served like the English ones', () => {
    for (const path of FRENCH_PAGE_PATHS) expect(PRERENDERED_PATHS).toContain(path);
  });

  it.each(FRENCH_PAGE_PATHS)('%s is fr-CA, with hreflang pairs that resolve both ways', (path) => {
    const html = readPrerendered(path);
    const versions = languageVersions(path)!;

    expect(html).toMatch(new RegExp(`<html lang="${LOCALE_TAGS.fr}"`));
    const expected = { en: url(versions.en), 'fr-CA': url(versions.fr), 'x-default': url(versions.en) };
    expect(alternatesOf(html)).toEqual(expected);
    // The English page names the same pair: each version points at the other.
    const english = readPrerendered(versions.en);
    expect(english).toMatch(/<html lang="en"/);
    expect(alternatesOf(english)).toEqual(expected);
    // The switch leads to the other version, without scripts.
    expect(html).toMatch(new RegExp(`<a\\b[^>]*href="${versions.en}"[^>]*hrefLang="en"`, 'i'));
    expect(english).toMatch(new RegExp(`<a\\b[^>]*href="${versions.fr}"[^>]*hrefLang="fr-CA"`, 'i'));
  });

  it.each(FRENCH_PAGE_PATHS)('%s describes the trailer in French to crawlers', (path) => {
    const html = readPrerendered(path);

    expect(jsonLdNodes(html).find((node) => node['@type'] === 'Product')).toMatchObject({ inLanguage: LOCALE_TAGS.fr });
    expect(html).toMatch(/<meta property="og:locale" content="fr_CA"/);
    expect(html).toContain(`<meta property="og:site_name" content="${FRENCH_SITE_NAME}"/>`);
  });

  it.each(FRENCH_PAGE_PATHS)('%s holds no English message', (path) => {
    const html = readPrerendered(path);
    let text = frenchText(html);
    for (const name of NAMES) text = text.split(name).join(' ');

    expect(text.match(ENGLISH_WORDS), text).toBeNull();
    const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.match(ENGLISH_WORDS), title).toBeNull();
  });

  it('shows French amounts: the price in US dollars with its Canadian equivalent', () => {
    expect(frenchText(readPrerendered(FRENCH_PATHS.home))).toMatch(/129 000 \$ US ≈ [\d ]+ \$ CA/);
  });
});
