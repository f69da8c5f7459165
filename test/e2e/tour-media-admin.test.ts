import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { TOUR_MEDIA_ADMIN_COPY } from '../../web/src/content/tour-media-admin';
import { useBrowserStack } from '../support/browser-stack';
import { latestConfirmationCode } from '../support/confirmation-codes';
import { answerAuthenticator } from './support/sign-in';

const context = useBrowserStack();
const PASSWORD = 'Trailer3057ok';

describe('tour media in Admin Mode on the walkthrough, in Chromium', () => {
  it('uploads a photo, places it in a room with a caption, and the room shows it at once', async () => {
    const { adminEmail } = readSiteSettings();
    const browserContext = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await browserContext.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${context.stack.url}/auth?next=/walkthrough`, { waitUntil: 'networkidle' });

    // Sign up as the operator's admin and claim admin with the walkthrough's Admin Mode switch.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('Confirmation code').waitFor();
    await page.getByLabel('Confirmation code').fill(latestConfirmationCode(context.stack.dataDir, adminEmail));
    await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
    await answerAuthenticator(page, adminEmail);
    await page.waitForURL(/\/walkthrough$/);
    await page.getByLabel('Admin Mode').click();
    await page.getByText('Admin access granted!').waitFor();
    const panel = page.getByRole('region', { name: TOUR_MEDIA_ADMIN_COPY.panelTitle });
    await panel.waitFor();

    // Upload through the gallery's upload panel: an interior photo by default.
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a3b2e' } }).jpeg().toBuffer();
    await panel.getByTestId('upload-input').setInputFiles({ name: 'exam-chair.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await panel.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect.poll(() => panel.getByTestId('pending-upload').count()).toBe(0);

    // Place it in the exam room with a caption and save.
    await panel.getByRole('combobox', { name: TOUR_MEDIA_ADMIN_COPY.rooms.room, exact: true }).click();
    await page.getByRole('option', { name: 'Exam Room' }).click();
    await panel.getByRole('combobox', { name: TOUR_MEDIA_ADMIN_COPY.rooms.add }).click();
    await page.getByRole('option', { name: 'exam chair' }).click();
    await panel.getByTestId('placed-photo').getByLabel(TOUR_MEDIA_ADMIN_COPY.rooms.caption).fill('The exam chair, reclined');
    await panel.getByRole('button', { name: TOUR_MEDIA_ADMIN_COPY.save }).first().click();
    await page.getByText(TOUR_MEDIA_ADMIN_COPY.published).waitFor();

    // The room on this page shows the admin's photo now; new visitors get it once the pages are published.
    const examRoom = page.locator('section#exam-room');
    await examRoom.scrollIntoViewIfNeeded();
    await examRoom.getByText('1 Photo Available - Click to enlarge').waitFor();
    await examRoom.getByText('The exam chair, reclined').waitFor();
    expect(await examRoom.locator('img').first().getAttribute('alt')).toBe('exam chair');
    expect(errors).toEqual([]);
    await browserContext.close();
  });
});
