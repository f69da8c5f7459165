import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/site-routes';
import { DEFERRED_ATTRIBUTE, READY_EVENT } from '../../web/src/lib/early-clicks';
import { useBrowserStack } from '../support/browser-stack';
import { listenToReactCommits, type CommitListeners } from '../support/react-commits';

const session = useBrowserStack();

/**
 * Opens `path` on a phone, scrolls through it until every deferred part has hydrated, and counts, per part,
 * the React commits after its hydration that rendered its first element again. React's DevTools hook
 * (which production builds call on every commit) reads the committed tree: an element rendered again
 * has props of a new render, where one React skipped keeps the props object it had.
 */
async function rendersAfterHydration(path: string): Promise<Record<string, number>> {
  const context = await session.browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await listenToReactCommits(page);
  await page.addInitScript(
    ([deferredAttribute, readyEvent]) => {
      const record = { parts: [] as string[], renders: {} as Record<string, number>, hydrated: false };
      Object.assign(window, { renderRecord: record });
      document.addEventListener('DOMContentLoaded', () => {
        record.parts = [...document.querySelectorAll(`[${deferredAttribute}]`)].map((part) => part.id);
      });
      document.addEventListener(readyEvent, () => (record.hydrated = true), { once: true });
      (window as unknown as CommitListeners).reactCommitListeners.push((fibers) => {
        const firstElements = new Map(record.parts.map((id) => [document.getElementById(id)?.firstElementChild, id]));
        for (const fiber of fibers) {
          const part = firstElements.get(fiber.stateNode as Element);
          // No alternate: created in this commit (the hydration); the same props: skipped.
          if (part && fiber.alternate && fiber.memoizedProps !== fiber.alternate.memoizedProps) record.renders[part] = (record.renders[part] ?? 0) + 1;
        }
      });
    },
    [DEFERRED_ATTRIBUTE, READY_EVENT] as const,
  );
  await page.goto(`${session.stack.url}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { renderRecord: { hydrated: boolean } }).renderRecord.hydrated);
  // A screen at a time: each part starts loading as it comes near the viewport.
  await page.waitForFunction(
    (attribute) => {
      window.scrollBy(0, window.innerHeight);
      return !document.querySelector(`[${attribute}]`);
    },
    DEFERRED_ATTRIBUTE,
    { polling: 200 },
  );
  await page.waitForLoadState('networkidle');
  const { parts, renders } = await page.evaluate(() => (window as unknown as { renderRecord: { parts: string[]; renders: Record<string, number> } }).renderRecord);
  await context.close();
  return Object.fromEntries(parts.map((part) => [part, renders[part] ?? 0]));
}

describe('a deferred part once it has hydrated', () => {
  it.each([PATHS.gallery, PATHS.condition, PATHS.specifications, PATHS.contact])('%s: no part is rendered again when it goes live or its list arrives unchanged', async (path) => {
    const renders = await rendersAfterHydration(path);

    expect(Object.keys(renders).length, 'the page has deferred parts').toBeGreaterThan(0);
    expect(renders).toEqual(Object.fromEntries(Object.keys(renders).map((part) => [part, 0])));
  });
});
