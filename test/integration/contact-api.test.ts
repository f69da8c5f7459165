import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_ENDPOINT, CONTACT_MAX_BODY_BYTES, CONTACT_RECEIPT_PATH, CONTACT_MESSAGES, HONEYPOT_FIELD, IDEMPOTENCY_HEADER, INQUIRY_RATE_LIMIT } from '../../shared/contact';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { CONTACT_FIELD_LABELS } from '../../shared/contact-form';
import { FRENCH_CONTACT_FIELD_LABELS, FRENCH_CONTACT_PROBLEMS } from '../../shared/contact-form-fr';
import { FRENCH_INQUIRY_COPY } from '../../shared/contact-fr';
import { FRENCH_SITE_NAME } from '../../shared/french-names';
import { INQUIRIES_TABLE } from '../../shared/backend/tables';
import { LOCALE_TAGS } from '../../shared/site-routes';
import { readSiteSettings } from '../../infra/settings';
import { requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let dynamo: DynamoDBDocumentClient;
const settings = readSiteSettings();
/** Each test posts from its own loopback address, so the per-address limit of one never touches another. */
let clientNumber = 10;
let from: string;

beforeAll(async () => {
  stack = await startTestStack();
  dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.endpoints.dynamodb }));
});

afterAll(async () => {
  dynamo?.destroy();
  await stack?.stop();
});

beforeEach(() => {
  from = `127.0.0.${clientNumber++}`;
});

afterEach(() => {
  vi.useRealTimers();
});

/** Sets the handlers' clock (they run in this process); timers keep real time. */
function clockAt(time: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

const validInquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitehorse',
  email: `dana.${randomUUID().slice(0, 8)}@clinic.example.org`,
  phone: '+1 780 555 0199',
  organization: 'Northern Lights Health Cooperative',
  intendedUse: 'Rural screening clinic',
  message: 'Is the trailer still available? We would like the service records.',
  preferredContact: 'email',
  requestedDocuments: ['Service Records'],
  ...overrides,
});

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const { status, body: answer } = await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, { method: 'POST', body, from, headers });
  return { status, body: answer };
};

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * An inquiry as a browser posts the form: every value text, a list as repeated fields. Undefined
 * when the input cannot be written that way (not an object, or a value that is neither text nor a
 * list of text).
 */
function asForm(input: unknown): URLSearchParams | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((item) => typeof item === 'string')) return undefined;
    for (const item of values) form.append(name, item as string);
  }
  return form;
}

/** A browser's own form post: form-encoded, from this site's page unless the headers say otherwise. */
const postForm = async (form: URLSearchParams, headers: Record<string, string> = {}) => {
  const response = await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    body: form.toString(),
    from,
    headers: { 'content-type': FORM_TYPE, origin: stack.url, 'sec-fetch-site': 'same-origin', ...headers },
  });
  return { status: response.status, headers: response.headers, body: response.body };
};

const getPage = async (path: string) => {
  const response = await requestFrom(`${stack.url}${path}`, { from });
  return { status: response.status, type: String(response.headers['content-type']), html: String(response.body) };
};

