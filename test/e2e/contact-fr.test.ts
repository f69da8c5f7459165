import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RECEIPT_PATH, INQUIRY_LANGUAGE_NAMES } from '../../shared/contact';
import { FRENCH_INQUIRY_COPY } from '../../shared/contact-fr';
import { FRENCH_CONTACT_FIELD_LABELS, FRENCH_CONTACT_MESSAGES, FRENCH_CONTACT_PROBLEMS, FRENCH_DOCUMENT_LABELS } from '../../shared/contact-form-fr';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { FRENCH_PATHS, LOCALE_TAGS } from '../../shared/site-routes';
import { readSiteSettings } from '../../infra/settings';
import { launchBrowser } from '../support/browser';
import { startTestStack, type TestStack } from '../support/local-stack';
import { contactFormFields } from './support/contact-form';

/**
 * /fr/contact as a French-speaking buyer uses it (docs/product.md#languages): with scripts off and on,
 * the receipt, the notices and the problems in French; the acknowledgement and its calendar entry in
 * French; the seller's copy in English, naming the buyer's language.
 */

let stack: TestStack;
let browser: Browser;
const seller = readSiteSettings();
const FRENCH_NAMES = { labels: FRENCH_CONTACT_FIELD_LABELS, submit: /Envoyer la demande|Envoi en cours/ };
/** How long every script is held back: a rural phone link. */
const SCRIPT_DELAY_MS = 3000;
const RECEIPT_URL = new RegExp(`${CONTACT_RECEIPT_PATH.replace('{id}', '[0-9a-f-]{36}')}$`);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA', ...options });
  return context.newPage();
}

/** Every mail in the outbox that names `email`, parsed. */
async function mailsAbout(email: string): Promise<ParsedMail[]> {
  const files = readdirSync(stack.outboxDir).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(stack.outboxDir, file)))));
  return mails.filter((mail) => `${mail.text ?? ''}${mail.replyTo?.text ?? ''}${Array.isArray(mail.to) ? '' : (mail.to?.text ?? '')}`.includes(email));
}

const toAddress = (mail: ParsedMail) => (Array.isArray(mail.to) ? '' : (mail.to?.text ?? ''));

