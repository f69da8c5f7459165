import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { INQUIRIES_ENDPOINT, type InquiriesPage } from '../../shared/inquiries';
import { LISTING_AVAILABILITY, LISTING_COPY, LISTING_ENDPOINT, LISTING_STATUS_LABELS, formatListingDay } from '../../shared/listing-state';
import { QUESTIONS_ENDPOINT, questionEndpoint, type QuestionRecord } from '../../shared/questions';
import { tourRoomPhotosEndpoint } from '../../shared/tour-media';
import { imageEndpoint } from '../../shared/image-endpoints';
import { responsivePhoto } from '../../shared/image-url';
import type { ImageRecord } from '../../shared/images';
import { PUBLISHED_PAGES_FILE } from '../../shared/published-pages';
import { useBrowserStack } from '../support/browser-stack';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { READY_EVENT } from '../../web/src/lib/early-clicks';
import { strFromU8, unzipSync } from 'fflate';
import { documentPath } from '../../shared/documents';
import type { UploadTicket } from '../../shared/image-upload';
import { PHOTO_PACKAGE_FILE_NAME } from '../../web/src/content/documents';
import { MANIFEST_FILE } from '../../web/src/features/documents/zip/photo-package';
import { taggedJpeg } from '../fixtures/tagged-photo';

const context = useBrowserStack();

/** How long a test waits for a change to reach the pages; the product's promise is 2 minutes, locally it is seconds. */
const PUBLISH_WAIT_MS = 30_000;

