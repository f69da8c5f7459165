import { mkdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { DELIVERED_COST_COPY } from '../../shared/delivered-cost-copy';
import { DELIVERED_COST_ENDPOINT } from '../../shared/delivered-cost-query';
import { estimateDeliveredCost, formatAmountRange } from '../../shared/delivered-cost';
import { BUILT_IN_FIGURES } from '../../shared/listing-snapshot';
import { place } from '../../shared/places';
import { PATHS } from '../../shared/site-routes';
import { useBrowserStack } from '../support/browser-stack';

/**
 * The estimator before and without its script: its form is a real GET, answered by the API with a
 * page of the estimate (docs/decisions/estimator-answer-page.md).
 */

const env = useBrowserStack();
const { deliveryRates } = readSiteSettings();
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 } };
const SCRIPT = /\/assets\/[^/]+\.js$/;
/** Every script of the site held back this long: a submit must not wait for them. */
const SCRIPT_DELAY_MS = 3000;
const SHOTS = '/tmp/estimator-shots';

const saskatoon = estimateDeliveredCost(place('saskatoon'), deliveryRates, { priceUsd: BUILT_IN_FIGURES.priceUsd, cadRate: BUILT_IN_FIGURES.facts.cadRate });

async function open(path: string, options: BrowserContextOptions, scriptDelayMs = 0): Promise<Page> {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  if (scriptDelayMs > 0) {
    await page.route(SCRIPT, async (route) => {
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

    await submitDestination(page, 'Saskatoon, SK');

    await expectSaskatoon(page);
    await page.screenshot({ path: `${SHOTS}/answer-saskatoon-390.png`, fullPage: true });
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
