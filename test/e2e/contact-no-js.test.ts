import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_RECEIPT_PATH } from '../../shared/contact';
import { formatLongDate, sellerToday, toIsoDate } from '../../shared/calendar-day';
import { readSiteSettings } from '../../infra/settings';
import { INQUIRIES_TABLE } from '../../shared/backend/tables';
import { launchBrowser } from '../support/browser';
import { startTestStack, type TestStack } from '../support/local-stack';
import { contactFormFields } from './support/contact-form';

/**
 * The contact form as a buyer on a slow link or without JavaScript meets it (docs/product.md#without-javascript):
 * typed before the scripts arrive, or posted by the browser itself.
 */

let stack: TestStack;
let browser: Browser;
let dynamo: DynamoDBDocumentClient;
const seller = readSiteSettings();
/** How long every script is held back: a rural phone link. */
const SCRIPT_DELAY_MS = 3000;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.endpoints.dynamodb }));
});

afterAll(async () => {
  dynamo?.destroy();
  await browser?.close();
  await stack?.stop();
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}


/** The form's script has taken over: it adopted what was typed and now checks the form itself. */
const hydrated = (page: Page) => page.evaluate(() => document.querySelector<HTMLFormElement>('main form')?.noValidate === true);

/** The seller's copies in the outbox about one buyer e-mail, quoted-printable soft breaks undone. */
function sellerMailsAbout(email: string): string[] {
  try {
    return readdirSync(stack.outboxDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(stack.outboxDir, file), 'utf8').replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' '))
      .filter((mail) => new RegExp(`^To: ${seller.sellerEmail.replace(/\./g, '\\.')}$`, 'm').test(mail) && mail.includes(email));
  } catch {
    return [];
  }
}

async function storedAbout(email: string) {
  const { Items = [] } = await dynamo.send(new ScanCommand({ TableName: INQUIRIES_TABLE.name, ConsistentRead: true }));
  return Items.filter((item) => item.email === email);
}

const RECEIPT_URL = new RegExp(`${CONTACT_RECEIPT_PATH.replace('{id}', '[0-9a-f-]{36}')}$`);

describe('the contact form before its scripts arrive', () => {
  it('keeps everything typed, ticked and chosen before hydration, and sends it', async () => {
    const page = await newPage({ bypassCSP: true });
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    });
    const fields = contactFormFields(page);
    const buyer = { name: 'Morgan Early', email: `morgan+${Date.now()}@clinic.example`, message: 'Typed on a slow link before the page woke up.' };
    const day = (() => {
      const today = sellerToday();
      const date = new Date(Date.UTC(today.year, today.month - 1, today.day + 5));
      return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    })();

    await page.goto(`${stack.url}/contact`, { waitUntil: 'domcontentloaded' });
    await fields.name.fill(buyer.name);
    await fields.email.fill(buyer.email);
    await fields.message.fill(buyer.message);
    await fields.document('Service Records').check();
    await fields.contactBy('Phone call').check();
    await fields.appointmentType.selectOption('video');
    await fields.preferredDate.fill(toIsoDate(day));
    await fields.preferredTime.selectOption('2:00 PM');
    expect(await hydrated(page)).toBe(false);

    await page.waitForFunction(() => document.querySelector<HTMLFormElement>('main form')?.noValidate === true, null, { timeout: 30_000 });
    // An edit after hydration re-renders every input: nothing typed before may be lost then either.
    await fields.organization.fill('Early Health');

    expect(await fields.name.inputValue()).toBe(buyer.name);
    expect(await fields.email.inputValue()).toBe(buyer.email);
    expect(await fields.message.inputValue()).toBe(buyer.message);
    expect(await fields.document('Service Records').isChecked()).toBe(true);
    expect(await fields.contactBy('Phone call').isChecked()).toBe(true);
    expect(await fields.appointmentType.inputValue()).toBe('video');
    expect(await fields.preferredDate.inputValue()).toBe(toIsoDate(day));
    expect(await fields.preferredTime.inputValue()).toBe('2:00 PM');

    await fields.submit.click();
    await page.getByText(CONTACT_MESSAGES.successWithAppointment).waitFor({ timeout: 15_000 });
    await expect.poll(() => sellerMailsAbout(buyer.email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = sellerMailsAbout(buyer.email);
    for (const typed of [buyer.name, buyer.message, 'Early Health', 'Service Records', 'Video walkthrough', formatLongDate(day), '2:00 PM']) {
      expect(mail).toContain(typed);
    }
    await page.context().close();
  });
});

