import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/web-build';
import { readSiteSettings } from '../../infra/settings';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';
import { estimateDeliveredCost, estimateInWords } from '../../shared/delivered-cost';
import { DELIVERED_COST_ENDPOINT, DESTINATION_PARAM } from '../../shared/delivered-cost-endpoint';
import { FRENCH_DOCUMENT_FILE_NAMES, SPEC_SHEET_FILE_NAME } from '../../shared/document-files';
import { place } from '../../shared/places';
import { FRENCH_PATHS } from '../../shared/site-routes';
import { FRENCH_DELIVERED_COST_COPY as COPY, FRENCH_SPEC_SHEET_LINK } from '../../web/src/content/fr/delivered-cost';
import { FRENCH_ESTIMATE_WORDS as WORDS } from '../../web/src/content/fr/delivered-cost-estimate';
import { FRENCH_QUOTATION_FORM as FORM } from '../../web/src/content/fr/quotation';
import { useBrowserStack } from '../support/browser-stack';
import { pdfPages } from './support/pdf-text';
import { SITE_SCRIPT } from './support/site-scripts';

/** /fr/cout-livre as a Quebec buyer uses it: Québec, QC, with scripts, without them, and their documents in French. */

const env = useBrowserStack();
const { deliveryRates } = readSiteSettings();
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const SHOTS = join(REPO_ROOT, '.local/screenshots');

const quebec = estimateInWords(estimateDeliveredCost(place('quebec-city'), deliveryRates, { priceUsd: BUILT_IN_FIGURES.priceUsd, cadRate: BUILT_IN_FIGURES.facts.cadRate }), WORDS);
const lineOf = (id: 'gst' | 'pst') => quebec.lines.find((line) => line.id === id)!;
/** A row as the page shows it, its cells' runs of spaces (no-break ones too) as one. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The TPS and TVQ rows: their names, then each amount range with its currency. */
const TAX_ROWS = (['gst', 'pst'] as const).map((id) => {
  const { label, amount } = lineOf(id);
  return spaced(`${label} (${COPY.estimateMark}) ${WORDS.amountRange(amount!.usd)} ${COPY.columns.usd} ${WORDS.amountRange(amount!.cad)} ${COPY.columns.cad}`);
});
/** The same rows as a wide table and the PDF show them: the currencies are the columns' headings. */
const TAX_CELLS = TAX_ROWS.map((row) => row.replace(/ \$ (US|CA)/g, ''));

/** Every script of the site held back this long: a submit must not wait for them. */
const SCRIPT_DELAY_MS = 3000;

async function open(path: string, options: BrowserContextOptions, scriptDelayMs = 0): Promise<Page> {
  const context = await env.browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
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

/** The estimate's rows as the reader sees them, one string a row. */
const rowsOf = (page: Page) => page.locator('main table tr').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText));

describe('/fr/cout-livre with its scripts', () => {
  it('estimates delivery to Québec, QC: the TPS and TVQ lines, Quebec’s rule, then a French quotation to download', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await open(FRENCH_PATHS.deliveredCost, DESKTOP);
    const field = page.getByLabel(COPY.destinationLabel);
    await field.scrollIntoViewIfNeeded();
    await field.fill('Québec, QC');
    await page.getByText(`Québec, QC${COPY.labelSeparator}`).waitFor();

    const rows = (await rowsOf(page)).map(spaced);
    for (const row of TAX_CELLS) expect(rows, row).toContain(row);
    expect(await page.locator('main').innerText()).toContain('la TVQ ne s’applique pas sur la TPS');
    await page.screenshot({ path: `${SHOTS}/fr-estimator-quebec-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/fr-estimator-quebec-390.png`, fullPage: true });

    const form = page.getByRole('form', { name: FORM.title });
    await form.getByLabel(FORM.labels.organization).fill('CIUSSS de la Capitale-Nationale');
    await form.getByLabel(FORM.labels.contactName).fill('Dominique Tremblay');
    await form.getByLabel(FORM.labels.email).fill('approvisionnement@ciusss.example.org');
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: FORM.submit }).click()]);
    const number = /^Soumission_(Q-3057-\d{8}-[0-9A-F]{8})\.pdf$/.exec(download.suggestedFilename())?.[1];
    expect(number, download.suggestedFilename()).toBeDefined();
    const pdf = spaced((await pdfPages(readFileSync((await download.path())!))).pages.join('\n'));
    for (const text of [`Soumission ${number}`, 'CIUSSS de la Capitale-Nationale', 'Livraison à Québec, QC', ...TAX_CELLS]) {
      expect(pdf, text).toContain(text);
    }
    await page.getByText(FORM.done(number!)).waitFor();
    await page.close();
  });
});

