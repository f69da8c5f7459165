import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { DOCUMENTS_FOLDER } from '../../shared/documents';
import { LISTING_FACTS_ENDPOINT, type AdminListingFacts } from '../../shared/listing-facts';
import { LISTING_ENDPOINT, LISTING_STATUS_LABELS, LISTING_HISTORY_ENDPOINT } from '../../shared/listing-state';
import { type AdminListingState } from '../../shared/listing-state-admin';
import { PUBLISHED_PAGES_FILE, type PublishedPagesRecord } from '../../shared/published-pages';
import { PAGE_PATHS } from '../../shared/site-routes';
import { useBrowserStack } from '../support/browser-stack';
import { signedInUser } from '../support/cognito-users';
import { pdfPages } from './support/pdf-text';

const context = useBrowserStack();

/** How long a test waits for a change to reach the pages; the product's promise is 2 minutes, locally it is seconds. */
const PUBLISH_WAIT_MS = 60_000;

const NEW_PRICE = 119_000;
const NEW_RATE = 1.4012;
/** 119,000 x 1.4012 = 166,742.8, rounded to the dollar. */
const NEW_CAD = '$166,743';
/** What the built-in listing states and no published file may state after the change. */
const OLD_FIGURES = ['129,000', '129000', '176,988', '177,000', '1.372'];

/**
 * A page without the listing's dated history, which states each change with the price before it as
 * a record (its block and the history in the page's snapshot data): every other word must be current.
 */
const withoutHistory = (html: string) =>
  html
    .replace(/<details(?:(?!<\/details>)[^])*?Listing history[^]*?<\/details>/, '')
    .replace(/<script type="application\/json" id="listing-snapshot">[^]*?<\/script>/, (block) => block.replace(/"history":\[[^]*?\]\}?(?=,"(?:featured|questions|tour|facts)"|\}$)/, ''));

