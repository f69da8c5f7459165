import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { responsivePhoto } from '../../shared/image-url';
import type { ImageRecord } from '../../shared/images';
import { BUILT_IN_ROOM_PHOTO_COUNTS, builtInRoomPhotos } from '../../shared/tour-media';
import { GALLERY_ADMIN_COPY } from '../../web/src/content/gallery-admin';
import { ROOMS_SECTION, TOUR_VIDEOS, VIDEOS_SECTION } from '../../web/src/content/walkthrough';
import { TOUR_MEDIA_ADMIN_COPY } from '../../web/src/content/tour-media-admin';
import { useBrowserStack } from '../support/browser-stack';
import { latestConfirmationCode } from '../support/confirmation-codes';
import { servedSnapshot } from './support/prerendered-html';
import { answerAuthenticator } from './support/sign-in';
import { openTourPage } from './support/tour-pages';

const context = useBrowserStack();
const PASSWORD = 'Trailer3057ok';
const copy = TOUR_MEDIA_ADMIN_COPY;
/** A video id as a seller pastes it: in a youtu.be share link with its tracking parameter. */
const VIDEO_ID = 'M7lc1UVf-VE';
/** How long a test waits for a change to reach the pages; locally it is seconds. */
const PUBLISH_WAIT_MS = 30_000;

/** The walkthrough in Admin Mode, signed in as the operator's admin: signed up (and admin claimed) the first time. */
async function adminWalkthrough(width: number, signUp: boolean): Promise<{ page: Page; panel: Locator; errors: string[] }> {
  const { adminEmail } = readSiteSettings();
  const { page, errors } = await openTourPage(context.browser, `${context.stack.url}/auth?next=/walkthrough`, { viewport: { width, height: 900 } });
  if (signUp) {
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('Confirmation code').waitFor();
    await page.getByLabel('Confirmation code').fill(await latestConfirmationCode(context.stack.dataDir, adminEmail));
    await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
  } else {
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).last().click();
  }
  await answerAuthenticator(page, adminEmail);
  await page.waitForURL(/\/walkthrough$/);
  await page.getByLabel('Admin Mode').click();
  const panel = page.getByRole('region', { name: copy.panelTitle });
  await panel.waitFor();
  return { page, panel, errors };
}