describe('/fr/cout-livre with every script held back 3 s', () => {
  it('answers a submit at once with the browser’s own GET, in French, long before the scripts', async () => {
    const page = await open(FRENCH_PATHS.deliveredCost, PHONE, SCRIPT_DELAY_MS);
    const started = Date.now();
    await page.getByLabel(COPY.destinationLabel).fill('Québec, QC');
    await page.getByRole('button', { name: COPY.submit }).click();

    await page.waitForURL((url) => url.pathname === DELIVERED_COST_ENDPOINT);
    expect((await rowsOf(page)).map(spaced)).toContain(TAX_ROWS[1]);
    expect(Date.now() - started).toBeLessThan(SCRIPT_DELAY_MS);
    await page.close();
  });
});

describe('/fr/cout-livre without scripts', () => {
  it('answers a shared link ?to=Québec, QC with the French answer page: the TPS and TVQ lines', async () => {
    const page = await open(`${FRENCH_PATHS.deliveredCost}?${new URLSearchParams({ [DESTINATION_PARAM]: 'Québec, QC' })}`, { ...PHONE, javaScriptEnabled: false });

    expect(new URL(page.url()).pathname).toBe(DELIVERED_COST_ENDPOINT);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    const rows = (await rowsOf(page)).map(spaced);
    for (const row of TAX_ROWS) expect(rows, row).toContain(row);
    await page.screenshot({ path: `${SHOTS}/fr-answer-quebec-390.png`, fullPage: true });
    await page.close();
  });

  it('answers its own form with the French answer page, whose quotation form downloads the French PDF', async () => {
    const page = await open(FRENCH_PATHS.deliveredCost, { ...PHONE, javaScriptEnabled: false });
    await page.getByLabel(COPY.destinationLabel).fill('Québec, QC');
    await page.getByRole('button', { name: COPY.submit }).click();
    await page.waitForURL((url) => url.pathname === DELIVERED_COST_ENDPOINT);
    expect((await rowsOf(page)).map(spaced)).toContain(TAX_ROWS[1]);

    await page.getByLabel(FORM.labels.organization).fill('CISSS de Chaudière-Appalaches');
    await page.getByLabel(FORM.labels.contactName).fill('Dominique Tremblay');
    await page.getByLabel(FORM.labels.email).fill('dt.sans-script@cisss.example.org');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: FORM.submit }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Soumission_Q-3057-\d{8}-[0-9A-F]{8}\.pdf$/);
    const pdf = spaced((await pdfPages(readFileSync((await download.path())!))).pages.join('\n'));
    expect(pdf).toContain(TAX_CELLS[0]);
    await page.close();
  });

  it('links the French specification sheet, a real file read back in French', async () => {
    const page = await open(FRENCH_PATHS.deliveredCost, { ...PHONE, javaScriptEnabled: false });
    const link = page.getByRole('link', { name: FRENCH_SPEC_SHEET_LINK.label });
    expect(await link.getAttribute('href')).toBe(`/documents/${FRENCH_DOCUMENT_FILE_NAMES[SPEC_SHEET_FILE_NAME]}`);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(FRENCH_DOCUMENT_FILE_NAMES[SPEC_SHEET_FILE_NAME]);
    const pdf = spaced((await pdfPages(readFileSync((await download.path())!))).pages.join('\n'));
    expect(pdf).toContain('Fiche technique de la remorque médicale mobile');
    expect(pdf).toContain('Inspection de véhicule commercial de l’Alberta');
    await page.close();
  });
});
