import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/site-routes';
import { MENU_LINKS } from '../../web/src/content/navigation';
import { SITE_COPY } from '../../web/src/content/site';
import { MOBILE_MENU_ID } from '../../web/src/components/layout/mobile-menu';
import { useBrowserStack } from '../support/browser-stack';

/**
 * The controls a buyer meets, on a phone with JavaScript off: each does its job as plain HTML.
 */

const env = useBrowserStack();
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, javaScriptEnabled: false };

async function openWithoutScripts(path: string): Promise<Page> {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(`${env.stack.url}${path}`);
  return page;
}

describe('with JavaScript off, on a phone', () => {
  it('opens the menu and reaches every page of the navigation, the contact page among them', async () => {
    const page = await openWithoutScripts(PATHS.home);
    const menu = page.locator(`#${MOBILE_MENU_ID}`);
    expect(await menu.isVisible()).toBe(false);

    await page.locator(`summary[aria-label="${SITE_COPY.menuLabel}"]`).click();

    const navigation = menu.getByRole('navigation', { name: SITE_COPY.navLabel });
    for (const link of MENU_LINKS) {
      expect(await navigation.getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(link.to);
    }
    await navigation.getByRole('link', { name: MENU_LINKS.find((link) => link.to === PATHS.contact)!.label, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(PATHS.contact);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.close();
  });
});
