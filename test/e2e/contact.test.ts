import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '../../shared/api-routes';
import { APPOINTMENT_LABELS, CONTACT_ENDPOINT, CONTACT_MESSAGES, IDEMPOTENCY_HEADER } from '../../shared/contact';
import { SELLER_TIME_ZONE, sellerToday, toIsoDate, type CalendarDay } from '../../shared/calendar-day';
import { toPublicSettings } from '../../shared/settings';
import { readSiteSettings } from '../../infra/settings';
import { launchBrowser } from '../support/browser';
import { startTestStack, type TestStack } from '../support/local-stack';
import { contactFormFields } from './support/contact-form';

let stack: TestStack;
let browser: Browser;

const seller = toPublicSettings(readSiteSettings());
/** POST /api/contact is served by the local stack once its handler is in the route table; until then it is stubbed. */
const realApi = (API_ROUTES as readonly ApiRoute[]).some((route) => route.method === 'POST' && route.path === CONTACT_ENDPOINT);
const ENDPOINT_GLOB = `**${CONTACT_ENDPOINT}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Opens /contact after hydration (a click before it would submit the prerendered form natively). */
async function openContact(query = '', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${stack.url}/contact${query}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => {
    const form = document.querySelector('form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'));
  });
  expect(errors).toEqual([]);
  return page;
}

async function closePage(page: Page) {
  await page.context().close();
}

/** Stubs the API with a success unless the real handler is there. */
async function useApi(page: Page) {
  if (!realApi) await stubSuccess(page);
}

async function stubSuccess(page: Page, reference = 'INQ-TEST') {
  await page.route(ENDPOINT_GLOB, (route) => route.fulfill({ status: 200, json: { success: true, reference } }));
}


async function fillRequired(page: Page, buyer: { name: string; email: string; message: string }) {
  const fields = contactFormFields(page);
  await fields.name.fill(buyer.name);
  await fields.email.fill(buyer.email);
  await fields.message.fill(buyer.message);
}

const isContactPost = (request: Request) => request.method() === 'POST' && request.url().endsWith(CONTACT_ENDPOINT);

/**
 * The seller's today as the page computes it: Chromium's time-zone data can differ from Node's
 * (it has Edmonton on UTC-6 in November 2026, Node on UTC-7), so around midnight the two disagree.
 */
async function pageSellerToday(page: Page): Promise<CalendarDay> {
  const [year, month, day] = await page.evaluate(
    (timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-').map(Number),
    SELLER_TIME_ZONE,
  );
  return { year: year!, month: month!, day: day! };
}

function daysFromToday(days: number) {
  const today = sellerToday();
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function outboxMessages(): string[] {
  try {
    return readdirSync(stack.outboxDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(stack.outboxDir, file), 'utf8'));
  } catch {
    return [];
  }
}

describe('contact page in Chromium', () => {
  it('shows the channels, viewing, documentation, delivery and FAQ content of the spec', async () => {
    const page = await openContact('', 390);
    const main = page.locator('main');

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Contact the Seller');
    expect(await main.locator('a[href^="tel:"]').first().getAttribute('href')).toBe(`tel:${seller.sellerPhone.replace(/[^0-9+]/g, '')}`);
    expect(await main.locator(`a[href="https://wa.me/${seller.sellerWhatsapp}"]`).count()).toBe(1);
    expect(await main.locator(`a[href="mailto:${seller.sellerEmail}"]`).count()).toBeGreaterThan(0);
    // The whole page's text, the parts below the fold included, which are rendered only once scrolled near.
    const text = (await main.textContent()) ?? '';
    for (const expected of [
      'Monday-Friday, 8 AM-8 PM MST',
      'Reply within 24 hours',
      'Schedule a Viewing',
      'Secure Documentation',
      'Secure PDF generation',
      'Private document sharing',
      'Encrypted transmission',
      '30-45 minutes',
      '45-60 minutes',
      '2-3 hours',
      '7-21 days',
      `We keep your inquiry for ${seller.inquiryRetentionMonths} months, then delete it.`,
      'Door-to-door',
      'Quote on request',
      ...['Edmonton', 'Calgary', 'Vancouver', 'Toronto', 'Montreal', 'Seattle', 'Portland', 'Denver', 'Minneapolis', 'Chicago'],
    ]) {
      expect(text).toContain(expected);
    }
    expect(await main.locator('details summary').count()).toBe(8);
    expect(await page.getByRole('link', { name: 'Call the Seller' }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByRole('link', { name: 'Email the Seller' }).getAttribute('href')).toBe(`mailto:${seller.sellerEmail}`);
    await closePage(page);
  });

  it('opens one FAQ answer at a time', async () => {
    const page = await openContact();
    const questions = page.locator('main details');

    await questions.nth(0).locator('summary').click();
    await questions.nth(1).locator('summary').click();

    expect(await questions.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    await closePage(page);
  });

  it('sends an inquiry without an appointment, shows the success text and resets the form', async () => {
    const page = await openContact();
    await useApi(page);
    const fields = contactFormFields(page);
    const buyer = { name: 'Dana Buyer', email: `dana+${Date.now()}@clinic.example`, message: 'Is the trailer still available?' };
    const mailsBefore = outboxMessages().length;

    await fillRequired(page, buyer);
    await fields.phone.fill('+1 403 555 0199');
    await fields.organization.fill('Prairie Health');
    await fields.contactBy('Phone call').check();
    await fields.document('Service Records').check();
    await fields.document('Technical Specifications').check();
    const posted = page.waitForRequest(isContactPost);
    await fields.submit.click();
    const request = await posted;

    await page.getByText(CONTACT_MESSAGES.successTitle).waitFor();
    await page.getByText(CONTACT_MESSAGES.successWithoutAppointment).waitFor();
    await page.getByText(/Reference number:/).waitFor();
    expect(request.headers()[IDEMPOTENCY_HEADER]).toMatch(UUID);
    expect(request.postDataJSON()).toMatchObject({
      name: buyer.name,
      email: buyer.email,
      phone: '+1 403 555 0199',
      organization: 'Prairie Health',
      message: buyer.message,
      preferredContact: 'phone',
      requestedDocuments: ['Technical Specifications', 'Service Records'],
      appointmentType: 'none',
    });
    expect(request.postDataJSON()).not.toHaveProperty('preferredDate');
    // Reset to the defaults of docs/product.md#inquiry-record.
    expect(await fields.name.inputValue()).toBe('');
    expect(await fields.email.inputValue()).toBe('');
    expect(await fields.message.inputValue()).toBe('');
    expect(await fields.phone.inputValue()).toBe('');
    expect(await fields.contactBy('Email').isChecked()).toBe(true);
    expect(await fields.document('Service Records').isChecked()).toBe(false);
    expect(await fields.appointmentType.inputValue()).toBe('none');
    if (realApi) {
      // The seller's copy: Reply-To the buyer, quoting the reference the page showed.
      const reference = (await page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.successTitle }).innerText()).match(/Reference number:\s*(\S+)/)?.[1] ?? '';
      expect(reference).not.toBe('');
      await expect.poll(() => outboxMessages().length, { timeout: 10_000 }).toBeGreaterThan(mailsBefore);
      const replyToBuyer = new RegExp(`^Reply-To: .*${buyer.email.replace(/[.+]/g, '\\$&')}`, 'mi');
      const toSeller = outboxMessages().find((mail) => replyToBuyer.test(mail));
      expect(toSeller).toBeDefined();
      expect(toSeller).toContain(reference);
    }
    await closePage(page);
  });

  it('sends an inquiry with an appointment and shows the appointment success text', async () => {
    const page = await openContact();
    await useApi(page);
    const fields = contactFormFields(page);
    const buyer = { name: 'Sam Viewer', email: `sam+${Date.now()}@health.example`, message: 'We would like a video walkthrough.' };
    const day = daysFromToday(3);

    await fillRequired(page, buyer);
    await fields.appointmentType.selectOption('video');
    await fields.preferredDate.fill(toIsoDate(day));
    await fields.preferredTime.selectOption('10:00 AM');
    const posted = page.waitForRequest(isContactPost);
    await fields.submit.click();
    const request = await posted;

    await page.getByText(CONTACT_MESSAGES.successTitle).waitFor();
    await page.getByText(CONTACT_MESSAGES.successWithAppointment).waitFor();
    expect(request.postDataJSON()).toMatchObject({
      appointmentType: 'video',
      preferredDate: toIsoDate(day),
      preferredTime: '10:00 AM',
    });
    expect(await fields.name.inputValue()).toBe('');
    expect(await fields.appointmentType.inputValue()).toBe('none');
    expect(await fields.preferredDate.isVisible()).toBe(false);
    await closePage(page);
  });

  it('asks for today when an appointment has no date', async () => {
    const page = await openContact();
    await stubSuccess(page);
    const fields = contactFormFields(page);

    await fillRequired(page, { name: 'Pat', email: 'pat@clinic.example', message: 'Call me.' });
    await fields.appointmentType.selectOption('phone');
    const posted = page.waitForRequest(isContactPost);
    await fields.submit.click();

    expect((await posted).postDataJSON()).toMatchObject({ appointmentType: 'phone', preferredDate: toIsoDate(await pageSellerToday(page)) });
    await closePage(page);
  });

  it('shows the API failure with its message and keeps the entered values', async () => {
    const page = await openContact();
    await page.route(ENDPOINT_GLOB, (route) =>
      route.fulfill({ status: 502, json: { success: false, error: CONTACT_MESSAGES.sendFailed, reference: 'INQ-FAILED' } }),
    );
    const fields = contactFormFields(page);

    await fillRequired(page, { name: 'Kim Keep', email: 'kim@clinic.example', message: 'Please keep this.' });
    await fields.document('Photo Package').check();
    await fields.appointmentType.selectOption('in-person');
    await fields.submit.click();

    const alert = page.getByRole('alert');
    await alert.getByText(CONTACT_MESSAGES.failureTitle).waitFor();
    expect(await alert.innerText()).toContain(CONTACT_MESSAGES.sendFailed);
    expect(await fields.name.inputValue()).toBe('Kim Keep');
    expect(await fields.email.inputValue()).toBe('kim@clinic.example');
    expect(await fields.message.inputValue()).toBe('Please keep this.');
    expect(await fields.document('Photo Package').isChecked()).toBe(true);
    expect(await fields.appointmentType.inputValue()).toBe('in-person');
    expect(await fields.name.isEnabled()).toBe(true);
    await closePage(page);
  });

  it('reuses the idempotency key to retry an unchanged submission that is unknown or stored but not yet mailed', async () => {
    const page = await openContact();
    const keys: string[] = [];
    const answers: ((route: Route) => Promise<void>)[] = [
      (route) => route.abort('failed'),
      (route) => route.fulfill({ status: 502, json: { success: false, error: CONTACT_MESSAGES.sendFailed, reference: 'INQ-SAVED' } }),
      (route) => route.abort('failed'),
      (route) => route.fulfill({ status: 200, json: { success: true, reference: 'INQ-RETRY' } }),
    ];
    await page.route(ENDPOINT_GLOB, async (route) => {
      keys.push(route.request().headers()[IDEMPOTENCY_HEADER] ?? '');
      await answers[keys.length - 1]?.(route);
    });
    const fields = contactFormFields(page);
    const alert = page.getByRole('alert');
    await fillRequired(page, { name: 'Robin Retry', email: 'robin@clinic.example', message: 'Hello' });

    await fields.submit.click(); // no answer at all
    await alert.getByText(CONTACT_MESSAGES.failureFallback(seller.sellerEmail)).waitFor();
    await fields.submit.click(); // the same submission again: stored, but the e-mail failed for now
    await alert.getByText(CONTACT_MESSAGES.sendFailed).waitFor();
    await alert.getByText(CONTACT_MESSAGES.savedForDelivery(seller.sellerPhone)).waitFor();
    await fields.submit.click(); // once more: the same key, so it delivers that inquiry instead of storing a second; no answer
    await alert.getByText(CONTACT_MESSAGES.failureFallback(seller.sellerEmail)).waitFor();
    await fields.message.fill('Hello again'); // an edit starts a new attempt-set
    await fields.submit.click();
    await page.getByText(CONTACT_MESSAGES.successTitle).waitFor();

    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    await closePage(page);
  });

  it('disables every input and shows Sending... with a spinner while the inquiry is on its way', async () => {
    const page = await openContact();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ENDPOINT_GLOB, async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { success: true, reference: 'INQ-SLOW' } });
    });
    const fields = contactFormFields(page);
    await fillRequired(page, { name: 'Lee Wait', email: 'lee@clinic.example', message: 'Waiting' });
    await fields.appointmentType.selectOption('phone');

    await fields.submit.click();
    await page.getByRole('button', { name: /Sending\.\.\./ }).waitFor();

    expect(await page.getByRole('button', { name: /Sending\.\.\./ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Sending\.\.\./ }).locator('.MuiCircularProgress-root').count()).toBe(1);
    const enabled = await page
      .locator(`form[action="${CONTACT_ENDPOINT}"] :is(input, textarea, select):not([name="website"], [aria-hidden="true"])`)
      .evaluateAll((controls) => controls.filter((control) => !(control as HTMLInputElement).disabled).map((control) => control.id || control.getAttribute('name')));
    expect(enabled).toEqual([]);
    release();
    await page.getByText(CONTACT_MESSAGES.successWithAppointment).waitFor();
    expect(await fields.name.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send Inquiry' }).isEnabled()).toBe(true);
    await closePage(page);
  });

  it('blocks an empty submission with the required-field notice of the spec', async () => {
    const page = await openContact();
    const posts: Request[] = [];
    page.on('request', (request) => isContactPost(request) && posts.push(request));

    await contactFormFields(page).submit.click();

    const notice = page.getByRole('alert');
    await notice.getByText(CONTACT_MESSAGES.requiredTitle).waitFor();
    expect(await notice.innerText()).toContain(CONTACT_MESSAGES.requiredText);
    expect(await contactFormFields(page).name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    expect(posts).toEqual([]);
    await closePage(page);
  });

  it('shows other problems under their field, without sending', async () => {
    const page = await openContact();
    const posts: Request[] = [];
    page.on('request', (request) => isContactPost(request) && posts.push(request));
    const fields = contactFormFields(page);

    await fillRequired(page, { name: 'Val', email: 'not-an-address', message: 'Hi' });
    await fields.phone.fill('call me');
    await fields.submit.click();

    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText(/Please enter a valid phone number/).waitFor();
    expect(await fields.email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');
    expect(await page.getByText(CONTACT_MESSAGES.requiredTitle).count()).toBe(0);
    expect(posts).toEqual([]);
    await closePage(page);
  });

  it('preselects requested documents and the message from the query string', async () => {
    const query = `?documents=${encodeURIComponent('Technical Specifications,Service Records,Not A Document')}&message=${encodeURIComponent('Custom documentation, please.')}`;
    const page = await openContact(query);
    const fields = contactFormFields(page);

    await expect.poll(() => fields.document('Technical Specifications').isChecked()).toBe(true);
    expect(await fields.document('Service Records').isChecked()).toBe(true);
    expect(await fields.document('Warranty Information').isChecked()).toBe(false);
    expect(await page.locator('form', { has: fields.message }).getByRole('checkbox').count()).toBe(6);
    expect(await fields.message.inputValue()).toBe('Custom documentation, please.');
    await closePage(page);
  });

  it('shows the date and time only for an appointment, from today on, with the eight slots', async () => {
    const page = await openContact('', 390);
    const fields = contactFormFields(page);

    expect(await fields.preferredDate.isVisible()).toBe(false);
    expect(await fields.preferredTime.isVisible()).toBe(false);
    const options = await fields.appointmentType.locator('option').allInnerTexts();
    expect(options).toEqual(['No appointment', APPOINTMENT_LABELS.phone, APPOINTMENT_LABELS.video, APPOINTMENT_LABELS['in-person']]);

    await fields.appointmentType.selectOption('in-person');
    expect(await fields.preferredDate.getAttribute('type')).toBe('date');
    // The bounds are set when the visitor first uses the field (its picker and typing both focus it).
    await fields.preferredDate.focus();
    expect(await fields.preferredDate.getAttribute('min')).toBe(toIsoDate(await pageSellerToday(page)));
    expect(await fields.preferredTime.locator('option').allInnerTexts()).toEqual([
      'No preference',
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);

    await fields.appointmentType.selectOption('none');
    expect(await fields.preferredDate.isVisible()).toBe(false);
    expect(await fields.preferredTime.isVisible()).toBe(false);
    await closePage(page);
  });

  it('has the email and phone input types of the spec and no axe violations in the page content', async () => {
    const page = await openContact();
    const fields = contactFormFields(page);
    expect(await fields.email.getAttribute('type')).toBe('email');
    expect(await fields.phone.getAttribute('type')).toBe('tel');
    expect(await fields.message.getAttribute('rows')).toBe('5');
    await fields.appointmentType.selectOption('video');

    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    await page.addScriptTag({ path: axePath });
    // The page's own content; the shared header and footer are checked with the home page.
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Element) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
      const result = await axe.run(document.querySelector('main') ?? document.body);
      return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await closePage(page);
  });
});
