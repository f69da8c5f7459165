import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startTestStack, type TestStack } from './local-stack';

export interface BrowserStack {
  stack: TestStack;
  browser: Browser;
}

/**
 * For a browser test file: one local stack and one Chromium, started before its tests and
 * stopped after them. Read the fields inside tests (they are set in beforeAll).
 */
export function useBrowserStack(): BrowserStack {
  const context = {} as BrowserStack;
  beforeAll(async () => {
    [context.stack, context.browser] = await Promise.all([startTestStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.stack?.stop();
  });
  return context;
}
