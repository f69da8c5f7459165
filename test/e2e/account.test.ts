import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { AUTH_ERROR_MESSAGES, AUTH_NOTICES } from '../../shared/auth';
import { AUTH_COPY } from '../../web/src/content/auth';
import { useBrowserStack } from '../support/browser-stack';
import { authenticatorCode, authenticatorSecretOf, confirmedUser, signedInUser, TEST_USER_PASSWORD } from '../support/cognito-users';
import { latestConfirmationCode } from '../support/confirmation-codes';

const context = useBrowserStack();

/** /auth in a fresh browser at a phone's or a desktop's width, recording script errors. */
async function openAuth(width: number) {
  const browserContext = await context.browser.newContext({ viewport: { width, height: 900 } });
  const page = await browserContext.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('close', () => void browserContext.close().catch(() => {}));
  await page.goto(`${context.stack.url}/auth?next=/gallery`, { waitUntil: 'networkidle' });
  return { page, errors };
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: AUTH_COPY.signIn }).last().click();
}

/** Enters an authenticator code and expects the mapped 'Authentication Error' notification. */
async function expectCodeRefused(page: Page, code: string) {
  await page.getByLabel(AUTH_COPY.totpCode.code).fill(code);
  await page.getByRole('button', { name: AUTH_COPY.totpCode.submit }).click();
  const alert = page.getByRole('alert').filter({ hasText: AUTH_ERROR_MESSAGES.title });
  await alert.waitFor();
  expect(await alert.innerText()).toContain(AUTH_ERROR_MESSAGES.wrongAuthenticatorCode);
  await alert.getByRole('button', { name: 'Close' }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(AUTH_COPY.totpCode.code).fill(code);
  await page.getByRole('button', { name: AUTH_COPY.totpCode.submit }).click();
}

// Ten steps (five minutes) away: outside the one-step window either side, so surely refused.
const STALE_STEPS = 10;

describe('the admin account in Chromium', () => {
  it('sets up an authenticator on the first sign-in from the key shown, refuses a wrong code, and asks for a code at every later sign-in', async () => {
    const email = 'first-sign-in@example.com';
    await confirmedUser(context.stack, email, [ADMIN_GROUP]);
    const first = await openAuth(390);

    await signInWithPassword(first.page, email, TEST_USER_PASSWORD);

    await first.page.getByRole('heading', { name: AUTH_COPY.totpSetup.title }).waitFor();
    const qrCode = first.page.getByRole('img', { name: AUTH_COPY.totpSetup.qrLabel });
    expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await first.page.getByTestId('authenticator-key').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    await expectCodeRefused(first.page, authenticatorCode(secret, STALE_STEPS));
    await enterCode(first.page, authenticatorCode(secret));
    await first.page.waitForURL(/\/gallery$/);
    await first.page.getByText(AUTH_NOTICES.signedIn).waitFor();
    expect(first.errors).toEqual([]);
    await first.page.close();

    const later = await openAuth(1280);
    await signInWithPassword(later.page, email, TEST_USER_PASSWORD);
    await later.page.getByRole('heading', { name: AUTH_COPY.totpCode.title }).waitFor();
    expect(await later.page.getByTestId('authenticator-key').count()).toBe(0);
    await expectCodeRefused(later.page, authenticatorCode(secret, -STALE_STEPS));
    await enterCode(later.page, authenticatorCode(secret));

    await later.page.waitForURL(/\/gallery$/);
    expect(later.errors).toEqual([]);
    await later.page.close();
  }, 90_000);

  it('resets a forgotten password with the code from the local sign-up codes log, then signs in with it and the authenticator', async () => {
    const email = 'forgetful-admin@example.com';
    const newPassword = 'NewTrailer3057';
    await signedInUser(context.stack, email, [ADMIN_GROUP]);
    const { page, errors } = await openAuth(390);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: AUTH_COPY.forgotPassword }).click();
    await page.getByRole('heading', { name: AUTH_COPY.reset.title }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: AUTH_COPY.reset.submit }).click();
    await page.getByRole('heading', { name: AUTH_COPY.reset.confirmTitle }).waitFor();
    const code = await latestConfirmationCode(context.stack.dataDir, email);

    // A wrong code first, then a password against the site's rule: each refused with its message.
    await page.getByLabel(AUTH_COPY.reset.code).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel(new RegExp(`^${AUTH_COPY.reset.newPassword}`)).fill(newPassword);
    await page.getByLabel(new RegExp(`^${AUTH_COPY.reset.confirmPassword}`)).fill(newPassword);
    await page.getByRole('button', { name: AUTH_COPY.reset.confirmSubmit }).click();
    const alert = page.getByRole('alert').filter({ hasText: AUTH_ERROR_MESSAGES.title });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(AUTH_ERROR_MESSAGES.wrongCode);
    await alert.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel(AUTH_COPY.reset.code).fill(code);
    await page.getByLabel(new RegExp(`^${AUTH_COPY.reset.newPassword}`)).fill('onlyletters');
    await page.getByLabel(new RegExp(`^${AUTH_COPY.reset.confirmPassword}`)).fill('onlyletters');
    await page.getByRole('button', { name: AUTH_COPY.reset.confirmSubmit }).click();
    await page.getByText('Password must contain at least one letter and one number').waitFor();

    await page.getByLabel(new RegExp(`^${AUTH_COPY.reset.newPassword}`)).fill(newPassword);
    await page.getByLabel(new RegExp(`^${AUTH_COPY.reset.confirmPassword}`)).fill(newPassword);
    await page.getByRole('button', { name: AUTH_COPY.reset.confirmSubmit }).click();
    await page.getByText(AUTH_NOTICES.passwordReset).waitFor();

    // Back on Sign In with the address kept: the old password no longer works, the new one does.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await signInWithPassword(page, email, TEST_USER_PASSWORD);
    await page.getByRole('alert').filter({ hasText: AUTH_ERROR_MESSAGES.invalidCredentials }).waitFor();
    await signInWithPassword(page, email, newPassword);
    await page.getByRole('heading', { name: AUTH_COPY.totpCode.title }).waitFor();
    await enterCode(page, authenticatorCode(authenticatorSecretOf(email)));
    await page.waitForURL(/\/gallery$/);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
