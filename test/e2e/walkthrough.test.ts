import { describe, expect, it } from 'vitest';
import { ROOMS } from '../../web/src/content/rooms';
import { CLOSING_BAND, TOUR_VIDEOS } from '../../web/src/content/walkthrough';
import { useBrowserStack } from '../support/browser-stack';
import { currentSlide, focusedLabel, interactiveRoom, isVideoSiteUrl, openTourPage, swipe } from './support/tour-pages';

const session = useBrowserStack();

const walkthroughUrl = () => `${session.stack.url}/walkthrough`;

describe('walkthrough page in Chromium', () => {
  it('has the title, breadcrumb, video structured data and no errors', async () => {
    const { page, errors } = await openTourPage(session.browser, walkthroughUrl());

    expect(await page.title()).toBe('Digital Walkthrough - 2009 Mobile Medical Trailer Tour');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.innerText()).toMatch(/Home[\s\S]*Digital Tour/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const videos = jsonLd
      .map((text) => JSON.parse(text) as { '@graph'?: { '@type': string; duration: string; embedUrl: string; thumbnailUrl: string[] }[] })
      .flatMap((data) => data['@graph'] ?? [])
      .filter((node) => node['@type'] === 'VideoObject');
    expect(videos.map((video) => video.duration)).toEqual(['PT5M30S', 'PT3M15S']);
    for (const video of videos) {
      expect(video.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      expect(video.thumbnailUrl[0]).toMatch(/^https:\/\/[^/]+\/rooms\/videos\//);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks nothing of the video site until play is pressed, then loads the privacy-enhanced player', async () => {
    const { page, requests } = await openTourPage(session.browser, walkthroughUrl());
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');

    expect(requests.filter(isVideoSiteUrl)).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    const [video] = TOUR_VIDEOS;
    await page.getByRole('link', { name: `Play video: ${video!.title} (${video!.durationLabel})` }).click();
    const player = page.locator(`iframe[title="${video!.title}"]`);
    await player.waitFor();

    expect(await player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    await expect.poll(() => requests.filter(isVideoSiteUrl).length).toBeGreaterThan(0);
    expect(requests.filter(isVideoSiteUrl).every((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true);
    await page.close();
  });

  it('shows the two videos with their durations and the closing band with its four figures', async () => {
    const { page } = await openTourPage(session.browser, walkthroughUrl());

    for (const label of ['Play video: Interior Walkthrough (5:30)', 'Play video: Engine Running Demo (3:15)']) {
      expect(await page.getByRole('link', { name: label }).count()).toBe(1);
    }
    const closing = page.getByRole('region', { name: CLOSING_BAND.title });
    expect(CLOSING_BAND.title).toMatch(/^Complete 2009 .+ Mobile Healthcare Solution$/);
    const figures = await closing.getByTestId('closing-figures').innerText();
    for (const [value, label] of [['9', 'Functional Areas'], ['2', 'Full Exam Rooms'], ['2009', 'Year Built'], ['3057', 'Unit Number']]) {
      expect(figures).toContain(value);
      expect(figures).toContain(label);
    }
    await page.close();
  });

  it('lists the 10 rooms in order with badge, title, description and feature list', async () => {
    const { page } = await openTourPage(session.browser, walkthroughUrl());
    const sections = page.getByTestId('room-section');

    expect(await sections.count()).toBe(10);
    for (const [index, room] of ROOMS.entries()) {
      const section = sections.nth(index);
      expect(await section.getAttribute('id')).toBe(room.id);
      // textContent: rooms off screen skip rendering (content-visibility), so innerText is empty there.
      expect(await section.getByRole('heading', { level: 3 }).textContent()).toBe(room.title);
      expect(await section.textContent()).toContain(`Room ${index + 1}`);
      expect(await section.getByRole('heading', { name: 'Premium Features & Equipment:' }).count()).toBe(1);
      expect(await section.getByTestId('room-features').locator('li').count()).toBe(room.features.length);
    }
    await page.close();
  });

  it("steps through every room's carousel, checking counts and captions, and wraps around", async () => {
    const { page } = await openTourPage(session.browser, walkthroughUrl());

    for (const room of ROOMS) {
      const carousel = (await interactiveRoom(page, room.id)).getByTestId('room-carousel');
      const count = room.photoCount;
      // A part below the fold is rendered at the next frame after it nears the viewport (content-visibility).
      await expect.poll(() => carousel.innerText()).toContain(`${count} ${count === 1 ? 'Photo' : 'Photos'} Available - Click to enlarge`);
      const next = carousel.getByRole('button', { name: 'Next photo' });
      const previous = carousel.getByRole('button', { name: 'Previous photo' });
      expect(await next.count()).toBe(count > 1 ? 1 : 0);
      expect(await previous.count()).toBe(count > 1 ? 1 : 0);

      // One read per step: the shown slide's caption and hint.
      const shown = () =>
        carousel.evaluate((root) => {
          const slide = root.querySelector('[aria-roledescription="slide"][data-current="true"]');
          return { caption: slide?.querySelector('[data-testid="photo-caption"]')?.textContent ?? '', text: slide?.textContent ?? '' };
        });
      for (let position = 1; position <= count; position += 1) {
        const { caption, text } = await shown();
        expect(caption).toContain(room.title);
        expect(caption).toContain(`Photo ${position} of ${count}`);
        expect(caption).toContain('Unit 3057');
        expect(text).toContain('Click to view in detail');
        if (count > 1) await next.click();
      }
      // Past the last photo the carousel is back at the first; previous goes to the last.
      expect((await shown()).caption).toContain(`Photo 1 of ${count}`);
      if (count > 1) {
        await previous.click();
        expect((await shown()).caption).toContain(`Photo ${count} of ${count}`);
      }
    }
    await page.close();
  }, 90_000);

  it('loads a photo once it is shown, swipes on touch and opens the viewer at that photo', async () => {
    const { page } = await openTourPage(session.browser, walkthroughUrl(), { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const room = ROOMS.find((candidate) => candidate.id === 'exam-room')!;
    const carousel = (await interactiveRoom(page, room.id)).getByTestId('room-carousel');

    await swipe(currentSlide(carousel), -160);
    await swipe(currentSlide(carousel), -160);
    expect(await currentSlide(carousel).getByTestId('photo-position').innerText()).toBe(`Photo 3 of ${room.photoCount}`);
    await swipe(currentSlide(carousel), 160);
    expect(await currentSlide(carousel).getByTestId('photo-position').innerText()).toBe(`Photo 2 of ${room.photoCount}`);
    const photo = currentSlide(carousel).locator('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/rooms\/exam-room\/02-\d+\.webp$/);

    const opener = currentSlide(carousel).getByRole('button', { name: `Open ${room.title}, photo 2 of ${room.photoCount}, in the viewer` });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: room.title });
    await viewer.waitFor();
    expect(await viewer.getByTestId('viewer-counter').innerText()).toBe(`2 of ${room.photoCount}`);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe(`Open ${room.title}, photo 2 of ${room.photoCount}, in the viewer`);
    await page.close();
  });

  it('opens the floor plan in the viewer', async () => {
    const { page } = await openTourPage(session.browser, walkthroughUrl());
    const floorPlan = page.getByRole('button', { name: 'Open the floor plan full size' });
    await floorPlan.scrollIntoViewIfNeeded();
    await page.locator('button[data-interactive]', { has: page.getByRole('img', { name: /Floor plan/ }) }).waitFor();
    await floorPlan.click();
    const viewer = page.getByRole('dialog', { name: 'Floor Plan' });
    await viewer.waitFor();

    expect(await viewer.getByTestId('viewer-counter').innerText()).toBe('1 of 1');
    expect(await viewer.getByRole('button', { name: 'Next photo' }).count()).toBe(0);
    await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.close();
  });

  it('loads only the posters and the first room photo before scrolling, well under 600 KB', async () => {
    // Lighthouse's mobile device: 412 x 823 CSS px at 2.625 device pixels per CSS px.
    const bytes = new Map<string, number>();
    const { page } = await openTourPage(session.browser, walkthroughUrl(), {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      beforeGoto: async (target) => {
        target.on('response', async (response) => {
          if (response.request().resourceType() !== 'image') return;
          const body = await response.body().catch(() => Buffer.alloc(0));
          bytes.set(new URL(response.url()).pathname, body.length);
        });
      },
    });
    await page.waitForTimeout(300);

    const loaded = [...bytes.keys()].sort();
    expect(loaded.filter((path) => path.startsWith('/rooms/videos/'))).toHaveLength(2);
    expect(loaded.filter((path) => !path.startsWith('/rooms/videos/'))).toEqual([expect.stringMatching(/^\/rooms\/break-room-workstation\/01-\d+\.webp$/)]);
    const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    console.log(`walkthrough: ${loaded.length} images before scrolling, ${(total / 1024).toFixed(1)} KB`);
    expect(total).toBeLessThan(600 * 1024);
    await page.close();
  });
});
