import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { LISTING_ENDPOINT } from '../../shared/listing-state';
import { FRENCH_PATHS, LOCALE_TAGS, PATHS } from '../../shared/site-routes';
import { ONE_CLICK_BODY, WATCH_CONFIRM_PATH, WATCH_COPY, WATCH_UNSUBSCRIBE_PATH, WATCHERS_ENDPOINT } from '../../shared/watch';
import { FRENCH_WATCH_COPY, FRENCH_WATCH_MAIL_WORDS } from '../../shared/watch-fr';
import { FRENCH_HOME_WATCH_LINK, FRENCH_WATCH_FORM_COPY } from '../../web/src/content/fr/watch';
import { launchBrowser } from '../support/browser';
import { signedInUser } from '../support/cognito-users';
import { requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';
import { SITE_SCRIPT } from './support/site-scripts';

/**
 * Watching the listing as a buyer without JavaScript meets it (docs/product.md#watching-the-listing):
 * the form posted by the browser, the confirmation link from the outbox, alerts batched by the hour,
 * and the one-click unsubscribe a mail client posts.
 */

let stack: TestStack;
let browser: Browser;
let adminToken: string;
const BUYER = 'board.secretary@clinic.example.org';
const HOUR_AND_A_MINUTE_MS = 61 * 60_000;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  adminToken = await signedInUser(stack, 'watch-admin@example.com', [ADMIN_GROUP]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function pageWithoutScripts(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  return context.newPage();
}

/** How long every script is held back: a rural phone link. */
const SCRIPT_DELAY_MS = 3000;

/** A page whose scripts arrive SCRIPT_DELAY_MS late, so what the visitor does first meets the prerendered form. */
async function pageWithLateScripts(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.route(SITE_SCRIPT, async (route) => {
    await delay(SCRIPT_DELAY_MS);
    await route.continue().catch(() => {});
  });
  return page;
}

/** A buyer's mails in the outbox, oldest first. */
async function mailsToBuyer(buyer = BUYER): Promise<ParsedMail[]> {
  const files = readdirSync(stack.outboxDir).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(stack.outboxDir, file)))));
  return mails.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === buyer);
}