async function choose(page: Page, scope: Locator, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Moves the named photo of the room editor up with the keyboard: focus its button, press Enter, `times` times. */
async function moveUpByKeyboard(panel: Locator, name: string, from: number, times: number) {
  for (let position = from; position > from - times; position -= 1) {
    const button = panel.getByRole('button', { name: copy.rooms.moveUp(position, name) });
    await button.focus();
    await button.press('Enter');
    await panel.getByRole('button', { name: copy.rooms.moveUp(position - 1, name) }).or(panel.getByRole('button', { name: copy.rooms.moveDown(position - 1, name) })).first().waitFor();
  }
}

const firstHtml = async (path: string) => (await fetch(`${context.stack.url}${path}`)).text();
const uploadedImage = async (altText: string) => ((await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[]).find((image) => image.altText === altText)!;

describe('tour media in Admin Mode on the walkthrough, in Chromium', () => {
  it('at 1,280 px: previews a file, uploads it into a room whose built-in photos stay, and confirms where it landed', async () => {
    const { page, panel, errors } = await adminWalkthrough(1280, true);
    const examCount = BUILT_IN_ROOM_PHOTO_COUNTS['exam-room'];

    // Choose the exam room for the upload; the queue previews the file before anything is sent.
    await choose(page, panel, copy.uploads.placeIn, 'Exam Room');
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a3b2e' } }).jpeg().toBuffer();
    await panel.getByTestId('upload-input').setInputFiles({ name: 'exam-chair.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const preview = panel.getByRole('img', { name: GALLERY_ADMIN_COPY.upload.preview('exam-chair.jpg') });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.src.startsWith('blob:') && img.naturalWidth === 800)).toBe(true);
    await panel.getByRole('button', { name: 'Upload 1 photo' }).click();

    // Confirmed, shown as stored, and placed at the end of the room's list: the built-in photos stay.
    const confirmation = panel.getByTestId('upload-confirmation');
    await confirmation.getByText(copy.uploads.placed('Exam Room', examCount + 1)).waitFor();
    await confirmation.getByRole('img', { name: GALLERY_ADMIN_COPY.upload.uploadedPhoto('exam chair') }).waitFor();
    expect(await preview.count()).toBe(1);
    const examRoom = page.locator('section#exam-room');
    await examRoom.getByText(ROOMS_SECTION.photosBadge(examCount + 1)).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1,280 px: moves the upload to the front of the room with the keyboard, and a new visitor gets it with the built-in photos after it', async () => {
    const { page, panel, errors } = await adminWalkthrough(1280, false);
    const examCount = BUILT_IN_ROOM_PHOTO_COUNTS['exam-room'];
    const examRoom = page.locator('section#exam-room');

    await choose(page, panel, copy.rooms.room, 'Exam Room');
    const placed = panel.getByTestId('placed-photo');
    await expect.poll(() => placed.count()).toBe(examCount + 1);
    await moveUpByKeyboard(panel, 'exam chair', examCount + 1, examCount);
    expect(await placed.first().textContent()).toContain('1. exam chair');
    expect(await placed.nth(1).textContent()).toContain(`2. ${copy.rooms.builtInPhoto(1)}`);
    await panel.getByRole('region', { name: copy.rooms.title }).getByRole('button', { name: copy.save }).click();
    await page.getByText(copy.published).first().waitFor();
    expect(await examRoom.locator('img').first().getAttribute('alt')).toBe('exam chair');

    // A new visitor's first HTML, once the publisher has run: the upload first, the built-in photos after it.
    const upload = await uploadedImage('exam chair');
    await expect.poll(() => firstHtml('/walkthrough'), { timeout: PUBLISH_WAIT_MS, interval: 250 }).toContain(`src="${responsivePhoto(upload).src}"`);
    const html = await firstHtml('/walkthrough');
    expect(html).toContain(ROOMS_SECTION.photosBadge(examCount + 1));
    const snapshot = await servedSnapshot(html, context.stack.url);
    expect(snapshot.tour.rooms['exam-room']).toEqual([expect.objectContaining({ publicUrl: upload.publicUrl }), ...builtInRoomPhotos('exam-room')]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 1,280 px: takes a pasted youtu.be link, shows the video's poster, plays that video, and publishes its id", async () => {
    const { page, panel, errors } = await adminWalkthrough(1280, false);

    // Paste a youtu.be share link: the field says which video it found; the walkthrough shows its poster.
    const videos = panel.getByRole('region', { name: copy.videos.title });
    await videos.getByLabel(copy.videos.youtubeId).first().fill(`https://youtu.be/${VIDEO_ID}?si=Qx1tPz`);
    await videos.getByText(copy.videos.foundId(VIDEO_ID)).waitFor();
    await videos.getByRole('button', { name: copy.save }).click();
    await page.getByText(copy.published).first().waitFor();
    const [video] = TOUR_VIDEOS;
    const play = page.getByRole('link', { name: VIDEOS_SECTION.playLabel(video!.title, video!.durationLabel) });
    await play.scrollIntoViewIfNeeded();
    await expect.poll(() => play.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await play.click();
    expect(await page.locator(`iframe[title="${video!.title}"]`).getAttribute('src')).toContain(`/embed/${VIDEO_ID}?`);

    // A new visitor's first HTML, once the publisher has run, embeds the new video (VideoObject.embedUrl).
    await expect.poll(() => firstHtml('/walkthrough'), { timeout: PUBLISH_WAIT_MS, interval: 250 }).toContain(`/embed/${VIDEO_ID}`);
    // Playing the video asked the video site (aborted by the test); nothing else went wrong.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });

  it('at 390 px: adds a library photo from the thumbnail grid to a room, keeps its built-in photos, and reorders with the keyboard', async () => {
    const { page, panel, errors } = await adminWalkthrough(390, false);
    const entryCount = BUILT_IN_ROOM_PHOTO_COUNTS['main-entry'];

    await choose(page, panel, copy.rooms.room, 'Main Entry');
    // The thumbnail grid by keyboard: focus the photo's button and press Enter.
    const add = panel.getByRole('group', { name: copy.rooms.add }).getByRole('button', { name: copy.rooms.addPhoto('exam chair') });
    await add.focus();
    await add.press('Enter');
    const placed = panel.getByTestId('placed-photo');
    await expect.poll(() => placed.count()).toBe(entryCount + 1);
    await moveUpByKeyboard(panel, 'exam chair', entryCount + 1, 1);
    expect(await placed.nth(entryCount - 1).textContent()).toContain(`${entryCount}. exam chair`);
    await panel.getByRole('region', { name: copy.rooms.title }).getByRole('button', { name: copy.save }).click();
    await page.getByText(copy.published).first().waitFor();

    const mainEntry = page.locator('section#main-entry');
    await mainEntry.scrollIntoViewIfNeeded();
    await mainEntry.getByText(ROOMS_SECTION.photosBadge(entryCount + 1)).waitFor();
    // The room's pictures get their source as its section comes near and renders.
    await expect.poll(() => mainEntry.locator('img').first().getAttribute('src')).toContain('/rooms/main-entry/01-');
    expect(errors).toEqual([]);
    await page.close();
  });
});
