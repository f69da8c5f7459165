import { describe, expect, it } from 'vitest';
import { FRENCH_PATHS, PAGE_PATHS, PATHS, RESOURCE_GUIDE_SLUGS, localizedGuidePath } from './site-routes';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists every public page once as a canonical https URL', () => {
    const xml = sitemapXml('trailer.example.com', PAGE_PATHS);

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(PAGE_PATHS.map((path) => `https://trailer.example.com${path}`));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  });

  it('lists both languages of a translated page, each naming the other and English as the default', () => {
    const xml = sitemapXml('trailer.example.com', PAGE_PATHS);
    const alternates = [
      '<xhtml:link rel="alternate" hreflang="en" href="https://trailer.example.com/"/>',
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://trailer.example.com/fr"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://trailer.example.com/"/>',
    ];
    for (const path of [PATHS.home, FRENCH_PATHS.home]) {
      const entry = xml.split('<url>').find((url) => url.includes(`<loc>https://trailer.example.com${path}</loc>`));
      for (const alternate of alternates) expect(entry).toContain(alternate);
    }
  });

  it.each(RESOURCE_GUIDE_SLUGS)('pairs the %s guide with its French version under its French slug, both ways', (slug) => {
    const xml = sitemapXml('trailer.example.com', PAGE_PATHS);
    const english = `https://trailer.example.com${localizedGuidePath(slug, 'en')}`;
    const french = `https://trailer.example.com${localizedGuidePath(slug, 'fr')}`;
    expect(french).toMatch(/\/fr\/ressources\/guide-[a-z-]+$/);
    for (const loc of [english, french]) {
      const entry = xml.split('<url>').find((url) => url.includes(`<loc>${loc}</loc>`));
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${english}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${french}"/>`);
    }
  });

  it('gives a page without a French version no alternates', () => {
    expect(sitemapXml('trailer.example.com', ['/a-page-in-english-only'])).toContain('  <url><loc>https://trailer.example.com/a-page-in-english-only</loc></url>');
  });

  it('drops trailing slashes (not on the root), duplicates and the private pages', () => {
    const xml = sitemapXml('trailer.example.com', ['/', '/overview/', '/overview', '/auth', '/inquiries']);

    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://trailer.example.com/',
      'https://trailer.example.com/overview',
    ]);
  });

  it('escapes XML special characters', () => {
    expect(sitemapXml('trailer.example.com', ['/a&b'])).toContain('<loc>https://trailer.example.com/a&amp;b</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of the API and the private pages, and names the sitemap', () => {
    expect(robotsTxt('trailer.example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth\nDisallow: /inquiries\n\nSitemap: https://trailer.example.com/sitemap.xml\n',
    );
  });
});
