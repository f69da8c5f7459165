import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOMS } from '../../web/src/content/rooms';
import { useBrowserStack } from '../support/browser-stack';
import { currentSlide, focusedLabel, interactiveRoom, openTourPage, swipe } from './support/tour-pages';

const session = useBrowserStack();

const room = ROOMS[0]!;
const openerName = (position: number) => `Open ${room.title}, photo ${position} of ${room.photoCount}, in the viewer`;

/** The walkthrough with the first room's viewer open at its first photo. */
async function openViewer(options: Parameters<typeof openTourPage>[2] = {}): Promise<{ page: Page; viewer: Locator; errors: string[] }> {
  const { page, errors } = await openTourPage(session.browser, `${session.stack.url}/walkthrough`, options);
  const carousel = (await interactiveRoom(page, room.id)).getByTestId('room-carousel');
  await currentSlide(carousel).getByRole('button', { name: openerName(1) }).click();
  const viewer = page.getByRole('dialog', { name: room.title });
  await viewer.waitFor();
  return { page, viewer, errors };
}

const counter = (viewer: Locator) => viewer.getByTestId('viewer-counter').innerText();
const zoomPressed = (viewer: Locator) => viewer.getByRole('button', { name: 'Zoom' }).getAttribute('aria-pressed');

describe('image viewer in Chromium', () => {
  it('is not part of the first load: its code arrives on the first open', async () => {
    const { page, requests } = await openTourPage(session.browser, `${session.stack.url}/walkthrough`);

    expect(requests.filter((url) => /image-viewer/.test(url))).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await interactiveRoom(page, room.id);
    await page.getByRole('button', { name: openerName(1) }).click();
    await page.getByRole('dialog').waitFor();
    expect(requests.filter((url) => /\/assets\/image-viewer-[\w-]+\.js$/.test(url))).toHaveLength(1);
    await page.close();
  });

  it("shows the room title, 'N of M', the category badge and at most 5 keywords", async () => {
    const { page, viewer, errors } = await openViewer();

    expect(await viewer.getByRole('heading', { level: 2 }).innerText()).toBe(room.title);
    expect(await counter(viewer)).toBe(`1 of ${room.photoCount}`);
    expect((await viewer.getByTestId('viewer-category').innerText()).toLowerCase()).toBe('interior');
    const keywords = await viewer.getByRole('list', { name: 'Keywords' }).locator('li').allInnerTexts();
    expect(keywords).toEqual(room.keywords.slice(0, 5));
    await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves with ArrowRight and ArrowLeft and the buttons, wrapping around both ends', async () => {
    const { page, viewer } = await openViewer();
    const last = room.photoCount;

    await page.keyboard.press('ArrowLeft');
    expect(await counter(viewer)).toBe(`${last} of ${last}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter(viewer)).toBe(`1 of ${last}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter(viewer)).toBe(`2 of ${last}`);
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    expect(await counter(viewer)).toBe(`${last} of ${last}`);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    expect(await counter(viewer)).toBe(`1 of ${last}`);
    await page.close();
  });

  it('toggles zoom, and shows the next photo unzoomed', async () => {
    const { page, viewer } = await openViewer();
    const image = viewer.locator('img');
    const width = () => image.evaluate((img) => img.getBoundingClientRect().width);
    const unzoomed = await width();

    await viewer.getByRole('button', { name: 'Zoom' }).click();
    expect(await zoomPressed(viewer)).toBe('true');
    expect(await width()).toBeCloseTo(unzoomed * 2, 0);

    await page.keyboard.press('ArrowRight');
    expect(await counter(viewer)).toBe(`2 of ${room.photoCount}`);
    expect(await zoomPressed(viewer)).toBe('false');
    expect(await width()).toBeCloseTo(unzoomed, 0);

    await image.click();
    expect(await zoomPressed(viewer)).toBe('true');
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    expect(await zoomPressed(viewer)).toBe('false');
    await page.close();
  });

  it('downloads the photo shown', async () => {
    const { page, viewer } = await openViewer();
    await page.keyboard.press('ArrowRight');

    const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('link', { name: 'Download photo' }).click()]);

    expect(download.suggestedFilename()).toBe(`${room.id}-02.jpg`);
    expect(new URL(download.url()).pathname).toBe(`/rooms/${room.id}/02.jpg`);
    await download.cancel();
    await page.close();
  });

  it('keeps focus inside while open; Escape closes it and focus returns to the thumbnail', async () => {
    const { page, viewer } = await openViewer();

    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe(openerName(1));
    await page.close();
  });

  it('closes with its close button, also giving focus back', async () => {
    const { page, viewer } = await openViewer();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await viewer.waitFor({ state: 'detached' });

    expect(await focusedLabel(page)).toBe(openerName(1));
    await page.close();
  });

  it('follows swipes on touch screens', async () => {
    const { page, viewer } = await openViewer({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const stage = viewer.getByTestId('viewer-stage');

    await swipe(stage, -150);
    expect(await counter(viewer)).toBe(`2 of ${room.photoCount}`);
    await swipe(stage, 150);
    await swipe(stage, 150);
    expect(await counter(viewer)).toBe(`${room.photoCount} of ${room.photoCount}`);
    // A short movement is not a swipe.
    await swipe(stage, -20);
    expect(await counter(viewer)).toBe(`${room.photoCount} of ${room.photoCount}`);
    await page.close();
  });
});