/** A link of the mail, to `path`, made relative: the mail names the site's host, the test serves it locally. */
function linkIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`https://[^/\\s]+(${path}\\?token=[^\\s>]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1]!;
}

let version = 0;
/** The admin's change through the API, as the Listing status panel makes it. */
async function setPrice(priceUsd: number): Promise<void> {
  const response = await requestFrom(`${stack.url}${LISTING_ENDPOINT}`, {
    method: 'PUT',
    body: { status: 'available', note: null, priceUsd, version },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(200);
  version = (response.body as { version: number }).version;
}

/** The sweeper's run an hour and a minute from now, as EventBridge would start it then. */
const sweepAnHourLater = () => stack.sweepAlerts(new Date(Date.now() + HOUR_AND_A_MINUTE_MS));

describe('watching the listing without JavaScript', () => {
  it('subscribes with the form, confirms from the mail, gets one alert per hour of changes, and stops with one click', async () => {
    // Subscribe on /questions with the browser's own form post
    const page = await pageWithoutScripts();
    await page.goto(`${stack.url}${PATHS.questions}`);
    const form = page.locator(`form[action="${WATCHERS_ENDPOINT}"]`);
    await form.locator('input[name="email"]').fill(BUYER);
    await form.locator('input[name="organisation"]').fill('Northern Clinic');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(WATCH_COPY.checkInboxTitle);

    // Only the confirmation; follow its link and press the button
    const [confirmation] = await mailsToBuyer();
    expect(confirmation?.subject).toMatch(/^Confirm your alerts/);
    await page.goto(`${stack.url}${linkIn(confirmation!, WATCH_CONFIRM_PATH)}`);
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(WATCH_COPY.confirmedTitle);

    // The admin lowers the price: an hour on, one alert with the old and the new price
    await setPrice(119_000);
    await sweepAnHourLater();
    const afterFirst = await mailsToBuyer();
    expect(afterFirst).toHaveLength(2);
    expect(afterFirst[1]!.text).toContain('$129,000 USD → $119,000 USD');

    // Two more changes within the hour: one mail holding both
    await setPrice(115_000);
    await setPrice(112_000);
    await sweepAnHourLater();
    const afterBatch = await mailsToBuyer();
    expect(afterBatch).toHaveLength(3);
    expect(afterBatch[2]!.text).toContain('$119,000 USD → $115,000 USD');
    expect(afterBatch[2]!.text).toContain('$115,000 USD → $112,000 USD');

    // The mail client's one click: a POST of List-Unsubscribe=One-Click to the header's link
    const unsubscribe = await requestFrom(`${stack.url}${linkIn(afterBatch[2]!, WATCH_UNSUBSCRIBE_PATH)}`, {
      method: 'POST',
      body: ONE_CLICK_BODY,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribe.status).toBe(200);

    // The next change sends nothing
    await setPrice(109_000);
    const summary = await sweepAnHourLater();
    expect(summary.sent).toBe(0);
    expect(await mailsToBuyer()).toHaveLength(3);
  }, 120_000);
});

describe('watching the listing from a French page, without JavaScript', () => {
  it('subscribes with the form French Home leads to, gets the French receipt and confirmation, whose link and button lead to French pages', async () => {
    // From French Home's closing band to the form on /fr/questions
    const buyer = 'approvisionnement@cisss.example.org';
    const page = await pageWithoutScripts();
    await page.goto(`${stack.url}${FRENCH_PATHS.home}`);
    await page.getByRole('link', { name: FRENCH_HOME_WATCH_LINK.link }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(FRENCH_PATHS.questions);
    const form = page.locator(`form[action="${WATCHERS_ENDPOINT}"]`);
    await expect.poll(() => form.locator('h2').textContent()).toBe(FRENCH_WATCH_FORM_COPY.heading);
    await form.locator('input[name="email"]').fill(buyer);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(FRENCH_WATCH_COPY.checkInboxTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe(LOCALE_TAGS.fr);

    // The confirmation in French; its link's page and button in French
    const [confirmation] = await mailsToBuyer(buyer);
    expect(confirmation?.subject).toBe(FRENCH_WATCH_MAIL_WORDS.confirmSubject);
    expect(confirmation?.text).toContain(FRENCH_WATCH_MAIL_WORDS.confirmAsked);
    await page.goto(`${stack.url}${linkIn(confirmation!, WATCH_CONFIRM_PATH)}`);
    expect(await page.locator('h1').textContent()).toBe(FRENCH_WATCH_COPY.confirmTitle);
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(FRENCH_WATCH_COPY.confirmedTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe(LOCALE_TAGS.fr);

    // Its way back is French Home
    await page.getByRole('link', { name: FRENCH_WATCH_COPY.backToListing }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(FRENCH_PATHS.home);
  }, 60_000);
});

describe('the subscribe form before its scripts arrive', () => {
  it('ticks a topic and posts at once on /delivered-cost: nothing waits for the scripts', async () => {
    // Prepare
    const page = await pageWithLateScripts();
    await page.goto(`${stack.url}${PATHS.deliveredCost}`, { waitUntil: 'commit' });
    const form = page.locator(`form[action="${WATCHERS_ENDPOINT}"]`);
    await form.locator('input[name="email"]').fill('early.visitor@clinic.example.org');
    const questions = form.locator('input[name="topics"][value="questions"]');

    // Act
    const started = Date.now();
    await questions.check();
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(WATCH_COPY.checkInboxTitle);

    // Assess: the browser's own post went before the scripts could have run
    expect(Date.now() - started).toBeLessThan(SCRIPT_DELAY_MS);
  }, 60_000);

  it("keeps each field's label above what the visitor types, on Home's short form and /contact's full one", async () => {
    const page = await pageWithLateScripts();
    for (const path of [PATHS.home, PATHS.contact]) {
      // Prepare
      await page.goto(`${stack.url}${path}`, { waitUntil: 'commit' });
      const fields = page.locator(`form[action="${WATCHERS_ENDPOINT}"] input:not([type="hidden"]):not([type="checkbox"])`);
      await expect.poll(() => fields.count(), { message: path }).toBeGreaterThan(0);

      for (const field of await fields.all()) {
        // Act
        await field.fill('early.visitor@clinic.example.org');

        // Assess: the label's box ends where the typed text's begins, or above it
        const { labelBottom, textTop } = await field.evaluate((input: HTMLInputElement) => {
          const label = input.labels![0]!;
          return { labelBottom: label.getBoundingClientRect().bottom, textTop: input.getBoundingClientRect().top + parseFloat(getComputedStyle(input).paddingTop) };
        });
        expect(labelBottom, `${path} ${await field.getAttribute('name')}`).toBeLessThanOrEqual(textTop);
      }
    }
  }, 60_000);
});
