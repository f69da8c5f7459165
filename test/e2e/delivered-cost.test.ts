import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateDeliveredCost, formatAmountRange } from '../../shared/delivered-cost';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';

/** What the built-in pages estimate: the built-in price at the built-in rate. */
const BUILT_IN_OFFER = { priceUsd: BUILT_IN_FIGURES.priceUsd, cadRate: BUILT_IN_FIGURES.facts.cadRate };
import { place } from '../../shared/places';
import { PATHS } from '../../shared/site-routes';
import { readSiteSettings } from '../../infra/settings';
import { REPO_ROOT } from '../../infra/local/web-build';
import { formatQuotationDate } from '../../shared/quotation';
import { launchBrowser } from '../support/browser';
import { mimePart } from '../support/mime-part';
import { pdfPages } from './support/pdf-text';
import { startTestStack, type TestStack } from '../support/local-stack';

/** The delivered-cost estimator as a buyer uses it: a city picked from the list, a postal code, a link. */

let stack: TestStack;
let browser: Browser;
const { deliveryRates, sellerEmail, sellerPhone, quotationValidDays } = readSiteSettings();

const SCREENSHOTS = join(REPO_ROOT, '.local/screenshots');

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openEstimator(path: string = PATHS.deliveredCost, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${stack.url}${path}`);
  return page;
}

/** The estimate table's rows as 'label | USD | CAD' lines, as shown at the page's width. */
async function tableRows(page: Page): Promise<string[]> {
  return page.locator('main table tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll<HTMLElement>('th, td')].map((cell) => cell.innerText.trim()).join(' | ')),
  );
}

/** The seller's copies in the outbox that mention `text`, quoted-printable soft breaks undone. */
function sellerMailsAbout(text: string): string[] {
  return readdirSync(stack.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(stack.outboxDir, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => new RegExp(`^To: ${sellerEmail.replace(/\./g, '\\.')}$`, 'm').test(mail) && mail.includes(text));
}

/**
 * Fills the quotation form under the estimate, reads the PDF it downloads back and checks it agrees
 * with the table on the page (the price and the total, both currencies), then the seller's copy.
 */
async function downloadQuotation(page: Page, email: string, expected: readonly string[]): Promise<void> {
  const rows = await tableRows(page);
  const priceRow = rows.find((row) => row.startsWith('Price |'))!;
  const totalRow = rows.find((row) => row.startsWith('Estimated total, delivered |'))!;
  const form = page.getByRole('form', { name: 'Download quotation (PDF)' });
  await form.getByLabel('Organisation').fill('Prairie North Health Region');
  await form.getByLabel('Contact name').fill('Dana Buyer');
  await form.getByLabel('E-mail').fill(email);
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download quotation (PDF)' }).click()]);
  const number = /^Quotation_(Q-3057-\d{8}-[0-9A-F]{8})\.pdf$/.exec(download.suggestedFilename())?.[1];
  expect(number, download.suggestedFilename()).toBeDefined();
  const { pages, sizes } = await pdfPages(readFileSync(await download.path()));
  expect(sizes.every(({ width, height }) => width === 612 && height === 792)).toBe(true);
  const pdf = pages.join('\n');
  const validUntilDate = formatQuotationDate(new Date(Date.now() + quotationValidDays * 86_400_000));
  const [, priceUsd, priceCad] = priceRow.split(' | ');
  const [, totalUsd, totalCad] = totalRow.split(' | ');
  for (const text of [`Quotation ${number}`, validUntilDate, 'Prairie North Health Region', 'Dana Buyer', 'Available', `${BUILT_IN_FIGURES.facts.cadRate.usdToCad} CAD per USD`, sellerEmail, sellerPhone, 'GST/HST number', 'Signature', ...expected]) {
    expect(pdf, text).toContain(text);
  }
  const totalPage = pages.find((text) => text.includes('Estimated total, delivered'))!;
  for (const amount of [priceUsd!, priceCad!, totalUsd!, totalCad!]) expect(totalPage, amount).toContain(amount);
  await page.getByText(`Quotation ${number} downloaded`).waitFor();
  await expect.poll(() => sellerMailsAbout(email).length, { timeout: 10_000 }).toBe(1);
  const mail = sellerMailsAbout(email)[0]!;
  expect(mail).toContain(`Quotation_${number}.pdf`);
  const text = mimePart(mail, /text\/plain/).toString('utf8');
  expect(text).toContain(`quotation ${number}`);
  expect(text).toContain(`Estimated total, delivered: ${totalUsd} USD / ${totalCad} CAD`);
}

describe('the delivered-cost estimator in Chromium', () => {
  it('prices Saskatoon, then Denver: both currencies, the tax or border lines and the total range', async () => {
    const page = await openEstimator();
    const destination = page.getByLabel('Delivery to');
    await destination.fill('Saskatoon, SK');
    await page.getByText('525 km by road').waitFor();
    const saskatoon = estimateDeliveredCost(place('saskatoon'), deliveryRates, BUILT_IN_OFFER);
    const rows = await tableRows(page);
    expect(rows[0]).toBe('Item | USD | CAD');
    expect(rows).toContain('Price | $129,000 | $176,988');
    expect(rows.some((row) => row.startsWith('GST 5 % (estimate) |'))).toBe(true);
    expect(rows.some((row) => row.startsWith('PST 6 % (Saskatchewan) (estimate) |'))).toBe(true);
    expect(rows).toContain(`Estimated total, delivered | ${formatAmountRange(saskatoon.total.usd)} | ${formatAmountRange(saskatoon.total.cad)}`);
    await expect(page.getByText(/public body/).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'delivered-cost-saskatoon-1280.png'), fullPage: true });
    await downloadQuotation(page, 'saskatoon.buyer@example.org', ['Saskatoon, SK', '525 km by road', 'GST 5 %', 'PST 6 %']);

    await destination.fill('Denver, CO');
    await page.getByText(/: about [\d,]+ – [\d,]+ km/).waitFor();
    const denver = estimateDeliveredCost(place('denver'), deliveryRates, BUILT_IN_OFFER);
    const denverRows = await tableRows(page);
    expect(denverRows.some((row) => row.startsWith('Duty, HTS 8716.40.00'))).toBe(true);
    expect(denverRows.some((row) => row.startsWith('Merchandise processing fee') && row.includes('| $447 |'))).toBe(true);
    expect(denverRows.some((row) => row.startsWith('Customs broker (filing the entry) (estimate) | $175 – $450'))).toBe(true);
    expect(denverRows).toContain(`Estimated total, delivered | ${formatAmountRange(denver.total.usd)} | ${formatAmountRange(denver.total.cad)}`);
    expect(denverRows.some((row) => row.startsWith('GST'))).toBe(false);
    await expect(page.getByText(/FDA Form 2877/).isVisible()).resolves.toBe(true);
    await downloadQuotation(page, 'denver.buyer@example.org', ['Denver, CO', 'Merchandise processing fee', 'Customs broker']);
    await page.context().close();
  });

  it('takes a Canadian postal code or a US ZIP code, fetching the postal-area table only then', async () => {
    const page = await openEstimator(PATHS.deliveredCost, 390);
    const tableRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/data/postal-prefixes.json')) tableRequests.push(request.url());
    });
    await page.getByLabel('Delivery to').fill('Regina, SK');
    await page.getByText('785 km by road').waitFor();
    expect(tableRequests).toEqual([]);
    await page.getByLabel('Delivery to').fill('S7K 2L1');
    await page.getByText(/: about [\d,]+ – [\d,]+ km/).waitFor();
    expect(tableRequests).toHaveLength(1);
    expect((await tableRows(page)).some((row) => row.startsWith('PST 6 % (Saskatchewan)'))).toBe(true);
    await page.getByLabel('Delivery to').fill('80202');
    await page.getByText(/Merchandise processing fee/).first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'delivered-cost-zip-390.png'), fullPage: true });
    await page.getByLabel('Delivery to').fill('Atlantis');
    await page.getByText(/Not a place we know/).waitFor();
    expect(tableRequests).toHaveLength(1);
    await page.context().close();
  });

  it('opens on the destination a link names, and is on the contact, cross-border and regional pages', async () => {
    const page = await openEstimator(`${PATHS.deliveredCost}#to=yellowknife`);
    await page.getByText('1,510 km by road').waitFor();
    expect(await page.getByLabel('Delivery to').inputValue()).toBe('Yellowknife, NT');
    for (const path of [PATHS.contact, PATHS.canadaUsa, PATHS.alberta, PATHS.saskatchewan]) {
      await page.goto(`${stack.url}${path}`);
      const section = page.locator('#delivered-cost');
      await section.scrollIntoViewIfNeeded();
      await section.getByLabel('Delivery to').fill('Calgary, AB');
      await section.getByText('300 km by road').waitFor();
    }
    await page.context().close();
  });
});
