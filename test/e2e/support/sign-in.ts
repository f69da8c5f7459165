import type { Browser, Page } from 'playwright-core';
import { PATHS, signInThenGoTo } from '../../../shared/site-routes';
import { AUTH_COPY } from '../../../web/src/content/auth';
import { authenticatorCode, authenticatorSecretOf, rememberAuthenticatorSecret, TEST_USER_PASSWORD } from '../../support/cognito-users';

/**
 * Answers a sign-in's authenticator step as the user would with their app: on a first sign-in,
 * sets it up from the key shown as text (and remembers it); later, enters the current code.
 */
export async function answerAuthenticator(page: Page, email: string): Promise<void> {
  const setUp = page.getByRole('heading', { name: AUTH_COPY.totpSetup.title });
  await setUp.or(page.getByRole('heading', { name: AUTH_COPY.totpCode.title })).waitFor();
  if (await setUp.isVisible()) rememberAuthenticatorSecret(email, (await page.getByTestId('authenticator-key').innerText()).replace(/\s/g, ''));
  await page.getByLabel(AUTH_COPY.totpCode.code).fill(authenticatorCode(authenticatorSecretOf(email)));
  await page.getByRole('button', { name: AUTH_COPY.totpCode.submit }).click();
}

/** Signs in through /auth with a user the pool already holds, in a fresh browser context (1280 px wide unless told), landing on /inquiries. */
export async function signInToInquiries(browser: Browser, siteUrl: string, email: string, width = 1280): Promise<Page> {
  const browserContext = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await browserContext.newPage();
  page.on('close', () => void browserContext.close().catch(() => {}));
  await page.goto(`${siteUrl}${signInThenGoTo(PATHS.inquiries)}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(TEST_USER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await answerAuthenticator(page, email);
  await page.waitForURL(/\/inquiries$/);
  return page;
}
