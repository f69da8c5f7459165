import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import exifr from 'exifr';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl } from '../../shared/image-url';
import type { ImageRecord } from '../../shared/images';
import { REPO_ROOT, SITE_DIR } from '../../infra/local/web-build';
import { DOCUMENT_CONTENT_TYPES, documentPath } from '../../shared/documents';
import { PHOTO_PACKAGE_FILE_NAME } from '../../web/src/content/documents';
import { specSheetDocument } from '../../web/src/content/documents-spec-sheet';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';
import { RESOURCE_DOWNLOADS, resourceFileName } from '../../web/src/content/resources';
import { ROOMS } from '../../web/src/content/rooms';
import { layOutDocument, newPdfDocument } from '../../web/src/features/documents/pdf/printed-document-pdf';
import { ADMIN_GROUP } from '../../shared/api-routes';
import type { UploadTicket } from '../../shared/image-upload';
import { PHOTO_TAGS, taggedJpeg } from '../fixtures/tagged-photo';
import { useBrowserStack } from '../support/browser-stack';
import { signedInUser } from '../support/cognito-users';
import { pdfPages } from './support/pdf-text';
import { openTourPage } from './support/tour-pages';

const SITE_HOST = __SITE_SETTINGS__.siteHost;
// The build's documents state the built-in figures; the stack's publisher has not run for these tests.
const SPEC_SHEET = specSheetDocument(BUILT_IN_FIGURES);
const AXE_SOURCE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const ROOM_PHOTO_COUNT = ROOMS.reduce((sum, room) => sum + room.photoCount, 0);

const env = useBrowserStack();

/** Chunks the browser must never need: the PDF layout engine and jsPDF, write-excel-file, the photo package's zipper. */
const BUILD_ONLY_CHUNK = /^(printed-document-pdf|roi-workbook|jspdf|write-excel-file|static-documents|photo-package|fflate)[.-]/;

const open = (path: string, width = 1280) => openTourPage(env.browser, `${env.stack.url}${path}`, { viewport: { width, height: 900 } });

/** The download cards of a section, scrolled to (the section loads its code as it comes near; a click meanwhile is kept). */
async function downloadCards(page: Page, sectionId: 'documentation-downloads' | 'resource-downloads'): Promise<Locator> {
  await page.locator(`#${sectionId}`).scrollIntoViewIfNeeded();
  return page.locator(`#${sectionId} li[data-download]`);
}

/** A card's download control: a link to its file under /documents/. */
const control = (target: Locator) => target.locator('a[download]');

const card = (cards: Locator, title: string) => cards.filter({ has: cards.page().getByRole('heading', { name: title, exact: true }) });

interface SavedFile {
  name: string;
  bytes: Buffer;
  /** The Content-Type the site serves the file with. */
  contentType?: string;
}

async function download(target: Locator): Promise<SavedFile> {
  const [file] = await Promise.all([target.page().waitForEvent('download'), control(target).click()]);
  const contentType = (await fetch(file.url())).headers.get('content-type') ?? undefined;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!), contentType };
}

const magic = (file: SavedFile, length: number) => file.bytes.subarray(0, length).toString('latin1');