describe('the contact form without JavaScript', () => {
  it('sends an inquiry: the seller gets the e-mail and the buyer a confirmation page with the reference', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const fields = contactFormFields(page);
    const buyer = { name: 'Jo Plain', email: `jo+${Date.now()}@clinic.example`, message: 'Sent with scripts off.' };

    await page.goto(`${stack.url}/contact`);
    await fields.name.fill(buyer.name);
    await fields.email.fill(buyer.email);
    await fields.message.fill(buyer.message);
    await fields.document('Technical Specifications').check();
    await Promise.all([page.waitForURL(RECEIPT_URL), fields.submit.click()]);

    await page.getByRole('heading', { name: CONTACT_MESSAGES.successTitle }).waitFor();
    await page.getByText(CONTACT_MESSAGES.successWithoutAppointment).waitFor();
    const [stored] = await storedAbout(buyer.email);
    expect(stored).toMatchObject({ status: 'sent', name: buyer.name, requestedDocuments: ['Technical Specifications'] });
    expect(await page.locator('main').innerText()).toContain(`Reference number: ${stored!.reference}`);
    await expect.poll(() => sellerMailsAbout(buyer.email).length, { timeout: 10_000 }).toBe(1);
    expect(sellerMailsAbout(buyer.email)[0]).toContain(stored!.reference);
    // A reload shows the receipt again and sends nothing more.
    await page.reload();
    await page.getByRole('heading', { name: CONTACT_MESSAGES.successTitle }).waitFor();
    expect(await storedAbout(buyer.email)).toHaveLength(1);
    await page.context().close();
  });

  it('tells the buyer which required field is missing, keeps what was typed, stores nothing, and sends once it is fixed', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const fields = contactFormFields(page);
    const buyer = { email: `sam+${Date.now()}@clinic.example`, message: 'My name field only has spaces.' };

    await page.goto(`${stack.url}/contact`);
    // Spaces satisfy the browser's `required`; the schema trims them, so the name is missing.
    await fields.name.fill('   ');
    await fields.email.fill(buyer.email);
    await fields.message.fill(buyer.message);
    await Promise.all([page.waitForURL(/\/api\/contact$/), fields.submit.click()]);

    await page.getByRole('heading', { name: CONTACT_MESSAGES.requiredTitle }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('Full name is required');
    expect(await fields.email.inputValue()).toBe(buyer.email);
    expect(await fields.message.inputValue()).toBe(buyer.message);
    expect(await fields.name.getAttribute('aria-invalid')).toBe('true');
    expect(await storedAbout(buyer.email)).toHaveLength(0);

    await fields.name.fill('Sam Fixed');
    await Promise.all([page.waitForURL(RECEIPT_URL), fields.submit.click()]);
    await page.getByRole('heading', { name: CONTACT_MESSAGES.successTitle }).waitFor();
    expect(await storedAbout(buyer.email)).toHaveLength(1);
    await page.context().close();
  });
});

describe('the contact form after a client-side navigation and a return from history', () => {
  it('works when reached by a link from another page, keeping what is typed', async () => {
    const page = await newPage({ bypassCSP: true });
    const fields = contactFormFields(page);
    await page.goto(`${stack.url}/overview`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Object.keys(document.querySelector('header a') ?? {}).some((key) => key.startsWith('__react')));

    await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await page.waitForURL(/\/contact$/);
    await page.waitForFunction(() => document.querySelector<HTMLFormElement>('main form')?.noValidate === true);
    await fields.name.fill('Riley Linked');
    await fields.document('Photo Package').check();
    await fields.email.fill('riley@clinic.example');

    expect(await fields.name.inputValue()).toBe('Riley Linked');
    expect(await fields.document('Photo Package').isChecked()).toBe(true);
    await page.context().close();
  });

  it('still holds what was typed when the page comes back from the back/forward cache', async () => {
    const cachingBrowser = await launchBrowser({ backForwardCache: true });
    const page = await (await cachingBrowser.newContext({ bypassCSP: true })).newPage();
    const fields = contactFormFields(page);
    await page.goto(`${stack.url}/contact`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector<HTMLFormElement>('main form')?.noValidate === true);
    await page.evaluate(() => addEventListener('pageshow', (event) => document.body.setAttribute('data-restored', String(event.persisted))));
    await fields.name.fill('Casey Returning');
    await fields.message.fill('Typed, then went to read the specifications.');
    await fields.document('Warranty Information').check();

    await page.goto(`${stack.url}/specifications`, { waitUntil: 'networkidle' });
    // A page restored from the cache fires pageshow, not load.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForSelector('body[data-restored="true"]');
    // The restored page runs on where it was: an edit re-renders the form, and the values survive it.
    await fields.organization.fill('Returning Health');

    expect(await fields.name.inputValue()).toBe('Casey Returning');
    expect(await fields.message.inputValue()).toBe('Typed, then went to read the specifications.');
    expect(await fields.document('Warranty Information').isChecked()).toBe(true);
    await cachingBrowser.close();
  });
});
