import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The installed Chromium (never a downloaded one): CHROME_PATH, else Debian's. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs for headless Chromium (no sandbox as root, no background network). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @param backForwardCache keep Chromium's back/forward cache on, as browsers have it; Playwright
 *   turns it off by default.
 */
export async function launchBrowser({ backForwardCache = false }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium (bash .ci/run does) or set CHROME_PATH`);
  }
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : undefined,
  });
}
