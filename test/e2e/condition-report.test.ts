import { readFile } from 'node:fs/promises';
import { jsPDF } from 'jspdf';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { FRENCH_CONDITION_REPORT_PDF_PATH } from '../../shared/condition-report-file';
import { FRENCH_PATHS, PATHS } from '../../shared/site-routes';
import { CONDITION_COPY, CONDITION_REPORT_PDF_PATH } from '../../web/src/content/condition';
import { CONDITION_DETAILS } from '../../web/src/content/condition-details';
import { GALLERY_ADMIN_COPY } from '../../web/src/content/gallery-admin';
import { CONDITION_ADMIN_COPY, INSPECTION_DOCUMENTS_ADMIN_COPY } from '../../web/src/content/listing-admin';
import { DEFERRED_ATTRIBUTE } from '../../web/src/lib/early-clicks';
import { useBrowserStack } from '../support/browser-stack';
import { openPage, signUpAndConfirm } from './support/admin-session';
import { pdfPages } from './support/pdf-text';

const context = useBrowserStack();

/** How long a test waits for a change to reach the pages; the product's promise is 2 minutes, locally it is seconds. */
const PUBLISH_WAIT_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const COMMENT = 'Starts hard below -10 °C; runs clean once warm.';
const FIX = 'Replace the glow plugs, about 400 USD at a Cummins dealer.';
/** The generator's comment in French: the only French version the admin gives. */
const COMMENT_FR = 'Démarre difficilement sous -10 °C; tourne bien une fois chaude.';
const STATEMENT = 'If a component is not substantially as described here, you may withdraw within 7 days of delivery.';
const ISSUER = 'Northside Trailer CVIP facility AB-20417';

/** The three components the admin rates, each with its own photo (named by its file). */
const RATED = [
  { id: 'generator', label: 'Generator', rating: 'Needs attention', dataRating: 'needs-attention', comment: COMMENT, photo: 'generator panel', color: '#4a5a3e' },
  { id: 'tires', label: 'Tires', rating: 'Good', dataRating: 'good', comment: 'Tread 10/32 on every position, all dated 2023.', photo: 'tire tread', color: '#333333' },
  { id: 'brakes', label: 'Brakes', rating: 'Fair', dataRating: 'fair', comment: 'Linings at half; drums within limits.', photo: 'brake drum', color: '#7a4a2e' },
] as const;

/** A tiny real PDF, as the CVIP facility would issue it. */
function cvipCertificate(): Buffer {
  const doc = new jsPDF();
  doc.text(`Alberta CVIP inspection certificate, unit 3057, ${ISSUER}`, 20, 20);
  return Buffer.from(doc.output('arraybuffer'));
}

