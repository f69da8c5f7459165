import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A layout shift score from which a visitor sees the page move. */
export const VISIBLE_SHIFT = 0.001;

/** Records the page's layout shifts from its first frame on: call before it navigates. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((source) => source.node?.nodeName).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the recorded shifts' total under what a visitor sees, naming each shift and the nodes it moved if not. */
export async function expectNoVisibleShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);
  expect(shifts.reduce((total, shift) => total + Number.parseFloat(shift), 0), shifts.join('; ')).toBeLessThan(VISIBLE_SHIFT);
}
