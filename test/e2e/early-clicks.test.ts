import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { chromium, type Browser, type BrowserContextOptions, type Download, type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_DISPOSITION, DOCUMENT_CONTENT_TYPES, documentContentType, documentPath } from '../../shared/documents';
import { documentFileNameIn } from '../../shared/document-files';
import { FRENCH_PATHS, PATHS, localizedGuidePath } from '../../shared/site-routes';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';
import { contactFaqItems } from '../../web/src/content/contact';
import { DOCUMENT_TEMPLATES, PHOTO_PACKAGE_FILE_NAME } from '../../web/src/content/documents';
import { MANIFEST_FILE } from '../../web/src/features/documents/zip/photo-package';
import { NAV_LINKS } from '../../web/src/content/navigation';
import { RESOURCE_DOWNLOADS, resourceFileName } from '../../web/src/content/resources';
import { FRENCH_RESOURCES_COPY } from '../../web/src/content/fr/resources';
import { MOBILE_MENU_ID } from '../../web/src/components/layout/mobile-menu';
import { ROOMS } from '../../web/src/content/rooms';
import { SITE_COPY } from '../../web/src/content/site';
import { FLOOR_PLAN, ROOMS_SECTION, TOUR_VIDEOS, VIDEOS_SECTION } from '../../web/src/content/walkthrough';
import { DEFERRED_ATTRIBUTE, KEPT_CLICK_ATTRIBUTE, READY_EVENT } from '../../web/src/lib/early-clicks';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../support/browser';
import { useBrowserStack } from '../support/browser-stack';
import { pdfPages } from './support/pdf-text';
import { isVideoSiteUrl } from './support/tour-pages';
import { SITE_SCRIPT } from './support/site-scripts';

const SITE_HOST = __SITE_SETTINGS__.siteHost;
/** Every script of the site arrives this late: a slow phone link, where a visitor clicks long before the code is there. */
const SCRIPT_DELAY_MS = 1500;
/** Long enough for the delayed scripts, one round after another, and the part's code after them. */
const HYDRATION_TIMEOUT_MS = 20_000;

const env = useBrowserStack();

interface EarlyPage {
  page: Page;
  errors: string[];
}

/**
 * A page as a visitor on a slow link sees it: opened once its HTML and pictures have loaded
 * (`load`: the site starts its scripts only then), every script held back SCRIPT_DELAY_MS.
 * `window.hydrated` turns true when the page reports it has hydrated.
 */