describe('the condition report, from Admin Mode to a visitor without JavaScript', () => {
  it('the admin rates three components with photos (the generator needing attention, with a comment and a fix), states an "as described" promise and uploads a CVIP PDF; a new visitor at 390 px without scripts reads the ratings, the photos, the statement and the PDF link in the first HTML, downloads the PDF byte for byte, and the Condition Report PDF says the same, and /fr/condition and its French PDF show the comment given in French in French and the others marked as English; with scripts a photo opens the viewer; a browser 13 months on hydrates the page with the day it was rendered on', async () => {
    // Prepare: the seller signs up, claims admin, turns Admin Mode on and uploads a photo of each component
    const { adminEmail } = readSiteSettings();
    const { page, errors } = await openPage(context, '/auth?next=/gallery');
    await signUpAndConfirm(context, page, adminEmail);
    await page.waitForURL(/\/gallery$/);
    await page.getByLabel('Admin Mode').click();
    const photos = await Promise.all(
      RATED.map(async ({ photo, color }) => ({
        name: `${photo.replace(/ /g, '-')}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).jpeg().toBuffer(),
      })),
    );
    await page.getByTestId('upload-input').first().setInputFiles(photos);
    await page.getByRole('button', { name: `Upload ${RATED.length} photos` }).click();
    for (const { photo } of RATED) await page.getByTestId('upload-confirmation').getByRole('img', { name: GALLERY_ADMIN_COPY.upload.uploadedPhoto(photo) }).waitFor();

    // Act: date the inspection, rate the three components with a comment and a photo each, the generator's fix, the statement; save
    const panel = page.getByRole('region', { name: CONDITION_ADMIN_COPY.title });
    await panel.getByLabel(CONDITION_ADMIN_COPY.inspectedOn).fill(toIsoDate(sellerToday()));
    for (const { id, label, rating, comment, photo } of RATED) {
      const fieldset = panel.locator(`fieldset[data-component="${id}"]`);
      await fieldset.getByRole('combobox', { name: CONDITION_ADMIN_COPY.rating }).click();
      await page.getByRole('option', { name: rating }).click();
      await fieldset.getByLabel(CONDITION_ADMIN_COPY.comment, { exact: true }).fill(comment);
      await fieldset.getByRole('combobox', { name: `${CONDITION_ADMIN_COPY.addPhoto}: ${label}` }).click();
      await page.getByRole('option', { name: photo }).click();
    }
    await panel.locator('fieldset[data-component="generator"]').getByLabel(CONDITION_ADMIN_COPY.fix).fill(FIX);
    await panel.locator('fieldset[data-component="generator"]').getByLabel(CONDITION_ADMIN_COPY.commentFr).fill(COMMENT_FR);
    await panel.getByLabel(CONDITION_ADMIN_COPY.statementText).fill(STATEMENT);
    await panel.getByLabel(CONDITION_ADMIN_COPY.statementDays).fill('7');
    await panel.getByRole('button', { name: CONDITION_ADMIN_COPY.save }).click();
    await page.getByText('Facts saved.').waitFor();

    // ... and upload the CVIP certificate through the documents panel
    const pdf = cvipCertificate();
    const documents = page.getByRole('region', { name: INSPECTION_DOCUMENTS_ADMIN_COPY.title });
    await documents.getByLabel(INSPECTION_DOCUMENTS_ADMIN_COPY.issuer).fill(ISSUER);
    await documents.getByLabel(INSPECTION_DOCUMENTS_ADMIN_COPY.file).setInputFiles({ name: 'cvip.pdf', mimeType: 'application/pdf', buffer: pdf });
    await documents.getByRole('button', { name: INSPECTION_DOCUMENTS_ADMIN_COPY.upload }).click();
    await page.getByText(INSPECTION_DOCUMENTS_ADMIN_COPY.uploaded).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // Assess: the first HTML of /condition, as published, holds the ratings, the photos, the statement and the PDF link
    const firstHtml = async () => (await fetch(`${context.stack.url}${PATHS.condition}`)).text();
    await expect.poll(firstHtml, { timeout: PUBLISH_WAIT_MS, interval: 250 }).toContain(ISSUER);
    const html = await firstHtml();
    expect(html).toContain('Replace the glow plugs');
    for (const { dataRating, photo } of RATED) {
      expect(html).toContain(`data-rating="${dataRating}"`);
      expect(html).toContain(`alt="${photo}"`);
    }
    expect(html).toContain(STATEMENT);

    // A new visitor, no scripts, a phone's width
    const visitor = await context.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const reader = await visitor.newPage();
    await reader.goto(`${context.stack.url}${PATHS.condition}`);
    const generator = reader.locator('article[data-component="generator"]');
    expect(await generator.innerText()).toMatch(/Generator\s+Needs attention\s+What was seen: Starts hard below -10 °C; runs clean once warm\.\s+What it takes to fix: Replace the glow plugs/);
    for (const { id, label, rating, comment, photo } of RATED) {
      const card = reader.locator(`article[data-component="${id}"]`);
      expect(await card.innerText()).toContain(`${label}\n${rating}`);
      expect(await card.innerText()).toContain(comment);
      // Each photo is a link to the full-size file: it works without scripts.
      const link = card.getByRole('link', { name: CONDITION_DETAILS.photoLink(photo) });
      expect(await link.getByRole('img', { name: photo }).count()).toBe(1);
      expect((await fetch(`${context.stack.url}${await link.getAttribute('href')}`)).headers.get('content-type')).toBe('image/jpeg');
    }
    const counts = await reader.getByRole('list', { name: 'Components by rating' }).innerText();
    expect(counts.replace(/\s+/g, ' ')).toBe('Good: 1 Fair: 1 Needs attention: 1 Not inspected: 15');
    expect((await reader.getByTestId('condition-statement').innerText()).replace(/\s+/g, ' ')).toContain(`${STATEMENT} ${CONDITION_DETAILS.statementPeriod}: 7 days`);

    // The certificate downloads byte for byte as uploaded.
    const [download] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('link', { name: new RegExp(`^CVIP certificate, ${ISSUER}`) }).click()]);
    expect(Buffer.compare(await readFile(await download.path()), pdf)).toBe(0);

    // The PDF under /documents/, rewritten by the publisher, carries the same ratings, comments and counts.
    const report = (await pdfPages(new Uint8Array(await (await fetch(`${context.stack.url}${CONDITION_REPORT_PDF_PATH}`)).arrayBuffer()))).pages.join('\n').replace(/\s+/g, ' ');
    for (const { rating, comment } of RATED) expect(report).toContain(`${rating}. ${comment}`);
    expect(report).toMatch(/Good 1 Fair 1 Needs attention 1 Not inspected 15/);
    expect(report).toContain(STATEMENT);

    // The French page, without scripts: the generator's comment in the seller's French, the tires' in English, marked as such.
    // The publisher writes the pages a few at a time: the French page may come a moment after the English one.
    const firstFrenchHtml = async () => (await fetch(`${context.stack.url}${FRENCH_PATHS.condition}`)).text();
    await expect.poll(firstFrenchHtml, { timeout: PUBLISH_WAIT_MS, interval: 250 }).toContain(ISSUER);
    await reader.goto(`${context.stack.url}${FRENCH_PATHS.condition}`);
    const generatorFr = await reader.locator('article[data-component="generator"]').innerText();
    expect(generatorFr).toContain(COMMENT_FR);
    expect(generatorFr).not.toContain(COMMENT);
    const tires = reader.locator('article[data-component="tires"]');
    expect(await tires.locator('span[lang="en"]').innerText()).toBe(RATED[1].comment);
    expect(await tires.innerText()).toContain('(en anglais)');
    // The French report under /documents/, rewritten with the pages: the same rule for the seller's texts.
    const frenchReport = (await pdfPages(new Uint8Array(await (await fetch(`${context.stack.url}${FRENCH_CONDITION_REPORT_PDF_PATH}`)).arrayBuffer()))).pages.join('\n').replace(/\s+/g, ' ');
    expect(frenchReport).toContain(`Génératrice Intervention requise. ${COMMENT_FR} Correctif requis : ${FIX} (en anglais)`);
    expect(frenchReport).toContain(`Bon état. ${RATED[1].comment} (en anglais)`);
    expect(frenchReport).toContain(`${STATEMENT} (en anglais)`);
    await visitor.close();

    // With scripts, a photo opens the viewer over its component's photos instead of leaving the page.
    const scripted = await context.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await scripted.goto(`${context.stack.url}${PATHS.condition}`);
    await scripted.getByRole('link', { name: CONDITION_DETAILS.photoLink('generator panel') }).click();
    await scripted.getByRole('dialog', { name: 'Generator' }).waitFor();
    expect(scripted.url()).toBe(`${context.stack.url}${PATHS.condition}`);
    await scripted.close();

    // A browser whose clock is 13 months on hydrates the page with the day it was rendered on: the age
    // its markup shows (not "older than a year"), and no Intl object made to learn today's day.
    const later = await context.browser.newPage({ viewport: { width: 390, height: 844 } });
    await later.clock.install({ time: Date.now() + 400 * DAY_MS });
    await later.addInitScript(() => {
      const record = { prerendered: '', dayFormats: 0 };
      Object.assign(window, { startRecord: record });
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
          record.dayFormats += 1;
          return new target(...args);
        },
      });
      document.addEventListener('DOMContentLoaded', () => (record.prerendered = document.querySelector('section[aria-labelledby="condition-summary-title"]')?.textContent ?? ''));
    });
    await later.goto(`${context.stack.url}${PATHS.condition}`);
    await later.waitForFunction((deferred) => !document.querySelector(`#condition-record[${deferred}]`), DEFERRED_ATTRIBUTE);
    const { prerendered, dayFormats } = await later.evaluate(() => (window as unknown as { startRecord: { prerendered: string; dayFormats: number } }).startRecord);
    expect(prerendered).toContain(CONDITION_COPY.age);
    expect(await later.locator('section[aria-labelledby="condition-summary-title"]').textContent()).toBe(prerendered);
    expect(await later.getByTestId('condition-stale').count()).toBe(0);
    expect(dayFormats).toBe(0);
    await later.close();
  }, 90_000);
});
