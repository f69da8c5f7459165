import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';

/** Requests to the video site; none may happen before a play click. */
export const VIDEO_SITE = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)$/;

export function isVideoSiteUrl(url: string): boolean {
  return VIDEO_SITE.test(new URL(url).hostname);
}

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console errors, for a final `expect(errors).toEqual([])`. */
  errors: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
}

/**
 * A fresh page (own context, so no cache or SWR state is shared between tests). Requests to the
 * video site are recorded and then aborted: tests never reach the internet.
 */
export async function openTourPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & { beforeGoto?: (page: Page) => Promise<void> } = {},
): Promise<OpenedPage> {
  const { beforeGoto, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (request) => requests.push(request.url()));
  // Closing the page ends its context; after the browser itself has closed that has nothing left to do.
  page.on('close', () => void context.close().catch(() => {}));
  await page.route((target) => isVideoSiteUrl(target.href), (route) => route.abort().catch(() => {}));
  await beforeGoto?.(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, errors, requests };
}

/**
 * A room of the walkthrough, scrolled to and hydrated: rooms hydrate as they come near the
 * viewport, and a click on a button that is not live yet would be lost.
 */
export async function interactiveRoom(page: Page, roomId: string): Promise<Locator> {
  const section = page.locator(`section#${roomId}`);
  await section.scrollIntoViewIfNeeded();
  await page.locator(`section#${roomId}[data-interactive]`).waitFor();
  return section;
}

/** The slide a carousel shows. */
export function currentSlide(carousel: Locator): Locator {
  return carousel.locator('[aria-roledescription="slide"][data-current="true"]');
}

/** The accessible name (aria-label) of the focused element. */
export function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

/**
 * A touch swipe as a finger makes it: pointerdown, moves, pointerup with pointerType 'touch'.
 * dx < 0 swipes left (to the next picture).
 */
export async function swipe(target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 - dx / 2;
  await target.evaluate(
    (element, { startX, y, dx }) => {
      const fire = (type: string, x: number) =>
        element.dispatchEvent(
          new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y }),
        );
      fire('pointerdown', startX);
      for (let step = 1; step <= 5; step += 1) fire('pointermove', startX + (dx * step) / 5);
      fire('pointerup', startX + dx);
    },
    { startX, y, dx },
  );
}