async function openEarly(path: string, options: BrowserContextOptions & { browser?: Browser; scriptDelayMs?: number } = {}): Promise<EarlyPage> {
  const { browser = env.browser, scriptDelayMs = SCRIPT_DELAY_MS, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, ...contextOptions });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('close', () => void context.close().catch(() => {}));
  await page.route((target) => isVideoSiteUrl(target.href), (route) => route.abort().catch(() => {}));
  if (scriptDelayMs > 0) {
    await page.route(SITE_SCRIPT, async (route) => {
      await delay(scriptDelayMs);
      await route.continue().catch(() => {});
    });
  }
  await page.addInitScript((event) => {
    document.addEventListener(event, (ready) => {
      if (ready.target === document) (window as unknown as { hydrated: boolean }).hydrated = true;
    });
  }, READY_EVENT);
  await page.goto(`${env.stack.url}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

const isHydrated = (page: Page) => page.evaluate(() => (window as unknown as { hydrated?: boolean }).hydrated === true);

/** Whether the click on `control` was kept: it shows busy until its code carries it out. */
const isKept = (control: Locator) => control.evaluate((element, attribute) => element.hasAttribute(attribute) && element.getAttribute('aria-busy') === 'true', KEPT_CLICK_ATTRIBUTE);

interface SavedFile {
  name: string;
  bytes: Buffer;
  /** Content-Type and Content-Disposition the site serves the file with. */
  headers: Record<string, string>;
}

async function saved(file: Download): Promise<SavedFile> {
  const headers = Object.fromEntries((await fetch(file.url())).headers);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!), headers };
}

/** Scrolls each card's control into view and clicks it at once (no wait for any code), capturing each download. */
async function clickEachAtOnce(cards: Locator): Promise<SavedFile[]> {
  const files: SavedFile[] = [];
  for (let index = 0; index < (await cards.count()); index += 1) {
    const control = cards.nth(index).locator('a[download]');
    await control.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([cards.page().waitForEvent('download', { timeout: 60_000 }), control.click({ noWaitAfter: true })]);
    files.push(await saved(download));
  }
  return files;
}

async function expectStaticDocument(file: SavedFile, fileName: string, title: string) {
  expect(file.name).toBe(fileName);
  expect(file.headers['content-type']).toBe(documentContentType(documentPath(fileName)));
  expect(file.headers['content-disposition']).toBe(DOCUMENT_CONTENT_DISPOSITION);
  if (fileName.endsWith('.pdf')) {
    const { pages, title: property } = await pdfPages(file.bytes);
    expect(property).toBe(title);
    expect(pages[0]).toContain(title);
    for (const pageText of pages) expect(pageText.endsWith(`Generated from ${SITE_HOST}`)).toBe(true);
  } else {
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  }
}

const cardsOf = (page: Page, sectionId: string) => page.locator(`#${sectionId} li[data-download]`);

describe('no click is dropped while the page or its part is still loading', () => {
  it('downloads every documentation file, the photo package among them, clicked as soon as its card scrolls into view, before any script has run', async () => {
    const { page, errors } = await openEarly('/specifications', { scriptDelayMs: 60_000 });

    const files = await clickEachAtOnce(cardsOf(page, 'documentation-downloads'));

    expect(await isHydrated(page)).toBe(false);
    expect(files.map((file) => file.name)).toEqual(DOCUMENT_TEMPLATES.map((template) => template.fileName));
    for (const [index, template] of DOCUMENT_TEMPLATES.entries()) {
      await expectStaticDocument(files[index]!, template.fileName, template.id === 'technical-specs' ? 'Mobile Medical Trailer Specifications' : template.title);
    }
    const zip = files.find((file) => file.name === PHOTO_PACKAGE_FILE_NAME)!;
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes)))).toContain(MANIFEST_FILE);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('downloads every resource file clicked as soon as its card scrolls into view, before any script has run', async () => {
    const { page, errors } = await openEarly('/resources', { scriptDelayMs: 60_000 });

    const files = await clickEachAtOnce(cardsOf(page, 'resource-downloads'));

    expect(await isHydrated(page)).toBe(false);
    expect(files.map((file) => file.name)).toEqual(RESOURCE_DOWNLOADS.items.map(resourceFileName));
    for (const [index, item] of RESOURCE_DOWNLOADS.items.entries()) await expectStaticDocument(files[index]!, resourceFileName(item), item.title);
    expect(files.find((file) => file.name.endsWith('.xlsx'))?.headers['content-type']).toBe(DOCUMENT_CONTENT_TYPES.xlsx);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens an FAQ answer clicked as soon as it scrolls into view, and it stays open once the page has hydrated', async () => {
    const { page, errors } = await openEarly('/contact');
    const item = contactFaqItems(BUILT_IN_FIGURES)[3]!;
    const answer = page.getByText(item.answer);

    const question = page.locator('summary', { hasText: item.question });
    await question.scrollIntoViewIfNeeded();
    await question.click();

    expect(await answer.isVisible()).toBe(true);
    await expect.poll(() => isHydrated(page), { timeout: HYDRATION_TIMEOUT_MS }).toBe(true);
    await page.locator('#contact-more').scrollIntoViewIfNeeded();
    await page.locator(`#contact-more:not([${DEFERRED_ATTRIBUTE}])`).waitFor();
    expect(await answer.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the viewer on a room photo clicked as soon as the room scrolls into view, and moves a carousel clicked meanwhile', async () => {
    const { page, errors } = await openEarly('/walkthrough');
    const room = ROOMS.find((candidate) => candidate.id === 'exam-room')!;
    const other = ROOMS.find((candidate) => candidate.id === 'hallway-pictures')!;

    const photo = page.getByRole('button', { name: ROOMS_SECTION.openPhotoLabel(room.title, 1, room.photoCount) });
    await photo.scrollIntoViewIfNeeded();
    await photo.click({ noWaitAfter: true });
    const kept = await isKept(photo);
    const next = page.locator(`section#${other.id}`).getByRole('button', { name: ROOMS_SECTION.nextLabel });
    await next.scrollIntoViewIfNeeded();
    await next.click({ noWaitAfter: true });

    expect(kept).toBe(true);
    const viewer = page.getByRole('dialog', { name: room.title });
    await viewer.waitFor({ timeout: HYDRATION_TIMEOUT_MS });
    expect(await viewer.getByTestId('viewer-counter').innerText()).toBe(`1 of ${room.photoCount}`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    const current = page.locator(`section#${other.id} [aria-roledescription="slide"][data-current="true"]`);
    expect(await current.getAttribute('aria-label')).toBe(ROOMS_SECTION.photoPosition(2, other.photoCount));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes a room chosen on the floor plan before any script to its section at once, and opens its photos once the code is there', async () => {
    const { page, errors } = await openEarly('/walkthrough', { scriptDelayMs: 3000 });
    const room = ROOMS.find((candidate) => candidate.id === 'master-room')!;
    const onPlan = page.getByRole('link', { name: FLOOR_PLAN.roomOnPlan(ROOMS.indexOf(room) + 1, room.title, room.photoCount) });
    await onPlan.scrollIntoViewIfNeeded();

    await onPlan.click({ noWaitAfter: true });

    // A link needs no code: the page is at the room before anything has hydrated (the browser reports
    // the fragment's navigation a moment after the click, far inside the scripts' 3 s).
    await expect.poll(() => new URL(page.url()).hash, { timeout: 1000 }).toBe(`#${room.id}`);
    expect(await isHydrated(page)).toBe(false);
    await expect.poll(() => page.locator(`section#${room.id}`).evaluate((section) => section.getBoundingClientRect().top)).toBeLessThan(900 / 2);
    // Once the plan's code is there, choosing a room opens its photos too.
    await expect.poll(() => isHydrated(page), { timeout: HYDRATION_TIMEOUT_MS }).toBe(true);
    await page.locator('#floor-plan').scrollIntoViewIfNeeded();
    await page.locator(`#tour-floor-plan:not([${DEFERRED_ATTRIBUTE}])`).waitFor({ timeout: HYDRATION_TIMEOUT_MS });
    await onPlan.click();
    const viewer = page.getByRole('dialog', { name: room.title });
    await viewer.waitFor({ timeout: HYDRATION_TIMEOUT_MS });
    expect(await viewer.getByTestId('viewer-counter').innerText()).toBe(`1 of ${room.photoCount}`);
    expect(new URL(page.url()).hash).toBe(`#${room.id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts a video whose play link was pressed from the keyboard before the page hydrated', async () => {
    const { page, errors } = await openEarly('/walkthrough');
    const video = TOUR_VIDEOS[0]!;
    const play = page.getByRole('link', { name: VIDEOS_SECTION.playLabel(video.title, video.durationLabel) });

    await play.focus();
    await page.keyboard.press('Enter');

    expect(await isKept(play)).toBe(true);
    await page.locator('#videos iframe').first().waitFor({ timeout: HYDRATION_TIMEOUT_MS });
    expect(errors.filter((error) => !/youtube|net::ERR_FAILED/i.test(error))).toEqual([]);
    await page.close();
  });

  it('opens the viewer on a gallery photo clicked as soon as it scrolls into view, showing it busy until then', async () => {
    const { page, errors } = await openEarly('/gallery', { scriptDelayMs: 3000 });
    // In the published page's HTML: no script is needed to show it.
    const opener = page.getByTestId('gallery-card').nth(3).getByRole('link', { name: /^Open photo 4 full size/ });

    await opener.scrollIntoViewIfNeeded();
    await opener.click({ noWaitAfter: true });
    const kept = await isKept(opener);

    expect(kept).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    const viewer = page.getByRole('dialog');
    await viewer.waitFor({ timeout: HYDRATION_TIMEOUT_MS });
    expect(await viewer.getByTestId('viewer-counter').innerText()).toMatch(/^4 of \d+$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the mobile menu at once, long before any script', async () => {
    const { page, errors } = await openEarly('/', { viewport: { width: 390, height: 844 }, scriptDelayMs: 60_000 });

    await page.locator(`summary[aria-label="${SITE_COPY.menuLabel}"]`).click();

    expect(await page.locator(`#${MOBILE_MENU_ID}`).getByRole('navigation').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes the mobile menu on Escape once its script is there', async () => {
    const { page } = await openEarly('/', { viewport: { width: 390, height: 844 } });
    await expect.poll(() => isHydrated(page), { timeout: HYDRATION_TIMEOUT_MS }).toBe(true);
    const menuButton = page.locator(`summary[aria-label="${SITE_COPY.menuLabel}"]`);

    await menuButton.click();
    await page.keyboard.press('Escape');

    expect(await page.locator(`#${MOBILE_MENU_ID}`).isVisible()).toBe(false);
    expect(await menuButton.evaluate((summary) => summary === document.activeElement)).toBe(true);
    await page.close();
  });

  it("leaves the header's Admin button a plain link that works before any script", async () => {
    const { page } = await openEarly('/', { scriptDelayMs: 60_000 });

    await page.getByRole('link', { name: SITE_COPY.adminLabel, exact: true }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    await page.close();
  });
});

describe('after a client-side navigation and a return from the back/forward cache', () => {
  it('opens the viewer on a room photo clicked at once after a client-side navigation to the walkthrough', async () => {
    const { page, errors } = await openEarly('/', { scriptDelayMs: 0 });
    await expect.poll(() => isHydrated(page), { timeout: HYDRATION_TIMEOUT_MS }).toBe(true);
    const room = ROOMS.find((candidate) => candidate.id === 'master-room')!;

    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('navigation', { name: SITE_COPY.navLabel }).getByRole('link', { name: NAV_LINKS.find((link) => link.to === PATHS.walkthrough)!.label }).click();
    const photo = page.getByRole('button', { name: ROOMS_SECTION.openPhotoLabel(room.title, 1, room.photoCount) });
    await photo.scrollIntoViewIfNeeded();
    await photo.click();

    await page.getByRole('dialog', { name: room.title }).waitFor();
    // Still the same document: the router moved to the walkthrough without loading a page.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a click on a part not yet loaded in a page restored from the back/forward cache', async () => {
    // Playwright turns the cache off by default; this browser keeps it, as visitors' browsers do.
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    try {
      const { page, errors } = await openEarly('/walkthrough', { browser, scriptDelayMs: 0 });
      await expect.poll(() => isHydrated(page), { timeout: HYDRATION_TIMEOUT_MS }).toBe(true);
      await page.evaluate(() => addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)));
      await page.goto(`${env.stack.url}/overview`, { waitUntil: 'load' });
      // A page restored from the cache fires pageshow, not load.
      await page.goBack({ waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
      const room = ROOMS.find((candidate) => candidate.id === 'accessories-pictures')!;

      const photo = page.getByRole('button', { name: ROOMS_SECTION.openPhotoLabel(room.title, 1, room.photoCount) });
      await photo.scrollIntoViewIfNeeded();
      await photo.click({ noWaitAfter: true });

      await page.getByRole('dialog', { name: room.title }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

describe('with JavaScript off', () => {
  it('downloads the documentation and resource files through their links', async () => {
    for (const [path, sectionId, expected] of [
      ['/specifications', 'documentation-downloads', DOCUMENT_TEMPLATES.map((template) => template.fileName)],
      ['/resources', 'resource-downloads', RESOURCE_DOWNLOADS.items.map(resourceFileName)],
      // The French page links the French files where they exist, else the English ones.
      [FRENCH_PATHS.resources, 'resource-downloads', RESOURCE_DOWNLOADS.items.map((item) => documentFileNameIn(resourceFileName(item), 'fr'))],
    ] as const) {
      const { page } = await openEarly(path, { javaScriptEnabled: false, scriptDelayMs: 0 });

      const files = await clickEachAtOnce(cardsOf(page, sectionId));

      expect(files.map((file) => file.name)).toEqual(expected);
      for (const file of files) expect(file.headers['content-type']).toBe(documentContentType(documentPath(file.name)));
      await page.close();
    }
  });

  it('reads a French guide from /fr/ressources and switches to its English version', async () => {
    const { page } = await openEarly(FRENCH_PATHS.resources, { javaScriptEnabled: false, scriptDelayMs: 0 });
    const [guide] = FRENCH_RESOURCES_COPY.guides.items;

    await page.getByRole('link', { name: FRENCH_RESOURCES_COPY.guides.readLabel }).first().click();

    await page.waitForURL(`**${localizedGuidePath(guide!.slug, 'fr')}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    expect(await page.locator('h1').innerText()).toBe(guide!.title);
    await page.locator('a[hreflang="en"]').first().click();
    await page.waitForURL(`**${localizedGuidePath(guide!.slug, 'en')}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.close();
  });

  it('opens an FAQ answer', async () => {
    const { page } = await openEarly('/contact', { javaScriptEnabled: false, scriptDelayMs: 0 });
    const [first, second] = contactFaqItems(BUILT_IN_FIGURES);

    await page.locator('summary', { hasText: first!.question }).click();
    expect(await page.getByText(first!.answer).isVisible()).toBe(true);
    await page.locator('summary', { hasText: second!.question }).click();

    expect(await page.getByText(second!.answer).isVisible()).toBe(true);
    // One answer open at a time: the single-open accordion of docs/product.md#faq, in HTML alone.
    expect(await page.getByText(first!.answer).isVisible()).toBe(false);
    await page.close();
  });
});
