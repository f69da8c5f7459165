import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/web-build';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DELIVERED_COST_ENDPOINT } from '../../shared/delivered-cost-endpoint';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';
import { formatUsd } from '../../shared/listing-state';
import { PATHS } from '../../shared/site-routes';
import { TRAILER } from '../../shared/trailer';
import { SITE_COPY } from '../../web/src/content/site';
import { useBrowserStack } from '../support/browser-stack';
import { pdfPages } from './support/pdf-text';

/**
 * The pages a buyer prints for a board or a purchasing file: their content in black on white, with
 * the seller's contact on the first page and no site chrome, forms or buttons.
 */

const env = useBrowserStack();
const seller = __SITE_SETTINGS__;
const PRINTED_PAGES = [PATHS.specifications, PATHS.deliveredCost, PATHS.alberta, PATHS.saskatchewan, PATHS.canadaUsa];
/** Where the print-media screenshots go, to be looked at. */
const SHOTS = join(REPO_ROOT, '.local/screenshots');
mkdirSync(SHOTS, { recursive: true });
/** The price as the pages print it, in USD. */
const PRICE = formatUsd(BUILT_IN_FIGURES.priceUsd).replace(' USD', '');
const LETTERHEAD = SITE_COPY.printSeller({ name: seller.sellerName, phone: seller.sellerPhone, email: seller.sellerEmail, host: seller.siteHost });

describe('a printed page', () => {
  it.each(PRINTED_PAGES)('%s leaves out navigation, forms and buttons, and opens with the seller', async (path) => {
    const context = await env.browser.newContext({ viewport: { width: 816, height: 1056 } });
    const page = await context.newPage();
    await page.goto(`${env.stack.url}${path}`);

    await page.emulateMedia({ media: 'print' });

    const shown = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
    expect(await shown('header, footer, nav, form, .MuiButton-root')).toBe(0);
    expect(await page.getByText(LETTERHEAD).isVisible()).toBe(true);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
    expect(await heading.evaluate((element) => getComputedStyle(element.closest('main > *')!).backgroundImage)).toBe('none');
    await page.screenshot({ path: join(SHOTS, `print${path.replace(/\//g, '-')}.png`) });
    const [first] = (await pdfPages(await page.pdf({ format: 'Letter' }))).pages;
    for (const text of [LETTERHEAD, `Unit ${TRAILER.unitNumber}`, PRICE]) expect(first, text).toContain(text);
    await context.close();
  });

  it('is not shown on screen', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.stack.url}${PATHS.specifications}`);

    expect(await page.getByText(LETTERHEAD).count()).toBe(1);
    expect(await page.getByText(LETTERHEAD).isVisible()).toBe(false);
    await context.close();
  });
});

describe('a printed estimate', () => {
  const printedText = async (page: Page) => (await pdfPages(await page.pdf({ format: 'Letter' }))).pages;

  it('on /delivered-cost keeps the estimate and leaves out the forms, the unit, price and seller on its first page', async () => {
    const context = await env.browser.newContext({ viewport: { width: 816, height: 1056 } });
    const page = await context.newPage();
    await page.goto(`${env.stack.url}${PATHS.deliveredCost}#to=saskatoon`);
    await page.getByText('525 km by road').waitFor();

    await page.emulateMedia({ media: 'print' });

    const shown = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
    expect(await shown('header, footer, nav, form, .MuiButton-root')).toBe(0);
    expect(await page.locator('main table').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/print-delivered-cost-saskatoon.png`, fullPage: true });
    const pages = await printedText(page);
    expect(pages.length).toBeLessThanOrEqual(2);
    for (const text of [LETTERHEAD, `Unit ${TRAILER.unitNumber}`, PRICE, '525 km by road']) expect(pages[0], text).toContain(text);
    await context.close();
  });

  it('answered without scripts leaves out the site bar and the forms, the unit, price and seller on its first page', async () => {
    const context = await env.browser.newContext({ viewport: { width: 816, height: 1056 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.stack.url}${DELIVERED_COST_ENDPOINT}?to=saskatoon`);

    await page.emulateMedia({ media: 'print' });

    expect(await page.locator('header, form, .actions').evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length)).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
    await page.screenshot({ path: `${SHOTS}/print-answer-saskatoon.png`, fullPage: true });
    const pages = await printedText(page);
    expect(pages).toHaveLength(1);
    for (const text of [`Unit ${TRAILER.unitNumber}`, formatUsd(BUILT_IN_FIGURES.priceUsd), seller.sellerPhone, seller.sellerEmail, '525 km by road']) expect(pages[0], text).toContain(text);
    await context.close();
  });
});
