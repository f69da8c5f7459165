import { readFileSync } from 'node:fs';
import { BUILT_IN_FACTS } from '../../shared/listing-facts';
import { formatCadEquivalent } from '../../shared/listing-figures';
import { BUILT_IN_LISTING_STATE } from '../../shared/listing-state';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRENCH_PATHS, LOCALE_TAGS, NOT_FOUND_PAGE, NOT_FOUND_PAGES, PAGE_PATHS, PATHS, PRERENDERED_PATHS } from '../../shared/site-routes';
import { FRENCH_NOT_FOUND } from '../../web/src/content/fr/not-found';
import { REPO_ROOT, SITE_DIR } from '../../infra/local/web-build';
import { RENDER_WHEN_IDLE_ATTRIBUTE } from '../../web/src/lib/render-when-idle';
import { launchBrowser } from '../support/browser';
import { startTestStack, type TestStack } from '../support/local-stack';
import {
  canonicalOf,
  h1Texts,
  jsonLdNodes,
  metaContent,
  readPrerendered,
  titleOf,
  visibleText,
} from './support/prerendered-html';
import { expectNoVisibleShift, recordLayoutShifts } from './support/layout-shifts';

const SITE_HOST = __SITE_SETTINGS__.siteHost;
/** Words only an unconfirmed claim or testimonial of the built-in facts would put on a page. */
const UNCONFIRMED_WORDS = [
  ...BUILT_IN_FACTS.claims.filter((claim) => !claim.confirmed).map((claim) => claim.label),
  ...BUILT_IN_FACTS.testimonials.filter((testimonial) => !testimonial.confirmed).flatMap((testimonial) => [testimonial.name, testimonial.text]),
];
const WIDTHS = [390, 1280] as const;
const AXE_SOURCE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The price's CAD equivalent at the built-in facts' rate (docs/product.md#prices), in the HTML before any script. */
const CAD_EQUIVALENT = formatCadEquivalent(BUILT_IN_LISTING_STATE.priceUsd, BUILT_IN_FACTS.cadRate);

/** The facts each page must carry in its prerendered HTML (docs/product.md#pages and docs/product.md#constants). */
const KEY_FACTS: Partial<Record<string, readonly string[]>> = {
  '/': ['$129,000', CAD_EQUIVALENT, 'FOR SALE', 'Edmonton, Alberta', 'Photos of this unit', 'Schedule Inspection', 'View Specifications', 'Certifications and compliance'],
  '/overview': ['$129,000', CAD_EQUIVALENT, 'Unit Specifications', '2009', '53 feet', '68,000 lbs', '2 axles at 20,000 lbs each', 'Ideal applications', 'Quality assurance'],
  '/specifications': [
    '$129,000',
    CAD_EQUIVALENT,
    'NOT included',
    'mammography machine has been removed',
    'Premium Feature',
    'Downloadable Documentation',
    'Access comprehensive documentation for this mobile medical trailer. All documents are professionally prepared and include detailed technical information.',
    "13'6\"",
    "8'6\"",
  ],
  '/resources': ['15 min read', '12 min read', '10 min read', '8 min read', 'Download PDF', 'Download Excel'],
  '/alberta': ['FOR SALE IN ALBERTA', '$129,000', CAD_EQUIVALENT, 'Edmonton 0 km', 'Calgary 300 km', 'Red Deer 150 km', 'Fort McMurray 435 km', 'Medicine Hat 525 km', 'Lethbridge 500 km'],
  '/saskatchewan': ['$129,000', CAD_EQUIVALENT, 'Saskatoon 525 km', 'Regina 785 km', 'Prince Albert 595 km', 'Moose Jaw 745 km', 'Swift Current 650 km', 'Yorkton 855 km', 'service package'],
  '/canada-usa': ['$129,000', CAD_EQUIVALENT, 'Alberta', 'Saskatchewan', 'British Columbia', 'Manitoba', 'Ontario', 'Montana', 'North Dakota', 'Washington', 'Idaho', 'Minnesota', 'Multi-currency USD/CAD'],
  '/resources/buying-guide': ['15 min read'],
  '/resources/compliance-guide': ['12 min read'],
  '/resources/maintenance-guide': ['10 min read'],
  '/resources/roi-guide': ['8 min read'],
};

function canonicalFor(path: string): string {
  return `https://${SITE_HOST}${path}`;
}

describe('prerendered HTML, read without running JavaScript', () => {
  it('shows no unconfirmed claim or testimonial on any page where the settings accept none (production)', () => {
    expect(__SITE_SETTINGS__.acceptedPlaceholders).toEqual([]);
    expect(UNCONFIRMED_WORDS.length).toBeGreaterThan(0);
    for (const path of PAGE_PATHS) {
      const html = readPrerendered(path);
      for (const words of UNCONFIRMED_WORDS) expect(html, `${path}: ${words}`).not.toContain(words);
    }
  });

  it('counts the photos on Home from the tour, never a typed figure', () => {
    expect(visibleText(readPrerendered('/'))).toMatch(/Photos of this unit 54\b|\b54 Photos of this unit/);
  });

  it.each(['/overview', '/specifications'])('%s links to the condition report in its prerendered HTML', (path) => {
    expect(readPrerendered(path)).toContain(`href="${PATHS.condition}"`);
  });

  it.each([...PAGE_PATHS])('%s has its H1, key facts, meta tags and JSON-LD', (path) => {
    const html = readPrerendered(path);
    const text = visibleText(html);

    expect(h1Texts(html)).toHaveLength(1);
    expect(h1Texts(html)[0]).not.toBe('');
    for (const fact of KEY_FACTS[path] ?? []) expect(text).toContain(fact);

    expect(titleOf(html)).toBeTruthy();
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(50);
    expect(metaContent(html, 'keywords')).toBeTruthy();
    expect(canonicalOf(html)).toBe(canonicalFor(path));
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^https://${SITE_HOST.replace(/\./g, '\\.')}/`));
    expect(metaContent(html, 'og:type')).toMatch(/^(website|article|product)$/);

    const nodes = jsonLdNodes(html);
    expect(nodes.find((node) => node['@type'] === 'Product')).toMatchObject({
      offers: { price: 129000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(nodes.find((node) => node['@type'] === 'LocalBusiness')).toMatchObject({ openingHours: 'Mo-Fr 08:00-17:00' });
  });

  it('the 404 page says so, links home and stays out of search results', () => {
    const html = readPrerendered(NOT_FOUND_PAGE);

    expect(h1Texts(html)).toEqual(['Oops! Page not found']);
    expect(visibleText(html)).toContain('Return to Home');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('the French 404 page, for unknown paths under /fr/, says so in French, links French Home and stays out of search results', () => {
    const html = readFileSync(join(SITE_DIR, NOT_FOUND_PAGES.fr.file), 'utf8');

    expect(html).toMatch(new RegExp(`<html lang="${LOCALE_TAGS.fr}"`));
    expect(h1Texts(html)).toEqual([FRENCH_NOT_FOUND.title]);
    expect(html).toMatch(new RegExp(`<a\\b[^>]*href="${FRENCH_PATHS.home}"[^>]*>${FRENCH_NOT_FOUND.homeLabel}</a>`));
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('sitemap.xml lists every page and robots.txt points at it', () => {
    const sitemap = readFileSync(join(SITE_DIR, 'sitemap.xml'), 'utf8');
    const robots = readFileSync(join(SITE_DIR, 'robots.txt'), 'utf8');

    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(PAGE_PATHS.map(canonicalFor));
    expect(robots).toContain(`Sitemap: https://${SITE_HOST}/sitemap.xml`);
  });
});

interface Visit {
  errors: string[];
}

describe('public pages in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;
  /** One page per width, reused for every path. */
  const pages = new Map<number, { page: Page; visit: Visit }>();
  /** Internal link targets seen on any page, with one page that links there. */
  const links = new Map<string, string>();

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const visit: Visit = { errors: [] };
      page.on('pageerror', (error) => visit.errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && visit.errors.push(message.text()));
      pages.set(width, { page, visit });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Marks the current document, so a later check can tell a client-side navigation from a full page load. */
  async function markDocument(page: Page): Promise<void> {
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  }

  function isSameDocument(page: Page): Promise<boolean> {
    return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  }

  /** axe's serious and critical findings on the page as it is now. */
  async function seriousAxeViolations(page: Page): Promise<string[]> {
    // Evaluated through DevTools rather than a <script> tag, which the site's CSP would refuse.
    await page.evaluate(AXE_SOURCE);
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact?: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const result = await axe.run(document);
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
    });
  }

  // Parts below the fold skip rendering until near the viewport; checkers that read the page whole
  // (axe cannot tell the colours or sizes of skipped content) must find it rendered once it is idle.
  it.each(['/specifications', '/walkthrough'])('%s renders its parts below the fold once idle, without any scrolling', async (path) => {
    const page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 900 } });
    try {
      await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
      await page.waitForFunction((attribute) => !document.querySelector(`[${attribute}]`), RENDER_WHEN_IDLE_ATTRIBUTE);

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  /** Loads the page, then scrolls to the bottom so lazy images load and deferred parts hydrate. */
  async function open(width: number, path: string): Promise<{ page: Page; visit: Visit }> {
    const entry = pages.get(width)!;
    entry.visit.errors = [];
    await entry.page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' });
    await entry.page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 700) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    });
    await entry.page.waitForLoadState('networkidle');
    return entry;
  }

  for (const width of WIDTHS) {
    // The private pages too: sign-in and the leads page, as a signed-out visitor reaches them.
    it.each([...PRERENDERED_PATHS])(`%s at ${width} px: no console errors, no horizontal scroll, no serious axe violations`, async (path) => {
      const { page, visit } = await open(width, path);
      const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== new URL(stack.url).origin) continue;
        if (!links.has(url.pathname)) links.set(url.pathname, path);
      }

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);

      const unsizedImages = await page.$$eval('img', (images) =>
        images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.getAttribute('src')),
      );
      expect(unsizedImages, 'images without width and height').toEqual([]);

      expect(await seriousAxeViolations(page)).toEqual([]);

      expect(visit.errors).toEqual([]);
    });
  }

  it('every internal link on every page reaches a 200 page', async () => {
    expect(links.size).toBeGreaterThan(PAGE_PATHS.length / 2);
    const failures: string[] = [];
    for (const [target, from] of links) {
      const response = await fetch(`${stack.url}${target}`, { redirect: 'manual' });
      if (response.status !== 200) failures.push(`${target} (linked from ${from}): ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  // The parts in the first screen that hydrate after the page: the inquiry form, the gallery's grid, the walkthrough's videos,
  // the estimator on its own page, the subscribe form (in /questions' first screen while few questions are published) and
  // the condition report's statement and documents.
  const DEVICES = [
    ['a slow phone', { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }],
    ['a wide screen on a slow CPU', { viewport: { width: 1280, height: 900 } }],
  ] as const;
  it.each([PATHS.contact, PATHS.gallery, PATHS.walkthrough, PATHS.deliveredCost, PATHS.questions, PATHS.condition, FRENCH_PATHS.deliveredCost, FRENCH_PATHS.questions].flatMap((path) => DEVICES.map(([device, options]) => [path, device, options] as const)))(
    '%s holds still while %s parses and hydrates it',
    async (path, _device, options) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await recordLayoutShifts(page);
      // A phone's CPU: the parser yields mid-page, so a layout that depends on the parts still to come shows it.
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(2000);

      // The header's menu button sometimes moves by a few ten-thousandths under the slowed CPU (0.0001 to
      // 0.0004): not a shift anyone sees. A part painted before its styles moves the page by 0.02 and more.
      await expectNoVisibleShift(page);
      await context.close();
    },
  );

  it('Home hydrates its lower sections on scroll, and their links then navigate in the app', async () => {
    const { page, visit } = await open(1280, '/');
    await markDocument(page);

    await page.getByRole('link', { name: 'Read the specifications' }).click();

    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/specifications');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Technical Specifications');
    expect(await isSameDocument(page), 'navigated without reloading').toBe(true);
    expect(visit.errors).toEqual([]);
  });

  it('a guide opens as a full article from the Resources page', async () => {
    const { page, visit } = await open(390, '/resources');
    await markDocument(page);

    await page.getByRole('link', { name: 'Read the guide' }).first().click();

    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/resources/buying-guide');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
    expect(await page.locator('main').innerText()).toContain('15 min read');
    expect(await isSameDocument(page), 'navigated without reloading').toBe(true);
    expect(visit.errors).toEqual([]);
  });

  it('a French guide opens as a full article from /fr/ressources, in French', async () => {
    const { page, visit } = await open(390, FRENCH_PATHS.resources);
    await markDocument(page);

    await page.getByRole('link', { name: 'Lire le guide' }).first().click();

    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/fr/ressources/guide-d-achat');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
    expect(await page.locator('main').innerText()).toContain('Lecture de 15 min');
    expect(await page.locator('main').innerText()).toMatch(/129\s000\s\$\sUS/);
    expect(await isSameDocument(page), 'navigated without reloading').toBe(true);
    expect(visit.errors).toEqual([]);
  });

  // MUI's ripple is not in the first load: it loads with a button's first press (web/src/theme/lazy-touch-ripple.tsx).
  it("a button's ripple loads with its first press and shows from the next one", async () => {
    const { page, visit } = await open(1280, '/specifications');
    const button = page.getByRole('link', { name: 'Read the Condition Report' });
    const ripples = page.locator('.MuiTouchRipple-ripple');
    /** Presses the button, checks what shows while it is down, and lets go off it, so nothing is clicked. */
    const pressShows = async () => {
      await button.hover();
      await page.mouse.down();
      const shown = await ripples.count();
      await page.mouse.move(0, 0);
      await page.mouse.up();
      return shown;
    };

    expect(await page.locator('.MuiTouchRipple-root').count(), 'no ripple before a press').toBe(0);
    await pressShows();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/TouchRipple-[^/]+\.js$/.test(entry.name)))).toBe(true);
    await expect.poll(pressShows).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.location.pathname)).toBe('/specifications');
    expect(visit.errors).toEqual([]);
  });
});
