import type { Page } from 'playwright-core';
import type { BrowserStack } from '../../support/browser-stack';
import { latestConfirmationCode } from '../../support/confirmation-codes';
import { answerAuthenticator } from './sign-in';

/** The password every browser test's account signs up with (the site's rule: 8+ characters, a letter and a number). */
export const TEST_PASSWORD = 'Trailer3057ok';

/** A fresh page at 1280 px that records uncaught errors and console errors. */
export async function openPage(context: BrowserStack, path: string) {
  const browserContext = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await browserContext.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('close', () => void browserContext.close().catch(() => {}));
  await page.goto(`${context.stack.url}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** Sign up on /auth, confirm with the code from cognito-local's log, set up the authenticator; ends signed in. */
export async function signUpAndConfirm(context: BrowserStack, page: Page, email: string) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully! Please check your email to verify your account.').waitFor();
  await page.getByLabel('Confirmation code').fill(await latestConfirmationCode(context.stack.dataDir, email));
  await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
  await answerAuthenticator(page, email);
  await page.getByText('Successfully signed in!').waitFor();
}