/** Fails unless every text occurs in `text`, each after the one before. */
function expectInOrder(text: string, texts: readonly string[]) {
  let from = 0;
  for (const expected of texts) {
    const at = text.indexOf(expected, from);
    expect(at, `'${expected}' after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + expected.length;
  }
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools rather than a <script> tag, which the site's CSP would refuse.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact?: string }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  });
}

describe('Downloadable Documentation on /specifications', () => {
  it('downloads the specification sheet as a PDF holding every category and row in order, the footer and its pages', async () => {
    const { page, errors } = await open('/specifications');
    const cards = await downloadCards(page, 'documentation-downloads');

    const file = await download(card(cards, 'Technical Specifications PDF'));
    const { pages, title } = await pdfPages(file.bytes);
    const expectedLayout = newPdfDocument();
    layOutDocument(expectedLayout, SPEC_SHEET, SITE_HOST);

    expect(file.name).toBe('Mobile_Medical_Trailer_Specifications.pdf');
    expect(magic(file, 5)).toBe('%PDF-');
    expect(title).toBe('Mobile Medical Trailer Specifications');
    expect(pages).toHaveLength(expectedLayout.getNumberOfPages());
    const text = pages.join(' ');
    expectInOrder(text, [
      SPEC_SHEET.title,
      SPEC_SHEET.subtitle,
      ...SPEC_SHEET.sections.flatMap((section) => [
        section.heading,
        ...section.blocks.flatMap((block) => (block.kind === 'rows' ? block.rows.flatMap((row) => [row.label, row.value]) : [])),
      ]),
    ]);
    for (const pageText of pages) expect(pageText.endsWith(`Generated from ${SITE_HOST}`)).toBe(true);
    expect(file.contentType).toBe(DOCUMENT_CONTENT_TYPES.pdf);
    expect(await control(card(cards, 'Technical Specifications PDF')).getAttribute('href')).toBe(documentPath(file.name));
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('downloads Service Records and Warranty Information as PDFs named after their titles', async () => {
    const { page, errors } = await open('/specifications');
    const cards = await downloadCards(page, 'documentation-downloads');

    for (const [title, fileName] of [
      ['Service Records', 'Service_Records.pdf'],
      ['Warranty Information', 'Warranty_Information.pdf'],
    ] as const) {
      const file = await download(card(cards, title));
      const { pages, title: property } = await pdfPages(file.bytes);
      expect(file.name).toBe(fileName);
      expect(file.contentType).toBe(DOCUMENT_CONTENT_TYPES.pdf);
      expect(magic(file, 5)).toBe('%PDF-');
      expect(property).toBe(title);
      expect(pages[0]).toContain(title);
      expect(pages.join(' ')).toContain(`${SITE_HOST}/contact`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('downloads the photo package as a ZIP of every exterior gallery photo and room photo, with its manifest', async () => {
    const records = (await (await fetch(`${env.stack.url}/api/images?category=exterior`)).json()) as ImageRecord[];
    const exteriorCount = records.filter((record) => isSafeImageUrl(record.publicUrl)).length;
    const { page, errors } = await open('/specifications');
    const cards = await downloadCards(page, 'documentation-downloads');

    const file = await download(card(cards, 'Photo Package'));
    const files = unzipSync(new Uint8Array(file.bytes));
    const photos = Object.keys(files).filter((path) => /\.(jpe?g|png|webp|avif)$/.test(path));

    expect(file.name).toBe(PHOTO_PACKAGE_FILE_NAME);
    expect(file.contentType).toBe(DOCUMENT_CONTENT_TYPES.zip);
    expect(await control(card(cards, 'Photo Package')).getAttribute('href')).toBe(documentPath(PHOTO_PACKAGE_FILE_NAME));
    expect(magic(file, 2)).toBe('PK');
    expect(exteriorCount).toBeGreaterThan(0);
    expect(photos.filter((path) => path.startsWith('exterior/'))).toHaveLength(exteriorCount);
    expect(photos.filter((path) => path.startsWith('interior/'))).toHaveLength(ROOM_PHOTO_COUNT);
    for (const path of photos.slice(0, 3)) expect([...files[path]!.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(strFromU8(files['manifest.txt']!)).toContain(`${exteriorCount + ROOM_PHOTO_COUNT} photos`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('zips an uploaded photo without the GPS, camera, artist, XMP or IPTC its upload carried', async () => {
    // Prepare: the admin uploads a tagged phone photo to the exterior gallery through the API
    const token = await signedInUser(env.stack, 'package-admin@example.com', [ADMIN_GROUP]);
    const api = async (path: string, body: unknown) =>
      (await fetch(`${env.stack.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const tagged = await taggedJpeg(1200, 900);
    expect(await exifr.parse(tagged, true)).toMatchObject({ Artist: PHOTO_TAGS.artist, Byline: PHOTO_TAGS.iptcByline });
    const ticket = (await api('/api/images/upload', { contentType: 'image/jpeg', fileSize: tagged.length })) as UploadTicket;
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(tagged)], { type: 'image/jpeg' }));
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const image = (await api('/api/images', { key: ticket.key, filename: 'IMG_2041.jpg', altText: 'Phone photo', category: 'exterior' })) as ImageRecord;
    // The upload asked the page publisher to write the package again.
    await env.stack.publishPages();
    const { page, errors } = await open('/specifications');
    const cards = await downloadCards(page, 'documentation-downloads');

    // Act
    const file = await download(card(cards, 'Photo Package'));

    // Assess: the entry is the served original, with none of the upload's metadata
    const files = unzipSync(new Uint8Array(file.bytes));
    const entry = Object.keys(files).find((path) => path.startsWith('exterior/') && path.endsWith('-IMG_2041.jpg'));
    expect(entry).toBeDefined();
    const zipped = Buffer.from(files[entry!]!);
    expect(zipped.equals(Buffer.from(await (await fetch(`${env.stack.url}${image.publicUrl}`)).arrayBuffer()))).toBe(true);
    expect(await exifr.parse(zipped, true)).toBeUndefined();
    for (const text of [PHOTO_TAGS.artist, PHOTO_TAGS.model, PHOTO_TAGS.xmpCreator, PHOTO_TAGS.iptcByline]) expect(zipped.includes(text), text).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lays the cards out in 1, 2 or 4 columns by width', async () => {
    for (const [width, columns] of [
      [390, 1],
      [800, 2],
      [1280, 4],
    ] as const) {
      const { page } = await open('/specifications', width);
      const cards = await downloadCards(page, 'documentation-downloads');
      const lefts = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `${width} px`).toBe(columns);
      await page.close();
    }
  });

  it("'Request Custom Documentation' opens the contact form with the four documents ticked", async () => {
    const { page, errors } = await open('/specifications');
    await downloadCards(page, 'documentation-downloads');

    await page.getByRole('link', { name: 'Request Custom Documentation' }).click();

    // Before the section's code is live the link navigates natively: a full page load.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/contact');
    for (const name of ['Technical Specifications', 'Service Records', 'Warranty Information', 'Photo Package']) {
      // The boxes are ticked from the link's query once the form's code runs, after the page has loaded.
      await expect.poll(() => page.getByRole('checkbox', { name }).isChecked(), { timeout: 10_000 }).toBe(true);
    }
    for (const name of ['Financing Options', 'Delivery Information']) expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Resources downloads', () => {
  it('ships no document generator to the browser: the downloads are links to files under /documents/', async () => {
    const { page, requests } = await open('/resources');
    const cards = await downloadCards(page, 'resource-downloads');
    await page.waitForLoadState('networkidle');

    expect(readdirSync(join(SITE_DIR, 'assets')).filter((file) => BUILD_ONLY_CHUNK.test(file))).toEqual([]);
    expect(await cards.locator('button').count()).toBe(0);
    for (const item of RESOURCE_DOWNLOADS.items) {
      expect(await control(card(cards, item.title)).getAttribute('href')).toBe(documentPath(resourceFileName(item)));
    }
    await download(card(cards, 'ROI Spreadsheet'));
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/assets/') && BUILD_ONLY_CHUNK.test(new URL(url).pathname.slice('/assets/'.length)))).toEqual([]);
    await page.close();
  });

  it('downloads the template, checklist and schedule as PDFs and the ROI model as an .xlsx workbook with formulas', async () => {
    const { page, errors } = await open('/resources');
    const cards = await downloadCards(page, 'resource-downloads');

    expect(await cards.count()).toBe(RESOURCE_DOWNLOADS.items.length);
    for (const item of RESOURCE_DOWNLOADS.items) {
      const file = await download(card(cards, item.title));
      expect(file.name).toBe(`${item.title.replace(/ /g, '_')}.${item.extension}`);
      expect(file.contentType).toBe(DOCUMENT_CONTENT_TYPES[item.extension]);
      if (item.extension === 'pdf') {
        expect(magic(file, 5)).toBe('%PDF-');
        const { pages, title } = await pdfPages(file.bytes);
        expect(title).toBe(item.title);
        for (const pageText of pages) expect(pageText.endsWith(`Generated from ${SITE_HOST}`)).toBe(true);
      } else {
        expect(magic(file, 2)).toBe('PK');
        const workbook = unzipSync(new Uint8Array(file.bytes));
        expect(Object.keys(workbook)).toContain('xl/workbook.xml');
        expect(strFromU8(workbook['xl/workbook.xml']!)).toContain('fullCalcOnLoad="1"');
        expect(strFromU8(workbook['xl/worksheets/sheet1.xml']!)).toMatch(/<f>IF\(B\d+&gt;0,/);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
