import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCAL_PHOTO_BUCKET } from '../../infra/local/runtime';
import { readSiteSettings } from '../../infra/settings';
import { DEFAULT_HERO_IMAGE } from '../../shared/hero-image';
import { responsivePhoto } from '../../shared/image-url';
import type { ImageRecord } from '../../shared/images';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../shared/runtime-config';
import { AUTH_COPY } from '../../web/src/content/auth';
import { CATEGORY_LABELS, GALLERY_ADMIN_COPY } from '../../web/src/content/gallery-admin';
import { useBrowserStack } from '../support/browser-stack';
import { TEST_PASSWORD, openPage as openPageIn, signUpAndConfirm as signUpIn } from './support/admin-session';
import { answerAuthenticator } from './support/sign-in';

const context = useBrowserStack();
const PASSWORD = TEST_PASSWORD;
const openPage = (path: string) => openPageIn(context, path);
const signUpAndConfirm = (page: Page, email: string) => signUpIn(context, page, email);

const storedImages = async () => (await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[];

describe('sign-in and Admin Mode in Chromium, as a new seller would', () => {
  it('signs up, confirms, claims admin, uploads, edits, features and deletes a photo, then signs out', async () => {
    const { adminEmail } = readSiteSettings();
    const { page, errors } = await openPage('/auth?next=/gallery');
    await signUpAndConfirm(page, adminEmail);
    await page.waitForURL(/\/gallery$/);

    // Claim admin with the Admin Mode toggle.
    await page.getByLabel('Admin Mode').click();
    await page.getByText('Admin access granted!').waitFor();
    await page.getByRole('heading', { name: 'Manage Photos' }).waitFor();

    // Upload a JPEG; the progress bar shows while the bucket holds the request back a little.
    await page.route((url) => url.pathname.startsWith(`/${LOCAL_PHOTO_BUCKET}`), async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
    await page.getByTestId('upload-input').setInputFiles({ name: 'curb-side-test.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByLabel('Caption (optional)').fill('Curb side, test upload');
    await page.getByRole('button', { name: 'Upload 1 photo' }).click();
    await page.getByRole('progressbar', { name: 'Upload progress of curb-side-test.jpg' }).waitFor();
    const galleryCards = page.getByTestId('gallery-card');
    await galleryCards.filter({ hasText: 'Curb side, test upload' }).waitFor();
    const uploaded = (await storedImages()).find((image) => image.caption === 'Curb side, test upload');
    expect(uploaded).toMatchObject({ altText: 'curb side test', category: 'exterior', featured: false });

    // Its caption has no French version: the photo list marks it.
    const managed = page.getByTestId('managed-photo').filter({ hasText: 'curb side test' });
    await managed.getByText('No French caption').waitFor();

    // Edit its caption and give it a French version.
    await page.getByRole('button', { name: 'Edit: curb side test' }).click();
    await page.getByRole('dialog').getByLabel('Caption (optional)').fill('Curb side, edited');
    await page.getByRole('dialog').getByLabel('French caption').fill('Côté trottoir, modifié');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Photo updated').waitFor();
    await galleryCards.filter({ hasText: 'Curb side, edited' }).waitFor();
    expect((await storedImages()).find((image) => image.id === uploaded!.id)).toMatchObject({ caption: 'Curb side, edited', captionFr: 'Côté trottoir, modifié' });
    expect(await managed.getByText('No French caption').count()).toBe(0);

    // The French gallery shows the French caption; the seeded photos' captions, with none, in English marked as such.
    const french = await openPage('/fr/galerie');
    await french.page.getByTestId('gallery-caption').filter({ hasText: 'Côté trottoir, modifié' }).waitFor();
    expect(await french.page.getByTestId('gallery-caption').filter({ hasText: 'Curb side, edited' }).count()).toBe(0);
    expect(await french.page.getByTestId('gallery-caption').first().innerText()).toMatch(/\(en anglais\)$/);
    await french.page.close();

    // Feature it with the bulk action.
    await page.getByLabel('Select curb side test').check();
    await page.getByRole('button', { name: 'Mark featured' }).click();
    await page.getByText('Featured photos updated').waitFor();
    expect((await storedImages()).find((image) => image.id === uploaded!.id)?.featured).toBe(true);
    await expect.poll(() => galleryCards.filter({ hasText: 'Curb side, edited' }).innerText()).toContain('Featured');

    // Delete it, after the confirmation.
    await page.getByRole('button', { name: 'Delete: curb side test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Photo deleted').waitFor();
    await expect.poll(() => galleryCards.filter({ hasText: 'Curb side, edited' }).count()).toBe(0);
    expect((await storedImages()).some((image) => image.id === uploaded!.id)).toBe(false);
    expect(await (await fetch(`${context.stack.url}${uploaded!.publicUrl}`)).status).toBe(404);

    // Sign out: the tools go and the way back in returns.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Successfully signed out').waitFor();
    await page.getByRole('link', { name: 'Admin Login' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Manage Photos' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
    // Sign-up, the e-mailed code and the authenticator's set-up before six admin actions: the file's longest path, as long as its upload test's.
  }, 90_000);

  /** Signs the admin (made by the first test) in from the header's Admin link and switches Admin Mode on. */
  async function adminModeFromHeader() {
    const { adminEmail } = readSiteSettings();
    const opened = await openPage('/');
    const { page } = opened;
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(/\/auth\?next=\/gallery$/);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await answerAuthenticator(page, adminEmail);
    await page.waitForURL(/\/gallery$/);
    await page.getByLabel('Admin Mode').click();
    await page.getByRole('heading', { name: 'Manage Photos' }).waitFor();
    return opened;
  }

  it('makes an uploaded photo the main photo, and a new visitor\'s first HTML of Home shows it as the hero', async () => {
    const { page, errors } = await adminModeFromHeader();
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a4f2a' } }).jpeg().toBuffer();
    await page.getByTestId('upload-input').setInputFiles({ name: 'clinic-door-at-dusk.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Upload 1 photo' }).click();
    // The queue confirms the upload with the stored photo and where it now shows.
    const confirmation = page.getByTestId('upload-confirmation');
    await confirmation.getByText(GALLERY_ADMIN_COPY.upload.inGallery(CATEGORY_LABELS.exterior)).waitFor();
    await confirmation.getByRole('img', { name: GALLERY_ADMIN_COPY.upload.uploadedPhoto('clinic door at dusk') }).waitFor();
    await page.getByTestId('managed-photo').filter({ hasText: 'clinic door at dusk' }).waitFor();
    const uploaded = (await storedImages()).find((image) => image.filename === 'clinic-door-at-dusk.jpg')!;
    const heroSrc = responsivePhoto(uploaded).src;
    const firstHtmlOfHome = async () => (await fetch(`${context.stack.url}/`)).text();
    expect(await firstHtmlOfHome()).not.toContain(heroSrc);

    await page.getByRole('button', { name: 'Use as main photo: clinic door at dusk' }).click();

    await page.getByText('Main photo chosen').waitFor();
    await page.getByTestId('managed-photo').filter({ hasText: 'clinic door at dusk' }).getByText('Main photo', { exact: true }).waitFor();
    const stored = await storedImages();
    expect(stored.filter((image) => image.hero).map((image) => image.id)).toEqual([uploaded.id]);
    expect(stored.find((image) => image.id === uploaded.id)).toMatchObject({ featured: true, keywords: [] });
    // A new visitor, no script run: the hero element of the first response is the chosen photo.
    const heroElementSrc = async () => /<img[^>]*\bsrc="([^"]+)"[^>]*fetchPriority="high"/.exec(await firstHtmlOfHome())?.[1];
    await expect.poll(heroElementSrc, { timeout: 30_000, interval: 250 }).toBe(heroSrc);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('takes the admin from the header to Admin Mode and restores the default hero image as the main photo', async () => {
    const { page, errors } = await adminModeFromHeader();

    await page.getByRole('button', { name: 'Restore default hero image' }).click();

    await page.getByText('The default hero image is back on the home page.').waitFor();
    const featured = (await (await fetch(`${context.stack.url}/api/images?featured=true`)).json()) as ImageRecord[];
    const heroes = featured.filter((image) => image.hero);
    expect(heroes).toHaveLength(1);
    expect(heroes[0]).toMatchObject({ altText: DEFAULT_HERO_IMAGE.alt, category: 'exterior', featured: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets an admin created at deploy replace the temporary password on first sign-in, then set up the authenticator', async () => {
    const { userPoolId } = context.stack.userPool;
    const cognito = new CognitoIdentityProviderClient({ endpoint: context.stack.endpoints.cognito });
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: 'deployed-admin@example.com',
        TemporaryPassword: 'Temporary3057',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: 'deployed-admin@example.com' }],
      }),
    );
    cognito.destroy();
    const { page, errors } = await openPage('/auth?next=/gallery');

    await page.getByLabel('Email').fill('deployed-admin@example.com');
    await page.getByLabel(/^Password/).fill('Temporary3057');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
    await answerAuthenticator(page, 'deployed-admin@example.com');

    await page.waitForURL(/\/gallery$/);
    await page.getByText('Successfully signed in!').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses the admin claim to a second account', async () => {
    const { page } = await openPage('/auth?next=/gallery');
    await signUpAndConfirm(page, 'second.buyer@example.org');
    await page.waitForURL(/\/gallery$/);

    await page.getByLabel('Admin Mode').click();

    await page.getByRole('alert').filter({ hasText: 'Error setting up admin access' }).waitFor();
    expect(await page.getByLabel('Admin Mode').isChecked()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Manage Photos' }).count()).toBe(0);
    await page.close();
  });

  it('shows the mapped error for a wrong password and locks the e-mail after five failures', async () => {
    const { page } = await openPage('/auth');
    const email = 'nobody@example.org';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill('wrong-password-1');
      await page.getByRole('button', { name: 'Sign In' }).last().click();
      const alert = page.getByRole('alert').filter({ hasText: 'Authentication Error' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain('Invalid email or password');
      await alert.getByRole('button', { name: 'Close' }).click();
    }
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByText('Too many failed login attempts. Please try again later.').waitFor();
    await page.close();
  });

  it('offers no Sign Up where the stack allows none, as the deployed site does', async () => {
    const browserContext = await context.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await browserContext.newPage();
    await page.route(`**${RUNTIME_CONFIG_PATH}`, async (route) => {
      const config = (await (await route.fetch()).json()) as RuntimeConfig;
      await route.fulfill({ json: { ...config, selfSignUp: false } satisfies RuntimeConfig });
    });
    await page.goto(`${context.stack.url}/auth`);

    await page.getByText(AUTH_COPY.signUpClosed).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign In' }).last().isVisible()).toBe(true);
    await browserContext.close();
  });
});