const api = async <Body>(path: string, token: string, init: { method: string; body?: unknown } = { method: 'GET' }) => {
  const response = await fetch(`${context.stack.url}${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, `${init.method} ${path}`).toBe(200);
  return (await response.json()) as Body;
};

const siteFile = async (path: string) => {
  const response = await fetch(`${context.stack.url}${path}`);
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

/** The cell values of a workbook: the text of every sheet and of its shared strings. */
const workbookText = (bytes: Uint8Array) =>
  Object.entries(unzipSync(bytes))
    .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
    .map(([, content]) => strFromU8(content))
    .join('\n');

describe('the price, the status and the CAD rate, changed through the API, in every published file', () => {
  it('finds the new figures and no old price in every page with its head, every PDF and the spreadsheet; the browser shows them agreeing', async () => {
    // Prepare
    const token = await signedInUser(context.stack, 'facts-admin@example.com', [ADMIN_GROUP]);
    const before = await api<PublishedPagesRecord>(`/${PUBLISHED_PAGES_FILE}`, token);

    // Act: under offer at a lower price, and a new rate set today
    const listing = await api<AdminListingState>(LISTING_HISTORY_ENDPOINT, token);
    await api(LISTING_ENDPOINT, token, {
      method: 'PUT',
      body: { status: 'under-offer', note: 'Deposit received', priceUsd: NEW_PRICE, priceValidUntil: null, version: listing.version },
    });
    const stored = await api<AdminListingFacts>(LISTING_FACTS_ENDPOINT, token);
    const rateDay = toIsoDate(sellerToday());
    await api(LISTING_FACTS_ENDPOINT, token, {
      method: 'PUT',
      body: { facts: { ...stored.facts, cadRate: { usdToCad: NEW_RATE, setOn: rateDay } }, version: stored.version },
    });

    // Assess: the publisher has run with both changes
    await expect
      .poll(async () => (await fetch(`${context.stack.url}/`)).text(), { timeout: PUBLISH_WAIT_MS, interval: 250 })
      .toContain(NEW_CAD);
    const published = (await (await fetch(`${context.stack.url}/${PUBLISHED_PAGES_FILE}`)).json()) as PublishedPagesRecord;
    expect(published.version).not.toBe(before.version);
    const documents = published.pages.filter((key) => key.startsWith(`${DOCUMENTS_FOLDER}/`));
    expect(documents.length).toBeGreaterThanOrEqual(7);

    // Every page, head included: no old figure, and the price-bearing ones state the new price.
    for (const path of PAGE_PATHS) {
      const html = withoutHistory(await (await fetch(`${context.stack.url}${path}`)).text());
      for (const old of OLD_FIGURES) {
        const at = html.indexOf(old);
        expect(at, `${path} states ${old}: ${html.slice(Math.max(0, at - 160), at + 40)}`).toBe(-1);
      }
    }
    for (const path of ['/', '/overview', '/specifications', '/alberta', '/saskatchewan', '/canada-usa', '/contact']) {
      const html = await (await fetch(`${context.stack.url}${path}`)).text();
      expect(html, path).toContain('$119,000 USD');
    }
    for (const path of ['/', '/alberta', '/saskatchewan', '/canada-usa']) {
      const html = await (await fetch(`${context.stack.url}${path}`)).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], `${path} title`).toContain('$119,000 USD');
    }
    const home = await (await fetch(`${context.stack.url}/`)).text();
    expect(home).toContain('Unit 3057 · 53 ft · Under Offer');
    expect(home).not.toContain('· For Sale');
    const buyingGuide = await (await fetch(`${context.stack.url}/resources/buying-guide`)).text();
    expect(buyingGuide).toContain(`${NEW_RATE} CAD per USD, which is ${NEW_CAD} CAD`);

    // Every document under /documents/: the PDFs' text and the workbook's cells.
    for (const key of documents) {
      const bytes = await siteFile(`/${key}`);
      const text = key.endsWith('.pdf') ? (await pdfPages(bytes)).pages.join('\n') : workbookText(bytes);
      for (const old of OLD_FIGURES) {
        const at = text.indexOf(old);
        expect(at, `${key} states ${old}: ${text.slice(Math.max(0, at - 200), at + 40)}`).toBe(-1);
      }
      if (key.endsWith('Specifications_Template.pdf')) expect(text).toContain('$119,000 USD');
      if (key.endsWith('.xlsx')) {
        expect(text).toContain(`<v>${NEW_PRICE}</v>`);
        expect(text).toContain(`<v>${NEW_RATE}</v>`);
      }
    }

    // In a browser: the header, the banner, /canada-usa, the FAQ and the estimator agree.
    const browser = await context.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await browser.newPage();
    await page.goto(`${context.stack.url}/canada-usa`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('header').innerText()).toContain('Under Offer');
    const canadaUsa = await page.locator('main').innerText();
    expect(canadaUsa).toContain(LISTING_STATUS_LABELS['under-offer']);
    expect(canadaUsa).toContain('$119,000 USD');
    expect(canadaUsa).toContain(`${NEW_CAD} CAD`);
    expect(canadaUsa).toContain(`${NEW_RATE} CAD per USD`);
    await page.goto(`${context.stack.url}/contact`, { waitUntil: 'load' });
    await page.locator('summary', { hasText: 'Is financing available?' }).click();
    await expect.poll(() => page.getByText('The price is $119,000 USD.').isVisible()).toBe(true);
    await page.goto(`${context.stack.url}/delivered-cost`, { waitUntil: 'load' });
    await page.getByLabel('Delivery to').fill('Saskatoon, SK');
    await page.getByText('525 km by road').waitFor();
    const estimate = await page.locator('table').first().innerText();
    expect(estimate).toMatch(/Price\s+\$119,000\s+\$166,743/);
    // The quotation for the same destination: the server's figures, and the status stated.
    const form = page.getByRole('form', { name: 'Download quotation (PDF)' });
    await form.getByLabel('Organisation').fill('Prairie North Health Region');
    await form.getByLabel('Contact name').fill('Dana Buyer');
    await form.getByLabel('E-mail').fill('facts.buyer@example.org');
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download quotation (PDF)' }).click()]);
    const quotation = (await pdfPages(readFileSync((await download.path())!))).pages.join('\n');
    expect(quotation).toContain('$119,000');
    expect(quotation).toContain('$166,743');
    expect(quotation).toContain(LISTING_STATUS_LABELS['under-offer']);
    expect(quotation).toContain(`${NEW_RATE} CAD per USD`);
    for (const old of OLD_FIGURES) expect(quotation, `the quotation states ${old}`).not.toContain(old);
    await browser.close();
  });
});