const api = (path: string, token: string, init: { method: string; body?: unknown }) =>
  fetch(`${context.stack.url}${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** The page's HTML as the first response gives it, before any script. */
const firstHtml = async (path: string) => (await fetch(`${context.stack.url}${path}`)).text();

/** Waits until the first HTML of `path` satisfies `check`, as a new visitor would find it. */
const publishedSoon = (path: string) => expect.poll(() => firstHtml(path), { timeout: PUBLISH_WAIT_MS, interval: 250 });

/** The schema.org availability the page's JSON-LD Offer states. */
const offerAvailability = (html: string) => /"availability":"([^"]+)"/.exec(html)?.[1];

/** Makes `chosen` the main photo through the API, as 'Use as main photo' does. */
async function makeHero(token: string, chosen: ImageRecord) {
  const response = await api(imageEndpoint(chosen.id), token, { method: 'PATCH', body: { hero: true } });
  expect(response.status).toBe(200);
}

describe("the admin's changes are in the first HTML a new visitor gets", () => {
  it('a new hero: in the first response before any script, with JavaScript off, and unchanged by hydration', async () => {
    // Prepare: a seeded photo that is not the hero
    const token = await signedInUser(context.stack, 'hero-admin@example.com', [ADMIN_GROUP]);
    const images = (await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[];
    const chosen = images.find((image) => !image.hero)!;
    const heroSrc = responsivePhoto(chosen).src;
    expect(await firstHtml('/')).not.toContain(heroSrc);

    // Act
    const changed = performance.now();
    await makeHero(token, chosen);

    // Assess: the first HTML of Home and the gallery carries it within seconds
    await expect.poll(() => firstHtml('/'), { timeout: PUBLISH_WAIT_MS, interval: 250 }).toContain(`src="${heroSrc}"`);
    console.log(`hero change reached the first HTML in ${Math.round(performance.now() - changed)} ms`);
    expect(await firstHtml('/gallery')).toContain(`src="${heroSrc}"`);
    const published = (await (await fetch(`${context.stack.url}/${PUBLISHED_PAGES_FILE}`)).json()) as { pages: string[] };
    expect(published.pages).toContain('index.html');

    // With JavaScript off, the page shows it.
    const noScript = await context.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const still = await noScript.newPage();
    await still.goto(`${context.stack.url}/`, { waitUntil: 'load' });
    const hero = still.locator('img[fetchpriority="high"]');
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(heroSrc.replace(/-\d+\.webp$/, ''));
    await noScript.close();

    // With scripts, hydration keeps the picture: the hero element is never replaced nor its source changed.
    const live = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await live.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((readyEvent) => {
      document.addEventListener(readyEvent, () => ((window as unknown as { hydrated: boolean }).hydrated = true), { once: true });
    }, READY_EVENT);
    await page.goto(`${context.stack.url}/`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const img = document.querySelector('img[fetchpriority="high"]')!;
      (window as unknown as { heroChanges: number }).heroChanges = 0;
      new MutationObserver(() => ((window as unknown as { heroChanges: number }).heroChanges += 1)).observe(img, { attributes: true });
      (window as unknown as { heroElement: Element }).heroElement = img;
    });
    await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { heroChanges: number }).heroChanges)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { heroElement: Element }).heroElement === document.querySelector('img[fetchpriority="high"]'))).toBe(true);
    expect(errors).toEqual([]);
    await live.close();
  });

  it('a change whose publish request is lost (Lambda failing) is saved, and the next scheduled run publishes it', async () => {
    // Prepare
    const token = await signedInUser(context.stack, 'outage-admin@example.com', [ADMIN_GROUP]);
    const images = (await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[];
    const hero = images.find((image) => image.hero)!;
    const chosen = images.find((image) => image.id !== hero.id && image.category === 'exterior')!;

    // Act: the admin's change, while Lambda refuses every invoke
    context.stack.setInvokesFailing(true);
    try {
      await makeHero(token, chosen);
    } finally {
      context.stack.setInvokesFailing(false);
    }

    // Assess: saved, not yet published; the schedule's run publishes it
    const saved = (await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[];
    expect(saved.filter((image) => image.hero).map((image) => image.id)).toEqual([chosen.id]);
    expect(await firstHtml('/')).not.toContain(`src="${responsivePhoto(chosen).src}"`);
    expect(await context.stack.publishPages()).toMatchObject({ published: true });
    expect(await firstHtml('/')).toContain(`src="${responsivePhoto(chosen).src}"`);
  });

  it("the listing state: 'Under offer' with a note, then sold, in the first HTML (banner, JSON-LD), with both changes dated in the history", async () => {
    // Prepare
    const token = await signedInUser(context.stack, 'listing-state-admin@example.com', [ADMIN_GROUP]);
    const note = 'Deposit received from a clinic in Alberta; back-up offers welcome.';
    const change = (body: Record<string, unknown>) => api(LISTING_ENDPOINT, token, { method: 'PUT', body: { priceUsd: 129_000, priceValidUntil: null, ...body } });

    // Act: under offer with a note
    expect((await change({ status: 'under-offer', note, version: 0 })).status).toBe(200);

    // Assess: a new visitor's first HTML, before any script, shows the banner; the Offer says LimitedAvailability
    await publishedSoon('/').toContain(note);
    const home = await firstHtml('/');
    expect(home).toContain(LISTING_STATUS_LABELS['under-offer']);
    expect(offerAvailability(home)).toBe(LISTING_AVAILABILITY['under-offer']);
    expect(await firstHtml('/specifications')).toContain(LISTING_STATUS_LABELS['under-offer']);

    // Act: sold
    expect((await change({ status: 'sold', note: null, version: 1 })).status).toBe(200);
    await publishedSoon('/').toContain(`"availability":"${LISTING_AVAILABILITY.sold}"`);

    // Assess: with JavaScript off, 'Listing history' opens and lists both changes with their day
    const noScript = await context.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await noScript.newPage();
    await page.goto(`${context.stack.url}/overview`, { waitUntil: 'load' });
    await page.getByText(LISTING_COPY.historyTitle, { exact: true }).click();
    const history = await page.locator('details', { hasText: LISTING_COPY.historyTitle }).innerText();
    expect(history).toContain(LISTING_COPY.statusChange('available', 'under-offer'));
    expect(history).toContain(LISTING_COPY.statusChange('under-offer', 'sold'));
    expect(history).toContain(formatListingDay(toIsoDate(sellerToday())));
    expect(history).not.toContain('listing-state-admin');
    await noScript.close();
  });

  it("a published question: on /contact and /questions in the first HTML without the buyer's name, e-mail or organisation; unpublishing removes it", async () => {
    // Prepare: a buyer's inquiry
    const token = await signedInUser(context.stack, 'questions-admin@example.com', [ADMIN_GROUP]);
    const buyer = { name: 'Dana Whitehorse', email: 'dana@bigsky.example.org', phone: '406-555-0188', organization: 'Big Sky Rural Health' };
    const sent = await requestFrom(`${context.stack.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      from: loopbackClient(120),
      body: { ...buyer, message: 'Dana here: how many hours are on the generator, and can you deliver to Montana?' },
    });
    expect(sent.status).toBeLessThan(300);
    const inquiries = (await requestFrom(`${context.stack.url}${INQUIRIES_ENDPOINT}`, { headers: { authorization: `Bearer ${token}` } })).body as InquiriesPage;
    const inquiry = inquiries.items.find((item) => item.email === buyer.email)!;

    // Act: the admin publishes it in their own words
    const question = 'How many hours are on the generator?';
    const created = await api(QUESTIONS_ENDPOINT, token, {
      method: 'POST',
      body: { inquiryId: inquiry.id, question, answer: 'About 1,150 hours, serviced every 250 hours; the log is in the service records.', topic: 'mechanical' },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as QuestionRecord;

    // Assess
    await publishedSoon('/questions').toContain(question);
    for (const path of ['/questions', '/contact']) {
      const html = await firstHtml(path);
      expect(html, path).toContain(question);
      expect(html, path).toContain('"@type":"FAQPage"');
      for (const detail of Object.values(buyer)) expect(html, `${path}: ${detail}`).not.toContain(detail);
    }

    // Act: unpublish
    expect((await api(questionEndpoint(id), token, { method: 'DELETE' })).status).toBeLessThan(300);

    // Assess
    await publishedSoon('/questions').not.toContain(question);
    expect(await firstHtml('/contact')).not.toContain(question);
  });

  it("an uploaded exterior photo: in the gallery's first HTML, a link to the photo itself, and in the photo package", async () => {
    // Prepare: the admin uploads a photo to the exterior gallery (presigned POST, then its record)
    const token = await signedInUser(context.stack, 'gallery-admin@example.com', [ADMIN_GROUP]);
    const jpeg = await taggedJpeg(1200, 900);
    const ticket = (await (await api('/api/images/upload', token, { method: 'POST', body: { contentType: 'image/jpeg', fileSize: jpeg.length } })).json()) as UploadTicket;
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);

    // Act
    const created = await api('/api/images', token, { method: 'POST', body: { key: ticket.key, filename: 'IMG_3057.jpg', altText: 'Curb side at dusk', caption: 'Curb side at dusk', category: 'exterior' } });

    // Assess: the gallery's first HTML links the photo, with no request for the list needed to show it
    expect(created.status).toBe(201);
    const image = (await created.json()) as ImageRecord;
    await publishedSoon('/gallery').toContain(`href="${image.publicUrl}"`);
    expect(await firstHtml('/gallery')).toContain('alt="Curb side at dusk"');
    // and the photo package (its publish finished with the pages) holds the served photo and its caption
    await context.stack.publishPages();
    const files = unzipSync(new Uint8Array(await (await fetch(`${context.stack.url}${documentPath(PHOTO_PACKAGE_FILE_NAME)}`)).arrayBuffer()));
    const entry = Object.keys(files).find((path) => path.startsWith('exterior/') && path.endsWith('-IMG_3057.jpg'));
    expect(entry).toBeDefined();
    expect(Buffer.from(files[entry!]!).equals(Buffer.from(await (await fetch(`${context.stack.url}${image.publicUrl}`)).arrayBuffer()))).toBe(true);
    expect(strFromU8(files[MANIFEST_FILE]!)).toContain(`Exterior: Curb side at dusk\r\n    ${entry}`);
  });

  it("a room photo: the walkthrough's first HTML shows the admin's photo in the room, with its caption", async () => {
    // Prepare: a seeded photo placed in the exam room
    const token = await signedInUser(context.stack, 'tour-admin@example.com', [ADMIN_GROUP]);
    const [image] = (await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[];
    const caption = 'Exam room after the 2026 refit';

    // Act
    const placed = await api(tourRoomPhotosEndpoint('exam-room'), token, { method: 'PUT', body: { photos: [{ imageId: image!.id, caption }], version: 0 } });

    // Assess: in the first HTML (the picture's sources are in it for a browser without scripts)
    expect(placed.status).toBe(200);
    await publishedSoon('/walkthrough').toContain(caption);
    expect(await firstHtml('/walkthrough')).toContain(`src="${responsivePhoto(image!).src}"`);

    // and with JavaScript off the room shows it once scrolled to
    const noScript = await context.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await noScript.newPage();
    await page.goto(`${context.stack.url}/walkthrough`, { waitUntil: 'load' });
    const photo = page.getByRole('region', { name: 'Exam Room photos' }).getByRole('img', { name: image!.altText });
    await photo.scrollIntoViewIfNeeded();
    const base = image!.publicUrl.replace(/\.jpg$/, '');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement, base) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes(base), base)).toBe(true);
    await noScript.close();
  });
});
