import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/web-build';
import { setTimeout as delay } from 'node:timers/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { DELIVERED_COST_COPY } from '../../shared/delivered-cost-copy';
import { DELIVERED_COST_ENDPOINT, DESTINATION_PARAM } from '../../shared/delivered-cost-endpoint';
import { ESTIMATE_PAGE_COPY } from '../../lambdas/common/delivered-cost-page';
import { estimateDeliveredCost, formatAmountRange } from '../../shared/delivered-cost';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';
import { place } from '../../shared/places';
import { PAGE_PATHS, PATHS, localeOfPath, localizedPath, pageIdOfPath } from '../../shared/site-routes';
import { ENGLISH_CHROME } from '../../web/src/content/chrome';
import { FRENCH_CHROME } from '../../web/src/content/fr/chrome';
import { QUOTATION_COPY } from '../../web/src/content/quotation';
import { useBrowserStack } from '../support/browser-stack';
import { pdfPages } from './support/pdf-text';
import { SITE_SCRIPT } from './support/site-scripts';

/**
 * The estimator before and without its script: its form is a real GET, answered by the API with a
 * page of the estimate (docs/decisions/estimator-answer-page.md).
 */

const env = useBrowserStack();
const { deliveryRates } = readSiteSettings();
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 } };
/** Every script of the site held back this long: a submit must not wait for them. */
const SCRIPT_DELAY_MS = 3000;
/** Where the screenshots go, to be looked at. */
const SHOTS = join(REPO_ROOT, '.local/screenshots');

const saskatoon = estimateDeliveredCost(place('saskatoon'), deliveryRates, { priceUsd: BUILT_IN_FIGURES.priceUsd, cadRate: BUILT_IN_FIGURES.facts.cadRate });

async function open(path: string, options: BrowserContextOptions, scriptDelayMs = 0): Promise<Page> {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  if (scriptDelayMs > 0) {
    await page.route(SITE_SCRIPT, async (route) => {
      await delay(scriptDelayMs);
      await route.continue().catch(() => {});
    });
  }
  await page.goto(`${env.stack.url}${path}`, { waitUntil: 'load' });
  return page;
}

/** Types a destination into the page's (or band's) estimator and submits it with its button. */
async function submitDestination(page: Page, destination: string, scope = page.locator('main')): Promise<void> {
  const field = scope.getByLabel(DELIVERED_COST_COPY.destinationLabel);
  await field.scrollIntoViewIfNeeded();
  await field.fill(destination);
  await scope.getByRole('button', { name: DELIVERED_COST_COPY.submit }).click();
}

/** The answer page's Saskatoon estimate, as a reader sees it. */
async function expectSaskatoon(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === DELIVERED_COST_ENDPOINT);
  const text = await page.locator('main').innerText();
  expect(text).toContain('525 km by road');
  const total = page.locator('tfoot tr');
  expect(await total.innerText()).toMatch(new RegExp(`${DELIVERED_COST_COPY.total}\\s+${formatAmountRange(saskatoon.total.usd)} USD\\s+${formatAmountRange(saskatoon.total.cad)} CAD`.replace(/\$/g, '\\$')));
}

