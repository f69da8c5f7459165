import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_ENDPOINT,
  CONTACT_MAX_BODY_BYTES,
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  INQUIRY_RATE_LIMIT,
  formatLongDate,
  sellerToday,
} from '../../shared/contact';
import { INQUIRIES_TABLE } from '../../infra/tables';
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
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
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

  it('mails the buyer nothing they typed but their name; the seller gets everything', async () => {
    const inquiry = validInquiry({
      organization: 'Cheap Pills Unlimited',
      intendedUse: 'Visit https://spam.example today',
      message: 'You have won a prize: claim it at https://spam.example/claim',
      phone: '+1 555 0100 999',
    });

    const response = await post(inquiry);

    expect(response.status).toBe(200);
    const typed = [inquiry.organization, inquiry.intendedUse, inquiry.message, inquiry.phone] as string[];
    const [toSeller] = toSellerAbout(inquiry.email);
    const [acknowledgement] = toBuyer(inquiry.email);
    for (const type of ['text/plain', 'text/html'] as const) {
      const sellerPart = decodedPart(toSeller!, type);
      const buyerPart = decodedPart(acknowledgement!, type);
      for (const text of typed) {
        expect(sellerPart).toContain(text);
        expect(buyerPart).not.toContain(text);
      }
      expect(buyerPart).toContain(inquiry.name);
      expect(buyerPart).toContain((response.body as { reference: string }).reference);
    }
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
    const date = formatLongDate(sellerToday());
    const inquiry = validInquiry({ appointmentType: 'video', preferredDate: date, preferredTime: '2:00 PM' });

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
    return formatLongDate({ ...today, day: today.day + 1 > 28 ? 1 : today.day + 1, month: today.day + 1 > 28 ? (today.month % 12) + 1 : today.month, year: today.day + 1 > 28 && today.month === 12 ? today.year + 1 : today.year });
  };

  const badInputs: [string, unknown, string][] = [
    ['no name', validInquiry({ name: undefined }), 'name'],
    ['an empty name', validInquiry({ name: '   ' }), 'name'],
    ['a name that is not text', validInquiry({ name: 42 }), 'name'],
    ['an over-long name', validInquiry({ name: 'x'.repeat(101) }), 'name'],
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
    ['a date in the past', validInquiry({ appointmentType: 'phone', preferredDate: 'Monday, January 5, 2026' }), 'preferredDate'],
    ['a date with the wrong weekday', validInquiry({ appointmentType: 'phone', preferredDate: 'Monday, February 3, 2099' }), 'preferredDate'],
    ['a date that does not exist', validInquiry({ appointmentType: 'phone', preferredDate: 'Monday, February 30, 2099' }), 'preferredDate'],
    ['an ISO date', validInquiry({ appointmentType: 'phone', preferredDate: '2099-02-03' }), 'preferredDate'],
    ['a date years ahead', validInquiry({ appointmentType: 'phone', preferredDate: 'Tuesday, February 3, 2099' }), 'preferredDate'],
    ['a time slot not offered', validInquiry({ appointmentType: 'phone', preferredTime: '12:00 PM' }), 'preferredTime'],
    ['a time slot in another format', validInquiry({ appointmentType: 'phone', preferredTime: '14:00' }), 'preferredTime'],
    ['an unknown field', validInquiry({ budget: 100000 }), 'budget'],
    ['a script in an unknown field', validInquiry({ '<script>': 'alert(1)' }), '<script>'],
    ['not JSON', 'name=Dana&email=dana@example.org', 'JSON'],
    ['a JSON list', [validInquiry()], 'expected object'],
    ['a bad idempotency key', { headers: { [IDEMPOTENCY_HEADER]: 'not-a-uuid' }, body: validInquiry() }, IDEMPOTENCY_HEADER],
  ];

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