/** A day some days ahead in Edmonton, yyyy-mm-dd. */
function daysAhead(days: number): string {
  const today = sellerToday();
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The buyer's acknowledgement and the seller's copy, once both are in the outbox. */
async function bothMails(email: string): Promise<{ acknowledgement: ParsedMail; sellerCopy: ParsedMail }> {
  await expect.poll(async () => (await mailsAbout(email)).length, { timeout: 15_000 }).toBe(2);
  const mails = await mailsAbout(email);
  const acknowledgement = mails.find((mail) => toAddress(mail) === email)!;
  const sellerCopy = mails.find((mail) => toAddress(mail) === seller.sellerEmail)!;
  return { acknowledgement, sellerCopy };
}

describe('/fr/contact without JavaScript', () => {
  it('sends an inquiry: a French receipt page, a French acknowledgement with its calendar entry, and the seller’s copy in English', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const fields = contactFormFields(page, FRENCH_NAMES);
    const buyer = { name: 'Dominique Tremblay', email: `dominique+${Date.now()}@cisss.example`, message: 'Envoyé sans script depuis Québec.' };

    await page.goto(`${stack.url}${FRENCH_PATHS.contact}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(LOCALE_TAGS.fr);
    await fields.name.fill(buyer.name);
    await fields.email.fill(buyer.email);
    await fields.message.fill(buyer.message);
    await fields.document(FRENCH_DOCUMENT_LABELS['Technical Specifications']).check();
    await fields.appointmentType.selectOption('video');
    await fields.preferredDate.fill(daysAhead(6));
    await fields.preferredTime.selectOption('1:00 PM');
    await Promise.all([page.waitForURL(RECEIPT_URL), fields.submit.click()]);

    await page.getByRole('heading', { name: FRENCH_INQUIRY_COPY.successTitle }).waitFor();
    await page.getByText(FRENCH_INQUIRY_COPY.successWithAppointment).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(LOCALE_TAGS.fr);
    const { acknowledgement, sellerCopy } = await bothMails(buyer.email);
    const reference = /INQ-\d{8}-[0-9A-F]{6}/.exec(acknowledgement.subject ?? '')?.[0];
    expect(acknowledgement.subject).toBe(FRENCH_INQUIRY_COPY.acknowledgementSubject(reference!));
    expect(acknowledgement.text).toContain(FRENCH_INQUIRY_COPY.acknowledgementThanks);
    const invite = acknowledgement.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(invite?.content.toString('utf8').replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY;LANGUAGE=${LOCALE_TAGS.fr}:${FRENCH_INQUIRY_COPY.inviteSummary(FRENCH_INQUIRY_COPY.appointmentLabels.video)}`);
    expect(sellerCopy.text).toContain(`Language: ${INQUIRY_LANGUAGE_NAMES.fr}`);
    expect(sellerCopy.text).toContain('Technical Specifications');
    expect(await page.locator('main').innerText()).toContain(reference!);
    await page.context().close();
  });

  it('names a bad field’s problem in French, keeps what was typed, and sends once it is fixed', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const fields = contactFormFields(page, FRENCH_NAMES);
    const email = `lea+${Date.now()}@cisss.example`;

    await page.goto(`${stack.url}${FRENCH_PATHS.contact}`);
    // Spaces satisfy the browser's `required`; the schema trims them, so the name is missing.
    await fields.name.fill('   ');
    await fields.email.fill(email);
    await fields.message.fill('Mon nom ne contient que des espaces.');
    await Promise.all([page.waitForURL(/\/api\/contact$/), fields.submit.click()]);

    expect(await page.locator('html').getAttribute('lang')).toBe(LOCALE_TAGS.fr);
    await page.getByRole('heading', { name: FRENCH_CONTACT_MESSAGES.requiredTitle }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain(FRENCH_CONTACT_PROBLEMS.name.required);
    expect(await fields.email.inputValue()).toBe(email);
    expect(await fields.name.getAttribute('aria-invalid')).toBe('true');

    await fields.name.fill('Léa Corrigée');
    await Promise.all([page.waitForURL(RECEIPT_URL), fields.submit.click()]);
    await page.getByRole('heading', { name: FRENCH_INQUIRY_COPY.successTitle }).waitFor();
    await page.context().close();
  });
});

describe('/fr/contact with its scripts, arriving late', () => {
  it('keeps what was typed before they came, checks it in French, then shows the French sent notice; the acknowledgement is French', async () => {
    const page = await newPage({ bypassCSP: true });
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    });
    const fields = contactFormFields(page, FRENCH_NAMES);
    const email = `camille+${Date.now()}@cisss.example`;

    await page.goto(`${stack.url}${FRENCH_PATHS.contact}`, { waitUntil: 'domcontentloaded' });
    await fields.name.fill('Camille Gagnon');
    await fields.email.fill('pas-un-courriel');
    await fields.message.fill('Tapé avant l’arrivée des scripts.');
    await page.waitForFunction(() => document.querySelector<HTMLFormElement>('main form')?.noValidate === true, null, { timeout: 30_000 });
    expect(await fields.message.inputValue()).toBe('Tapé avant l’arrivée des scripts.');
    await fields.submit.click();
    await page.getByText(FRENCH_CONTACT_PROBLEMS.email.malformed).waitFor();

    await fields.email.fill(email);
    await fields.submit.click();
    await page.getByText(FRENCH_CONTACT_MESSAGES.successWithoutAppointment).waitFor({ timeout: 15_000 });
    await page.getByText(FRENCH_CONTACT_MESSAGES.successTitle).waitFor();
    const { acknowledgement, sellerCopy } = await bothMails(email);
    expect(acknowledgement.text).toContain(FRENCH_INQUIRY_COPY.acknowledgementThanks);
    expect(sellerCopy.text).toContain(`Language: ${INQUIRY_LANGUAGE_NAMES.fr}`);
    await page.context().close();
  });
});
