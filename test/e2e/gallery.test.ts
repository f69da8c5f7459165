import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { SITE_DIR } from '../../infra/local/web-build';
import { pageFileKey, PATHS } from '../../shared/site-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRecord } from '../../shared/images';
import { buildImageRecord } from '../fixtures/images';
import { launchBrowser } from '../support/browser';
import { startTestStack, type TestStack } from '../support/local-stack';
import { focusedLabel, openTourPage } from './support/tour-pages';

let stack: TestStack;
let browser: Browser;
let seeded: ImageRecord[];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  seeded = (await (await fetch(`${stack.url}/api/images?category=exterior`)).json()) as ImageRecord[];
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const EXTERIOR_IMAGES = /\/api\/images\?category=exterior$/;
const galleryUrl = () => `${stack.url}/gallery`;

/** Answers the gallery's API call with `body` (and `status`) instead of the local API. */
function answerImages(body: unknown, status = 200) {
  return async (page: Page) => {
    await page.route(EXTERIOR_IMAGES, (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));
  };
}

const cards = (page: Page) => page.getByTestId('gallery-card');

/**
 * Serves /gallery as the build made it, before any publish: its snapshot holds no photos (the build
 * reads no table), so the page loads the list from the API, with its loading and error states.
 */
async function builtPage(page: Page) {
  await page.route(galleryUrl(), (route: Route) => route.fulfill({ path: join(SITE_DIR, pageFileKey(PATHS.gallery)), contentType: 'text/html; charset=utf-8' }));
}

