import type { Browser, Page } from 'playwright-core';
import { PATHS, signInThenGoTo } from '../../../shared/site-routes';
import { TEST_USER_PASSWORD } from '../../support/cognito-users';

/** Signs in through /auth with a user the pool already holds, in a fresh browser context (1280 px wide unless told), landing on /inquiries. */
export async function signInToInquiries(browser: Browser, siteUrl: string, email: string, width = 1280): Promise<Page> {
  const browserContext = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await browserContext.newPage();
  page.on('close', () => void browserContext.close().catch(() => {}));
  await page.goto(`${siteUrl}${signInThenGoTo(PATHS.inquiries)}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(TEST_USER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.waitForURL(/\/inquiries$/);
  return page;
}
