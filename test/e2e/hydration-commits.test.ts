import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/site-routes';
import { OPENS_VIEWER_ATTRIBUTE, READY_EVENT } from '../../web/src/lib/early-clicks';
import { useBrowserStack } from '../support/browser-stack';
import { listenToReactCommits, type CommitListeners } from '../support/react-commits';

const session = useBrowserStack();

/** React 19's lanes of synchronous updates (SyncHydrationLane and SyncLane), as a fiber's `lanes` holds them. */
const SYNCHRONOUS_LANES = 0b11;

/**
 * The components that had a synchronous update while `path` opened on a phone, until the page had
 * hydrated and its requests had settled, without any input, read from each committed tree
 * (listenToReactCommits): a fiber, or the one it replaced, holds the lanes of the updates scheduled
 * on it until it renders again.
 */
async function synchronouslyUpdated(path: string, act?: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await session.browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await listenToReactCommits(page);
  await page.addInitScript(
    ([readyEvent, synchronousLanes]) => {
      const record = { updated: [] as string[], hydrated: false };
      Object.assign(window, { commitRecord: record });
      document.addEventListener(readyEvent, () => (record.hydrated = true), { once: true });
      (window as unknown as CommitListeners).reactCommitListeners.push((fibers) => {
        for (const fiber of fibers) {
          if ((fiber.lanes | (fiber.alternate?.lanes ?? 0)) & synchronousLanes) record.updated.push(typeof fiber.type === 'string' ? fiber.type : (fiber.type?.name ?? 'a component'));
        }
      });
    },
    [READY_EVENT, SYNCHRONOUS_LANES] as const,
  );
  await page.goto(`${session.stack.url}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { commitRecord: { hydrated: boolean } }).commitRecord.hydrated);
  await page.waitForLoadState('networkidle');
  await act?.(page);
  const updated = await page.evaluate(() => (window as unknown as { commitRecord: { updated: string[] } }).commitRecord.updated);
  await context.close();
  return [...new Set(updated)];
}

/**
 * How many times React Router's state changed while `path` opened on a phone, until the page had
 * hydrated and its requests had settled, without any input: counted by a listener on the router
 * React Router's entry sets on the window.
 */
async function routerUpdates(path: string): Promise<number> {
  const context = await session.browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript((readyEvent) => {
    const record = { updates: 0, hydrated: false };
    let router: { subscribe: (listener: () => void) => void } | undefined;
    Object.assign(window, { routerRecord: record });
    document.addEventListener(readyEvent, () => (record.hydrated = true), { once: true });
    Object.defineProperty(window, '__reactRouterDataRouter', {
      configurable: true,
      get: () => router,
      set: (created: typeof router) => {
        router = created;
        created?.subscribe(() => record.updates++);
      },
    });
  }, READY_EVENT);
  await page.goto(`${session.stack.url}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { routerRecord: { hydrated: boolean } }).routerRecord.hydrated);
  await page.waitForLoadState('networkidle');
  const updates = await page.evaluate(() => (window as unknown as { routerRecord: { updates: number } }).routerRecord.updates);
  await context.close();
  return updates;
}

/**
 * A synchronous update during the hydration's commit (a state set from a ref or a layout effect)
 * renders again in the same task and runs every effect of the page there first: one long task
 * while the page starts, where they would otherwise be three.
 */
describe('a page while it hydrates', () => {
  it.each([PATHS.home, PATHS.overview, PATHS.specifications, PATHS.gallery, PATHS.walkthrough, PATHS.contact])('%s: no component is updated synchronously', async (path) => {
    expect(await synchronouslyUpdated(path)).toEqual([]);
  });

  // The control for the check above, which reads React's numbering of its lanes: a click is a discrete
  // event, so the state its handler sets (the gallery's viewer opening) is a synchronous update.
  it('sees the synchronous update a click makes once the page has hydrated', async () => {
    const clickPhoto = async (page: Page) => {
      await page.locator(`[${OPENS_VIEWER_ATTRIBUTE}]`).first().click();
      await page.getByRole('dialog').waitFor();
    };

    expect(await synchronouslyUpdated(PATHS.gallery, clickPhoto)).not.toEqual([]);
  });

  // A change of the router's state gives every route's context a new value, and React then hydrates
  // each deferred part still waiting for its code before it applies it, a render started again per part.
  it.each([PATHS.home, PATHS.walkthrough, PATHS.contact])("%s: React Router's state does not change (it knows every route before it starts)", async (path) => {
    expect(await routerUpdates(path)).toBe(0);
  });
});