describe('exterior gallery in Chromium', () => {
  it('shows the seeded exterior photos oldest first with number, featured badge, caption, date and two keywords', async () => {
    const { page, errors } = await openTourPage(browser, galleryUrl());
    await cards(page).first().waitFor();
    const oldestFirst = [...seeded].sort((a, b) => a.uploadDate.localeCompare(b.uploadDate));

    expect(await page.getByTestId('image-count').innerText()).toBe(`${seeded.length} images`);
    expect(await cards(page).count()).toBe(seeded.length);
    for (const [index, record] of oldestFirst.entries()) {
      const card = cards(page).nth(index);
      const text = await card.innerText();
      expect(await card.getByTestId('number-badge').innerText()).toBe(`#${index + 1}`);
      expect(await card.getByTestId('gallery-caption').innerText()).toBe(record.caption);
      expect(text.includes('Featured')).toBe(record.featured);
      expect(await card.locator('li').allInnerTexts()).toEqual(record.keywords.slice(0, 2));
    }
    const dates = await page.getByTestId('gallery-date').allInnerTexts();
    expect(dates.slice(0, 7)).toEqual(Array(7).fill('June 12, 2024'));
    expect(dates[7]).toBe('Unknown date');
    expect(await page.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/auth?next=/gallery');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the photos the published page holds when the API fails after hydration, with no error state', async () => {
    const { page, errors } = await openTourPage(browser, galleryUrl(), { beforeGoto: answerImages({ error: 'Internal error' }, 500) });

    expect(await cards(page).count()).toBe(seeded.length);
    expect(await page.getByRole('heading', { name: 'Error Loading Gallery' }).count()).toBe(0);
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    await page.close();
  });

  it('sorts by upload date whatever order the API answers in', async () => {
    const records = [
      buildImageRecord({ caption: 'Third', uploadDate: '2024-07-03T10:00:00.000Z', publicUrl: seeded[0]!.publicUrl }),
      buildImageRecord({ caption: 'First', uploadDate: '2024-07-01T10:00:00.000Z', publicUrl: seeded[1]!.publicUrl }),
      buildImageRecord({ caption: 'Second', uploadDate: '2024-07-02T10:00:00.000Z', publicUrl: seeded[2]!.publicUrl }),
    ];
    const { page } = await openTourPage(browser, galleryUrl(), { beforeGoto: answerImages(records) });

    // The published page shows the stored photos, then the list the API answers once it has hydrated.
    await expect.poll(() => page.getByTestId('gallery-caption').allInnerTexts()).toEqual(['First', 'Second', 'Third']);
    await page.close();
  });

  it('opens the viewer at the clicked photo, with its category, and downloads it', async () => {
    const { page } = await openTourPage(browser, galleryUrl());
    const oldestFirst = [...seeded].sort((a, b) => a.uploadDate.localeCompare(b.uploadDate));
    const third = oldestFirst[2]!;
    await cards(page).nth(2).getByRole('link').click();
    // Named after the photo shown, so the name changes as the viewer moves.
    await page.getByRole('dialog', { name: third.caption! }).waitFor();
    const viewer = page.getByRole('dialog');

    expect(await viewer.getByTestId('viewer-counter').innerText()).toBe(`3 of ${seeded.length}`);
    expect((await viewer.getByTestId('viewer-category').innerText()).toLowerCase()).toBe('exterior');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await viewer.getByTestId('viewer-counter').innerText()).toBe(`1 of ${seeded.length}`);
    const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('link', { name: 'Download photo' }).click()]);
    expect(download.suggestedFilename()).toBe(oldestFirst[0]!.filename);
    await download.cancel();

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toMatch(/^Open photo 3 full size/);
    await page.close();
  });

  it('shows the placeholder for unsafe and failing URLs, leaves unsafe ones out of the viewer, and escapes text', async () => {
    const hostileText = '<img src=x onerror="window.__xss=1">';
    const records = [
      buildImageRecord({ caption: 'Good one', uploadDate: '2024-07-01T10:00:00.000Z', publicUrl: seeded[0]!.publicUrl }),
      buildImageRecord({ caption: 'Script URL', uploadDate: '2024-07-02T10:00:00.000Z', publicUrl: 'javascript:alert(1)' }),
      buildImageRecord({ caption: hostileText, altText: hostileText, keywords: [hostileText], uploadDate: '2024-07-03T10:00:00.000Z', publicUrl: '/media/images/missing.jpg' }),
    ];
    const { page, errors } = await openTourPage(browser, galleryUrl(), { beforeGoto: answerImages(records) });
    await expect.poll(() => cards(page).count()).toBe(records.length);
    const image = (index: number) => cards(page).nth(index).locator('img').first();

    expect(await image(1).getAttribute('src')).toBe('/placeholder.svg');
    expect(await cards(page).nth(1).getByRole('link').count()).toBe(0);
    await expect.poll(() => image(2).getAttribute('src')).toBe('/placeholder.svg');
    expect(await cards(page).nth(2).getByTestId('gallery-caption').innerText()).toBe(hostileText);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    await cards(page).nth(2).getByRole('link').click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.getByTestId('viewer-counter').innerText()).toBe('2 of 2');
    await expect.poll(() => viewer.locator('img').getAttribute('src')).toBe('/placeholder.svg');
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await page.close();
  });

  it("shows a spinner while the build's page loads the list, then the empty text when there are no exterior images", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const context = await browser.newContext();
    const page = await context.newPage();
    await builtPage(page);
    await page.route(EXTERIOR_IMAGES, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    await page.goto(galleryUrl());

    await page.getByRole('progressbar', { name: 'Loading gallery' }).waitFor();
    release();
    await page.getByText('No exterior images yet').waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await context.close();
  });

  it("shows the build's page's error state and its toast when the API fails, and Retry reloads the page", async () => {
    const { page } = await openTourPage(browser, galleryUrl(), {
      beforeGoto: async (target) => {
        await builtPage(target);
        await answerImages({ error: 'Internal error' }, 500)(target);
      },
    });

    await page.getByRole('heading', { name: 'Error Loading Gallery' }).waitFor();
    expect(await page.getByText('Failed to load gallery data. Please try again.').count()).toBe(1);
    await page.getByRole('alert').filter({ hasText: 'Failed to load gallery images' }).waitFor();

    await page.unroute(EXTERIOR_IMAGES);
    await page.unroute(galleryUrl());
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Retry' }).click()]);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(seeded.length);
    await page.close();
  });
});