/** The text of a page, tags and entities resolved enough for assertions on what a reader sees. */
const textOf = (html: string) =>
  html
    .replace(/<style[^]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

const RECEIPT_LOCATION = new RegExp(`^${CONTACT_RECEIPT_PATH.replace('{id}', '[0-9a-f-]{36}')}$`);

async function storedInquiries() {
  const { Items = [] } = await dynamo.send(new ScanCommand({ TableName: INQUIRIES_TABLE.name, ConsistentRead: true }));
  return Items;
}

/** The .eml files in the outbox, as text with folded header lines unfolded. */
const outbox = () =>
  readdirSync(stack.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(stack.outboxDir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' '));

const mailsAbout = (email: string) => outbox().filter((mail) => mail.includes(email));
const addressedTo = (mail: string, address: string) => new RegExp(`^To: ${address.replace(/\./g, '\\.')}$`, 'm').test(mail);
const toSellerAbout = (email: string) => mailsAbout(email).filter((mail) => addressedTo(mail, settings.sellerEmail));
const toBuyer = (email: string) => mailsAbout(email).filter((mail) => addressedTo(mail, email));

/** A mail's text/plain or text/html part, decoded from base64 or quoted-printable. */
function decodedPart(mail: string, type: 'text/plain' | 'text/html'): string {
  const part = mail.split(new RegExp(`Content-Type: ${type.replace('/', '\\/')}`))[1] ?? '';
  const blankLine = /\r?\n\r?\n/.exec(part);
  const headers = blankLine ? part.slice(0, blankLine.index) : part;
  const body = (blankLine ? part.slice(blankLine.index + blankLine[0].length) : '').split(/\r?\n--/)[0] ?? '';
  return /base64/i.test(headers)
    ? Buffer.from(body, 'base64').toString('utf8')
    : Buffer.from(
        // outbox() unfolds wrapped lines, and so a soft break ('=' ending a line) before a line that starts
        // with a space becomes '= ': in quoted-printable '=' is never followed by a space otherwise.
        body.replace(/=\r?\n/g, '').replace(/= /g, ' ').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
}

/** The calendar entry attached to a mail, decoded. */
function attachedInvite(mail: string): string {
  const part = mail.split('viewing-request.ics')[2] ?? mail.split('viewing-request.ics')[1] ?? '';
  const blankLine = /\r?\n\r?\n/.exec(part);
  const body = (blankLine ? part.slice(blankLine.index + blankLine[0].length) : '').split(/\r?\n--/)[0] ?? '';
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

describe('POST /api/contact', () => {
  it('stores the inquiry, then mails the seller with Reply-To the buyer and a subject naming them', async () => {
    const inquiry = validInquiry();

    const response = await post(inquiry);

    expect(response.status).toBe(200);
    const body = response.body as { success: boolean; reference: string };
    expect(body.success).toBe(true);
    const [stored] = (await storedInquiries()).filter((item) => item.email === inquiry.email);
    expect(stored).toMatchObject({ status: 'sent', reference: body.reference, name: inquiry.name });
    const [toSeller] = toSellerAbout(inquiry.email);
    expect(toSeller).toMatch(new RegExp(`^Reply-To: ${inquiry.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(toSeller).toMatch(/^Subject: .*Dana Whitehorse/m);
    expect(toBuyer(inquiry.email)[0]).toContain(body.reference);
  });

  it(`stores each inquiry with its deletion time, ${settings.inquiryRetentionMonths} months on, for the table's TTL`, async () => {
    const inquiry = validInquiry();

    expect((await post(inquiry)).status).toBe(200);

    const [stored] = (await storedInquiries()).filter((item) => item.email === inquiry.email);
    const expiry = new Date(stored!.createdAt as string);
    expiry.setUTCMonth(expiry.getUTCMonth() + settings.inquiryRetentionMonths);
    expect(stored!.expiresAt).toBe(Math.floor(expiry.getTime() / 1000));
    expect(typeof stored!.expiresAt).toBe('number');
  });

  it('mails the buyer nothing they typed, not even the name; the seller gets everything', async () => {
    const inquiry = validInquiry({
      name: 'WIN $500 gift card: https://evil.example/claim',
      organization: 'Cheap Pills Unlimited',
      intendedUse: 'Visit https://spam.example today',
      message: 'You have won a prize: claim it at https://spam.example/claim',
      phone: '+1 555 0100 999',
    });

    const response = await post(inquiry);

    expect(response.status).toBe(200);
    const typed = [inquiry.name, inquiry.organization, inquiry.intendedUse, inquiry.message, inquiry.phone] as string[];
    const [toSeller] = toSellerAbout(inquiry.email);
    const acknowledgements = toBuyer(inquiry.email);
    expect(acknowledgements).toHaveLength(1);
    const [acknowledgement] = acknowledgements;
    const subject = /^Subject: (.*)$/m.exec(acknowledgement!)?.[1] ?? '';
    for (const type of ['text/plain', 'text/html'] as const) {
      const sellerPart = decodedPart(toSeller!, type);
      const buyerPart = decodedPart(acknowledgement!, type);
      for (const text of typed) expect(sellerPart).toContain(type === 'text/html' ? text.replace(/'/g, '&#39;') : text);
      for (const part of [buyerPart, subject]) {
        for (const text of [...typed, 'WIN', 'gift card', '$500', '500', 'evil.example']) expect(part).not.toContain(text);
        expect(part).not.toMatch(/https?:|www\./i);
      }
      expect(buyerPart).toContain(CONTACT_MESSAGES.acknowledgementGreeting);
      expect(buyerPart).toContain((response.body as { reference: string }).reference);
    }
  });

  it(`acknowledges at most ${INQUIRY_RATE_LIMIT.perHour} of 10 submissions to one mailbox spread across an hour boundary, its variants included`, async () => {
    const user = `victim${randomUUID().slice(0, 6)}`;
    // Sub-address tags, subdomains and upper case (in a punycode domain) all reach one inbox.
    const variants = [
      `${user}@xn--exmple-cua.org`,
      `${user}-1@XN--EXMPLE-CUA.org`,
      `${user}+2@mail.xn--exmple-cua.org`,
      `${user.toUpperCase()}@xn--exmple-cua.org`,
      `${user}-tag@lists.xn--exmple-cua.org`,
    ];
    const start = new Date('2026-11-25T12:48:00Z');
    const answers: number[] = [];

    for (let n = 0; n < 10; n++) {
      // every three minutes from 12:48 to 13:15, each from its own client address
      clockAt(new Date(start.getTime() + n * 3 * 60_000));
      from = `127.0.3.${n + 1}`;
      answers.push((await post(validInquiry({ email: variants[n % variants.length] }))).status);
    }

    expect(answers.filter((status) => status === 200)).toHaveLength(INQUIRY_RATE_LIMIT.perHour);
    expect(answers.slice(INQUIRY_RATE_LIMIT.perHour)).toEqual(Array(10 - INQUIRY_RATE_LIMIT.perHour).fill(429));
    const acknowledged = outbox().filter((mail) => new RegExp(`^To: ${user}`, 'mi').test(mail));
    expect(acknowledged.length).toBeLessThanOrEqual(INQUIRY_RATE_LIMIT.perHour);
  });

  it('accepts the mailbox again once its oldest submission is an hour old, not at the top of the clock hour', async () => {
    const email = `window.${randomUUID().slice(0, 8)}@example.org`;
    const first = new Date('2026-11-25T13:50:00Z');
    for (let n = 0; n < INQUIRY_RATE_LIMIT.perHour; n++) {
      clockAt(new Date(first.getTime() + n * 60_000));
      from = `127.0.4.${n + 1}`;
      expect((await post(validInquiry({ email }))).status).toBe(200);
    }

    from = '127.0.4.99';
    clockAt(new Date('2026-11-25T14:05:00Z'));
    const pastTheHour = await post(validInquiry({ email }));
    clockAt(new Date(first.getTime() + 60 * 60_000 + 1000));
    const anHourOn = await post(validInquiry({ email }));

    expect([pastTheHour.status, anHourOn.status]).toEqual([429, 200]);
  });

  it(`counts plus-tagged, dotted and capitalised variants of one Gmail inbox as one e-mail for the limit`, async () => {
    const user = `repeat${randomUUID().slice(0, 8)}`;
    const variants = Array.from({ length: INQUIRY_RATE_LIMIT.perHour + 1 }, (_, n) =>
      `${user.slice(0, 3)}.${user.slice(3)}+${n}@${n % 2 ? 'GoogleMail.com' : 'gmail.com'}`.replace(/^r/, n % 3 ? 'R' : 'r'),
    );
    for (const [n, email] of variants.slice(0, -1).entries()) {
      from = `127.0.2.${n + 1}`;
      expect((await post(validInquiry({ email }))).status).toBe(200);
    }
    from = '127.0.2.99';

    expect((await post(validInquiry({ email: variants.at(-1) }))).status).toBe(429);
  });

  it('sends the buyer a tentative calendar invite in Mountain Time for an appointment request', async () => {
    const inquiry = validInquiry({ appointmentType: 'video', preferredDate: toIsoDate(sellerToday()), preferredTime: '2:00 PM' });

    const response = await post(inquiry);

    expect(response.status).toBe(200);
    expect(toSellerAbout(inquiry.email)[0]).toMatch(/^Subject: .*Video walkthrough/m);
    const [acknowledgement] = toBuyer(inquiry.email);
    expect(acknowledgement).toContain('text/calendar');
    expect(acknowledgement).toContain('viewing-request.ics');
  });

  it('stores one inquiry and sends one e-mail when the same submission arrives twice', async () => {
    const inquiry = validInquiry();
    const key = randomUUID();

    const first = await post(inquiry, { [IDEMPOTENCY_HEADER]: key });
    const second = await post(inquiry, { [IDEMPOTENCY_HEADER]: key });

    expect(second).toEqual(first);
    expect((await storedInquiries()).filter((item) => item.email === inquiry.email)).toHaveLength(1);
    expect(toSellerAbout(inquiry.email)).toHaveLength(1);
  });

  it('drops a bot that fills the honeypot: a normal-looking answer, nothing stored or sent', async () => {
    const inquiry = validInquiry({ [HONEYPOT_FIELD]: 'https://spam.example' });

    const response = await post(inquiry);

    expect(response.status).toBe(200);
    expect((await storedInquiries()).filter((item) => item.email === inquiry.email)).toHaveLength(0);
    expect(mailsAbout(inquiry.email)).toHaveLength(0);
  });

  it(`answers 429 after ${INQUIRY_RATE_LIMIT.perHour} inquiries an hour from one address`, async () => {
    for (let sent = 0; sent < INQUIRY_RATE_LIMIT.perHour; sent++) expect((await post(validInquiry())).status).toBe(200);

    const refused = await post(validInquiry());

    expect(refused).toEqual({ status: 429, body: { error: CONTACT_MESSAGES.rateLimited } });
  });

  it(`answers 429 after ${INQUIRY_RATE_LIMIT.perHour} inquiries an hour for one e-mail, whatever the address`, async () => {
    const email = `repeat.${randomUUID().slice(0, 8)}@example.org`;
    for (let sent = 0; sent < INQUIRY_RATE_LIMIT.perHour; sent++) {
      from = `127.0.1.${sent + 1}`;
      expect((await post(validInquiry({ email }))).status).toBe(200);
    }
    from = '127.0.1.99';

    expect((await post(validInquiry({ email }))).status).toBe(429);
  });

  it('keeps the inquiry, marked failed, when SES fails, and tells the buyer the send failed', async () => {
    const inquiry = validInquiry();
    stack.setEmailFailing(true);

    const response = await post(inquiry).finally(() => stack.setEmailFailing(false));

    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ success: false, error: CONTACT_MESSAGES.sendFailed });
    const [stored] = (await storedInquiries()).filter((item) => item.email === inquiry.email);
    expect(stored?.status).toBe('failed');
  });

  const tomorrow = () => {
    const today = sellerToday();
    return toIsoDate({ ...today, day: today.day + 1 > 28 ? 1 : today.day + 1, month: today.day + 1 > 28 ? (today.month % 12) + 1 : today.month, year: today.day + 1 > 28 && today.month === 12 ? today.year + 1 : today.year });
  };

  const badInputs: [string, unknown, string][] = [
    ['no name', validInquiry({ name: undefined }), 'name'],
    ['an empty name', validInquiry({ name: '   ' }), 'name'],
    ['a name that is not text', validInquiry({ name: 42 }), 'name'],
    ['an over-long name', validInquiry({ name: 'x'.repeat(101) }), 'name'],
    ['a NUL in the name', validInquiry({ name: 'Dana\u0000 Whitehorse' }), 'name'],
    ['a tab in the name', validInquiry({ name: 'Dana\tWhitehorse' }), 'name'],
    ['a right-to-left override in the name', validInquiry({ name: 'Dana \u202Eesrohetihw' }), 'name'],
    ['a BEL in the organisation', validInquiry({ organization: 'Big Sky\u0007 Health' }), 'organization'],
    ['an ESC sequence in the message', validInquiry({ message: 'Is it \u001B[31mavailable?' }), 'message'],
    ['a backspace in the intended use', validInquiry({ intendedUse: 'Clinic\u0008\u0008\u0008' }), 'intendedUse'],
    ['a lone surrogate in the message', validInquiry({ message: 'Is it available? \uD800' }), 'message'],
    ['no email', validInquiry({ email: undefined }), 'email'],
    ['an email without @', validInquiry({ email: 'dana.example.org' }), 'email'],
    ['an email with spaces', validInquiry({ email: 'dana @example.org' }), 'email'],
    ['an over-long email', validInquiry({ email: `${'x'.repeat(250)}@example.org` }), 'email'],
    ['an email as a list', validInquiry({ email: ['a@example.org'] }), 'email'],
    ['no message', validInquiry({ message: undefined }), 'message'],
    ['an empty message', validInquiry({ message: '' }), 'message'],
    ['an over-long message', validInquiry({ message: 'x'.repeat(5001) }), 'message'],
    ['a phone with letters', validInquiry({ phone: 'call me maybe' }), 'phone'],
    ['an over-long phone', validInquiry({ phone: '1'.repeat(31) }), 'phone'],
    ['an over-long organization', validInquiry({ organization: 'x'.repeat(151) }), 'organization'],
    ['an over-long intended use', validInquiry({ intendedUse: 'x'.repeat(501) }), 'intendedUse'],
    ['an unknown contact method', validInquiry({ preferredContact: 'fax' }), 'preferredContact'],
    ['an unknown document', validInquiry({ requestedDocuments: ['Secret Plans'] }), 'requestedDocuments'],
    ['documents not as a list', validInquiry({ requestedDocuments: 'Service Records' }), 'requestedDocuments'],
    ['a document twice', validInquiry({ requestedDocuments: ['Photo Package', 'Photo Package'] }), 'requestedDocuments'],
    ['an unknown appointment type', validInquiry({ appointmentType: 'dinner' }), 'appointmentType'],
    ['a date without an appointment', validInquiry({ preferredDate: tomorrow() }), 'appointmentType'],
    ['a time without an appointment', validInquiry({ preferredTime: '9:00 AM' }), 'appointmentType'],
    ['no appointment as an empty type', validInquiry({ appointmentType: '' }), 'appointmentType'],
    ['a date in the past', validInquiry({ appointmentType: 'phone', preferredDate: '2026-01-05' }), 'preferredDate'],
    ['a date in the long form', validInquiry({ appointmentType: 'phone', preferredDate: 'Tuesday, February 3, 2099' }), 'preferredDate'],
    ['a date that does not exist', validInquiry({ appointmentType: 'phone', preferredDate: '2099-02-30' }), 'preferredDate'],
    ['a date years ahead', validInquiry({ appointmentType: 'phone', preferredDate: '2099-02-03' }), 'preferredDate'],
    ['a time slot not offered', validInquiry({ appointmentType: 'phone', preferredTime: '12:00 PM' }), 'preferredTime'],
    ['a time slot in another format', validInquiry({ appointmentType: 'phone', preferredTime: '14:00' }), 'preferredTime'],
    ['an unknown field', validInquiry({ budget: 100000 }), 'budget'],
    ['a script in an unknown field', validInquiry({ '<script>': 'alert(1)' }), '<script>'],
    ['not JSON', 'name=Dana&email=dana@example.org', 'JSON'],
    ['a JSON list', [validInquiry()], 'expected object'],
    ['a bad idempotency key', { headers: { [IDEMPOTENCY_HEADER]: 'not-a-uuid' }, body: validInquiry() }, IDEMPOTENCY_HEADER],
  ];

  /**
   * The same table as a browser's form post. Left out: what the form encoding cannot carry (a number,
   * a JSON list, a body that is not fields) and what is the form's own native shape (a single ticked
   * document, a date or time left behind once the appointment type went back to none, which the script
   * drops too).
   */
  const NATIVE_FORM_SHAPES = ['an email as a list', 'documents not as a list', 'a date without an appointment', 'a time without an appointment'];
  // The form encoding cannot carry a lone surrogate: a browser, like URLSearchParams, sends U+FFFD instead.
  const NOT_IN_FORM_ENCODING = ['a lone surrogate in the message'];
  const withField = (name: string, value: string) => {
    const form = asForm(validInquiry())!;
    form.append(name, value);
    return form;
  };
  const formBadInputs = badInputs.flatMap(([name, input, named]): [string, URLSearchParams, Record<string, string>, string][] => {
    const { body, headers } =
      typeof input === 'object' && input !== null && 'headers' in input
        ? (input as { body: unknown; headers: Record<string, string> })
        : { body: input, headers: {} };
    const form = asForm(body);
    return form && !NATIVE_FORM_SHAPES.includes(name) && !NOT_IN_FORM_ENCODING.includes(name) ? [[name, form, headers, named]] : [];
  });
  // What only the form encoding can say wrong.
  formBadInputs.push(
    ['an email given twice', withField('email', 'second@example.org'), {}, 'email'],
    ['an unknown field', withField('budget', '100000'), {}, 'budget'],
  );

  it.each(formBadInputs)('refuses a form post with %s: a 400 page naming the problem, nothing stored', async (_case, form, headers, named) => {
    const before = (await storedInquiries()).length;

    const response = await postForm(form, headers);

    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = String(response.body);
    const summary = textOf(/<ul class="problems"[^]*?<\/ul>/.exec(html)?.[0] ?? html).toLowerCase();
    const label = (CONTACT_FIELD_LABELS as Record<string, string>)[named];
    if (label) {
      expect(html).toContain(`href="#contact-${named}"`);
      expect(summary).toContain(label.toLowerCase());
    } else {
      expect(textOf(html).toLowerCase()).toContain(named.toLowerCase());
    }
    expect(await storedInquiries()).toHaveLength(before);
  });

  it.each(badInputs)('refuses %s with a 400 naming the problem, and stores nothing', async (_case, input, named) => {
    const before = (await storedInquiries()).length;
    const { body, headers } =
      typeof input === 'object' && input !== null && 'headers' in input
        ? (input as { body: unknown; headers: Record<string, string> })
        : { body: input, headers: {} };

    const response = await post(body, headers);

    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(named);
    expect(await storedInquiries()).toHaveLength(before);
  });

  it("stores a form post's textarea line breaks (CRLF) as the script's (LF)", async () => {
    const inquiry = validInquiry({ message: 'Two questions:\r\n1. Tyres?\r\n2. Generator hours?' });

    const response = await postForm(asForm(inquiry)!);

    expect(response.status).toBe(303);
    const stored = (await storedInquiries()).find((item) => item.email === inquiry.email);
    expect(stored?.message).toBe('Two questions:\n1. Tyres?\n2. Generator hours?');
  });

  it('refuses a body over 32 KB with a 413, storing nothing', async () => {
    const before = (await storedInquiries()).length;

    const response = await post(validInquiry({ message: 'x'.repeat(CONTACT_MAX_BODY_BYTES) }));

    expect(response.status).toBe(413);
    expect(await storedInquiries()).toHaveLength(before);
  });

  it('escapes markup from the buyer in the HTML part of the mail', async () => {
    const inquiry = validInquiry({ message: '<script>alert(1)</script> & more' });

    expect((await post(inquiry)).status).toBe(200);

    const html = decodedPart(toSellerAbout(inquiry.email)[0]!, 'text/html');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
  });
});

describe('POST /api/contact from a browser without JavaScript (form-encoded)', () => {
  const receiptOf = async (location: unknown) => {
    expect(String(location)).toMatch(RECEIPT_LOCATION);
    return getPage(String(location));
  };

  it('stores and mails the inquiry, then sends the browser on (303) to a receipt page with the reference and the success text', async () => {
    const inquiry = validInquiry({ requestedDocuments: ['Service Records', 'Photo Package'] });

    const response = await postForm(asForm(inquiry)!);

    expect(response.status).toBe(303);
    const receipt = await receiptOf(response.headers.location);
    expect(receipt.status).toBe(200);
    expect(receipt.type).toMatch(/^text\/html/);
    const [stored] = (await storedInquiries()).filter((item) => item.email === inquiry.email);
    expect(stored).toMatchObject({ status: 'sent', requestedDocuments: ['Service Records', 'Photo Package'], name: inquiry.name });
    const text = textOf(receipt.html);
    expect(text).toContain(CONTACT_MESSAGES.successTitle);
    expect(text).toContain(CONTACT_MESSAGES.successWithoutAppointment);
    expect(text).toContain(`Reference number: ${stored!.reference}`);
    expect(receipt.html).toContain('href="/"');
    expect(receipt.html).not.toContain('<script');
    expect(toSellerAbout(inquiry.email)[0]).toContain(stored!.reference);
    // The receipt is a page of its own: reading it again sends nothing.
    expect((await receiptOf(response.headers.location)).status).toBe(200);
    expect(toSellerAbout(inquiry.email)).toHaveLength(1);
  });

  it("answers a form sent from a French page in French: the receipt page, the acknowledgement and its calendar entry; the seller's copy in English names the language", async () => {
    const inquiry = validInquiry({ language: 'fr', appointmentType: 'video', preferredDate: toIsoDate(sellerToday()), preferredTime: '2:00 PM' });

    const response = await postForm(asForm(inquiry)!);

    expect(response.status).toBe(303);
    const receipt = await receiptOf(response.headers.location);
    const [stored] = (await storedInquiries()).filter((item) => item.email === inquiry.email);
    expect(stored).toMatchObject({ language: 'fr', status: 'sent' });
    expect(receipt.html).toContain('<html lang="fr-CA">');
    const text = textOf(receipt.html);
    expect(text).toContain(FRENCH_INQUIRY_COPY.successTitle);
    expect(text).toContain(FRENCH_INQUIRY_COPY.successWithAppointment);
    expect(text).toMatch(new RegExp(`Numéro de référence\\s:\\s${stored!.reference}`));
    expect(text).toContain(FRENCH_SITE_NAME);
    expect(text.match(/\b(the|your|and|with)\b/), text).toBeNull();
    expect(receipt.html).toContain('href="/fr"');
    const [acknowledgement] = toBuyer(inquiry.email);
    expect(decodedPart(acknowledgement!, 'text/plain')).toContain(FRENCH_INQUIRY_COPY.successWithAppointment);
    expect(attachedInvite(acknowledgement!)).toContain('SUMMARY;LANGUAGE=fr-CA:Visite vidéo (45 à 60 minutes) – remorque');
    const sellerText = decodedPart(toSellerAbout(inquiry.email)[0]!, 'text/plain');
    expect(sellerText).toContain('Language: French (fr-CA)');
    expect(sellerText).toContain('Video walkthrough (45-60 minutes)');
  });

  it("reads the date input's value and an appointment, and says the seller will confirm it", async () => {
    const today = sellerToday();
    const isoToday = toIsoDate(today);
    const inquiry = validInquiry({ appointmentType: 'in-person', preferredDate: isoToday, preferredTime: '11:00 AM' });

    const response = await postForm(asForm(inquiry)!);

    expect(response.status).toBe(303);
    const [stored] = (await storedInquiries()).filter((item) => item.email === inquiry.email);
    expect(stored).toMatchObject({ appointmentType: 'in-person', preferredDate: isoToday, preferredTime: '11:00 AM' });
    expect(textOf((await receiptOf(response.headers.location)).html)).toContain(CONTACT_MESSAGES.successWithAppointment);
  });

  it('makes one inquiry and one e-mail of a double-clicked submit, both clicks landing on the same receipt', async () => {
    const form = asForm(validInquiry())!;

    const [first, second] = await Promise.all([postForm(form), postForm(form)]);
    const third = await postForm(form);

    expect([first.status, second.status, third.status]).toEqual([303, 303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    expect(third.headers.location).toBe(first.headers.location);
    const email = form.get('email')!;
    expect((await storedInquiries()).filter((item) => item.email === email)).toHaveLength(1);
    await expect.poll(() => toSellerAbout(email).length).toBe(1);
  });

  it('keeps the inquiry when the e-mail fails and tells the buyer it is saved, with its reference and the seller\'s phone', async () => {
    const inquiry = validInquiry();
    stack.setEmailFailing(true);

    const response = await postForm(asForm(inquiry)!).finally(() => stack.setEmailFailing(false));

    expect(response.status).toBe(303);
    const [stored] = (await storedInquiries()).filter((item) => item.email === inquiry.email);
    expect(stored?.status).toBe('failed');
    const text = textOf((await receiptOf(response.headers.location)).html);
    expect(text).toContain('Your inquiry is saved');
    expect(text).toContain(`Reference number: ${stored!.reference}`);
    expect(text).toContain(settings.sellerPhone);
  });

  it('shows the form again with what was typed, escaped, and each problem, posting to the same endpoint', async () => {
    const form = asForm(validInquiry({ name: 'Dana "<b>" Whitehorse', email: 'not-an-address', message: '' }))!;

    const response = await postForm(form);

    expect(response.status).toBe(400);
    const html = String(response.body);
    expect(html).toContain(`<form method="post" action="${CONTACT_ENDPOINT}">`);
    expect(html).toContain('value="Dana &#34;&#60;b&#62;&#34; Whitehorse"');
    expect(html).not.toContain('"<b>"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toMatch(/<input type="checkbox" name="requestedDocuments" value="Service Records" checked>/);
    const text = textOf(html);
    expect(text).toContain(CONTACT_MESSAGES.requiredTitle);
    expect(text).toContain('Please enter a valid email address');
    expect(text).toContain('Message is required');
    expect(html).toMatch(/id="contact-message"[^>]*aria-invalid="true"/);
  });

  it('shows a form posted from /fr/contact again in French: its labels, its problems, and its language to post again', async () => {
    const name = `Léa ${randomUUID()}`;
    const form = asForm(validInquiry({ name, email: 'pas-une-adresse', language: 'fr' }))!;

    const response = await postForm(form);

    expect(response.status).toBe(400);
    const html = String(response.body);
    expect(html).toContain(`<html lang="${LOCALE_TAGS.fr}">`);
    expect(html).toContain('<input type="hidden" name="language" value="fr">');
    expect(html).toMatch(/<input type="checkbox" name="requestedDocuments" value="Service Records" checked> Registres d’entretien/);
    const text = textOf(html);
    expect(text).toContain(FRENCH_INQUIRY_COPY.problemsTitle);
    expect(text).toContain(FRENCH_CONTACT_PROBLEMS.email.malformed);
    expect(text).toContain(FRENCH_CONTACT_FIELD_LABELS.organization);
    expect(text).not.toContain('Please enter a valid email address');
    expect((await storedInquiries()).filter((item) => item.name === name)).toHaveLength(0);
  });

  it('answers the script of /fr/contact with its problems in French, naming each field', async () => {
    const response = await post(validInquiry({ name: '', language: 'fr' }));

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ details: [`name: ${FRENCH_CONTACT_PROBLEMS.name.required}`] });
  });

  it('answers a bot that fills the honeypot like a person, storing and sending nothing', async () => {
    const inquiry = validInquiry({ [HONEYPOT_FIELD]: 'https://spam.example' });

    const response = await postForm(asForm(inquiry)!);

    expect(response.status).toBe(303);
    expect((await storedInquiries()).filter((item) => item.email === inquiry.email)).toHaveLength(0);
    expect(mailsAbout(inquiry.email)).toHaveLength(0);
  });

  it(`answers the ${INQUIRY_RATE_LIMIT.perHour + 1}th form post of an hour from one address with a 429 page`, async () => {
    for (let sent = 0; sent < INQUIRY_RATE_LIMIT.perHour; sent++) expect((await postForm(asForm(validInquiry())!)).status).toBe(303);

    const refused = await postForm(asForm(validInquiry())!);

    expect(refused.status).toBe(429);
    expect(textOf(String(refused.body))).toContain(CONTACT_MESSAGES.rateLimited);
  });

  it('answers a receipt address that leads to no inquiry with a 404 page', async () => {
    for (const path of [CONTACT_RECEIPT_PATH.replace('{id}', randomUUID()), CONTACT_RECEIPT_PATH.replace('{id}', 'not-an-id')]) {
      const page = await getPage(path);
      expect(page.status).toBe(404);
      expect(page.type).toMatch(/^text\/html/);
      expect(textOf(page.html)).toContain('No inquiry at this address');
    }
  });
});

describe('POST /api/contact refuses what a web page could send it from elsewhere', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['multipart/form-data', 'multipart/form-data; boundary=x'],
    ['no content type', undefined],
  ])('answers %s with a 415 naming the accepted types, storing nothing', async (_case, type) => {
    const inquiry = validInquiry();
    const response = await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      from,
      body: JSON.stringify(inquiry),
      headers: type ? { 'content-type': type } : { 'content-type': '' },
    });

    expect(response.status).toBe(415);
    expect((response.body as { error: string }).error).toBe(CONTACT_MESSAGES.unsupportedType);
    expect(CONTACT_MESSAGES.unsupportedType).toContain('application/json');
    expect(CONTACT_MESSAGES.unsupportedType).toContain(FORM_TYPE);
    expect((await storedInquiries()).filter((item) => item.email === inquiry.email)).toHaveLength(0);
  });

  const crossSite: [string, Record<string, string>][] = [
    ['an Origin of another site', { origin: 'https://attacker.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of null', { origin: 'null' }],
  ];

  it.each(crossSite)('answers a JSON post with %s with a 403, storing nothing', async (_case, headers) => {
    const inquiry = validInquiry();

    const response = await post(inquiry, headers);

    expect(response).toEqual({ status: 403, body: { error: CONTACT_MESSAGES.crossSite } });
    expect((await storedInquiries()).filter((item) => item.email === inquiry.email)).toHaveLength(0);
  });

  it.each(crossSite)('answers a form post with %s with a 403 page, storing nothing', async (_case, headers) => {
    const inquiry = validInquiry();

    const response = await postForm(asForm(inquiry)!, { 'sec-fetch-site': 'same-origin', origin: stack.url, ...headers });

    expect(response.status).toBe(403);
    expect(textOf(String(response.body))).toContain(CONTACT_MESSAGES.crossSite);
    expect((await storedInquiries()).filter((item) => item.email === inquiry.email)).toHaveLength(0);
  });

  it("accepts a JSON post from the site's own page, which carries its Origin", async () => {
    const response = await post(validInquiry(), { origin: stack.url, 'sec-fetch-site': 'same-origin' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });
  });
});