describe('the estimator with JavaScript off, on a phone', () => {
  it("answers 'Saskatoon, SK' with a page reading 525 km and the total in USD and CAD", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await open(PATHS.deliveredCost, { ...PHONE, javaScriptEnabled: false });
    await page.screenshot({ path: `${SHOTS}/estimator-without-scripts-390.png`, fullPage: true });

    await submitDestination(page, 'Saskatoon, SK');

    await expectSaskatoon(page);
    await page.screenshot({ path: `${SHOTS}/answer-saskatoon-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/answer-saskatoon-1280.png`, fullPage: true });
    await page.close();
  });

  it("answers a shared link naming a destination with its estimate, whose 'open on the site' link opens the scripted estimator there", async () => {
    const page = await open(`${PATHS.deliveredCost}?${DESTINATION_PARAM}=saskatoon`, { ...PHONE, javaScriptEnabled: false });

    await expectSaskatoon(page);
    const onSite = page.getByRole('link', { name: ESTIMATE_PAGE_COPY.openOnSite });
    expect(await onSite.getAttribute('href')).toBe(`${PATHS.deliveredCost}#${DESTINATION_PARAM}=saskatoon`);
    await page.close();

    const scripted = await open(`${PATHS.deliveredCost}#${DESTINATION_PARAM}=saskatoon`, PHONE);
    await scripted.getByText('525 km by road').waitFor();
    expect(await scripted.getByLabel(DELIVERED_COST_COPY.destinationLabel).inputValue()).toBe('Saskatoon, SK');
    await scripted.close();
  });

  it('downloads the quotation PDF from the answer page with a plain form post', async () => {
    const page = await open(`${DELIVERED_COST_ENDPOINT}?to=saskatoon`, { ...PHONE, javaScriptEnabled: false, acceptDownloads: true });
    const { labels, submit } = QUOTATION_COPY.form;
    await page.getByLabel(labels.organization).fill('Prairie North Health Region');
    await page.getByLabel(labels.contactName).fill('Dana Buyer');
    await page.getByLabel(labels.email).fill('dana.nojs@health.example.org');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: submit }).click()]);

    expect(download.suggestedFilename()).toMatch(/^Quotation_Q-3057-\d{8}-[0-9A-F]{8}\.pdf$/);
    const pdf = (await pdfPages(readFileSync((await download.path())!))).pages.join('\n');
    for (const text of ['Saskatoon, SK', '525 km by road', 'Prairie North Health Region', formatAmountRange(saskatoon.total.usd), formatAmountRange(saskatoon.total.cad)]) expect(pdf, text).toContain(text);
    expect(new URL(page.url()).pathname).toBe(DELIVERED_COST_ENDPOINT);
    await page.close();
  });

  it('answers an unknown place on a page with the form again and the problem named', async () => {
    const page = await open(PATHS.deliveredCost, { ...PHONE, javaScriptEnabled: false });

    await submitDestination(page, 'Atlantis');

    await page.waitForURL((url) => url.pathname === DELIVERED_COST_ENDPOINT);
    const field = page.getByLabel(DELIVERED_COST_COPY.destinationLabel);
    expect(await field.inputValue()).toBe('Atlantis');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(DELIVERED_COST_COPY.unknownDestination).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/answer-unknown-390.png`, fullPage: true });
    await page.close();
  });

  it.each([PATHS.contact, PATHS.saskatchewan])('answers the band on %s the same way', async (path) => {
    const page = await open(path, { ...PHONE, javaScriptEnabled: false });

    await submitDestination(page, 'Saskatoon, SK', page.locator('#delivered-cost'));

    await expectSaskatoon(page);
    await page.close();
  });
});

describe('the estimator with every script held back 3 s', () => {
  it('answers a submit at once with the browser’s own GET, long before the scripts', async () => {
    const page = await open(PATHS.deliveredCost, PHONE, SCRIPT_DELAY_MS);
    const started = Date.now();

    await submitDestination(page, 'Saskatoon, SK');

    await expectSaskatoon(page);
    expect(Date.now() - started).toBeLessThan(SCRIPT_DELAY_MS);
    await page.close();
  });
});

describe('the estimator with its script', () => {
  it('stays on the page when submitted, the estimate beside the form', async () => {
    const page = await open(PATHS.deliveredCost, { viewport: { width: 1280, height: 900 } });
    const field = page.getByLabel(DELIVERED_COST_COPY.destinationLabel);
    await field.fill('Saskatoon, SK');
    await page.getByText('525 km by road').waitFor();

    await page.getByRole('button', { name: DELIVERED_COST_COPY.submit }).click();

    expect(new URL(page.url()).pathname).toBe(PATHS.deliveredCost);
    expect(await page.locator('tfoot').innerText()).toContain(formatAmountRange(saskatoon.total.usd));
    await page.screenshot({ path: `${SHOTS}/estimator-saskatoon-1280.png`, fullPage: true });
    await page.close();
  });
});

describe('finding the estimator and the buyer questions, without scripts', () => {
  const FOUND = [PATHS.deliveredCost, PATHS.questions];

  it.each(PAGE_PATHS)('%s links both from its header, and names itself in its breadcrumb by title', async (path) => {
    const page = await open(path, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    // A French page links the French version of each where there is one, and names its breadcrumb in French.
    const locale = localeOfPath(path);

    for (const target of (['deliveredCost', 'questions'] as const).map((id) => localizedPath(id, locale))) {
      expect(await page.locator(`header a[href="${target}"]`).count(), target).toBeGreaterThan(0);
    }
    const crumbs = page.getByRole('navigation', { name: (locale === 'fr' ? FRENCH_CHROME : ENGLISH_CHROME).breadcrumbLabel });
    // Home, in either language, has no breadcrumb bar.
    if (pageIdOfPath(path) !== 'home') {
      const segments = path.split('/').filter(Boolean);
      const labels = await crumbs.locator('a, [aria-current="page"]').allInnerTexts();
      expect(labels.length).toBeGreaterThan(1);
      for (const label of labels) expect(segments).not.toContain(label.trim());
    }
    await page.close();
  });

  it("links both from the home page's closing actions and lists both in the sitemap", async () => {
    const page = await open(PATHS.home, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    for (const target of FOUND) expect(await page.locator(`[aria-labelledby="closing-title"] a[href="${target}"]`).count(), target).toBe(1);
    await page.locator('#closing-title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-closing-1280.png` });
    await page.close();

    const sitemap = await (await fetch(`${env.stack.url}/sitemap.xml`)).text();
    for (const target of FOUND) expect(sitemap).toContain(`${target}</loc>`);
  });
});
