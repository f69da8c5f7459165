import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { imageEndpoint } from '../../shared/image-endpoints';
import { responsivePhoto } from '../../shared/image-url';
import type { ImageRecord } from '../../shared/images';
import { PUBLISHED_PAGES_FILE } from '../../shared/published-pages';
import { useBrowserStack } from '../support/browser-stack';
import { signedInUser } from '../support/cognito-users';
import { READY_EVENT } from '../../web/src/lib/early-clicks';

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

/** Makes `chosen` the only image carrying the hero keywords, featured. */
async function makeHero(token: string, chosen: ImageRecord, all: readonly ImageRecord[]) {
  for (const image of all.filter((other) => other.id !== chosen.id && other.keywords.includes('hero'))) {
    expect((await api(imageEndpoint(image.id), token, { method: 'PATCH', body: { keywords: ['exterior'] } })).status).toBe(200);
  }
  const response = await api(imageEndpoint(chosen.id), token, { method: 'PATCH', body: { keywords: ['hero', 'main', 'primary'], featured: true } });
  expect(response.status).toBe(200);
}

describe("the admin's changes are in the first HTML a new visitor gets", () => {
  it('a new hero: in the first response before any script, with JavaScript off, and unchanged by hydration', async () => {
    // Prepare: a seeded photo that is not the hero
    const token = await signedInUser(context.stack, 'hero-admin@example.com', [ADMIN_GROUP]);
    const images = (await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[];
    const chosen = images.find((image) => !image.keywords.includes('hero'))!;
    const heroSrc = responsivePhoto(chosen).src;
    expect(await firstHtml('/')).not.toContain(heroSrc);

    // Act
    const changed = performance.now();
    await makeHero(token, chosen, images);

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
    const hero = images.find((image) => image.keywords.includes('hero'))!;
    const chosen = images.find((image) => image.id !== hero.id && image.category === 'exterior')!;

    // Act: the admin's change, while Lambda refuses every invoke
    context.stack.setInvokesFailing(true);
    try {
      await makeHero(token, chosen, images);
    } finally {
      context.stack.setInvokesFailing(false);
    }

    // Assess: saved, not yet published; the schedule's run publishes it
    const saved = (await (await fetch(`${context.stack.url}/api/images`)).json()) as ImageRecord[];
    expect(saved.find((image) => image.id === chosen.id)?.keywords).toEqual(['hero', 'main', 'primary']);
    expect(await firstHtml('/')).not.toContain(`src="${responsivePhoto(chosen).src}"`);
    expect(await context.stack.publishPages()).toMatchObject({ published: true });
    expect(await firstHtml('/')).toContain(`src="${responsivePhoto(chosen).src}"`);
  });
});
