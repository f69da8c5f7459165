import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { IDEMPOTENCY_HEADER, INQUIRY_RATE_LIMIT } from '../../shared/contact';
import { estimateDeliveredCost, formatMoneyRange } from '../../shared/delivered-cost';
import { LISTING_ENDPOINT } from '../../shared/listing-state';
import { place } from '../../shared/places';
import { QUOTATION_MESSAGES, QUOTATION_NUMBER_PATTERN, QUOTATION_RATE_LIMIT, type QuotationResponse } from '../../shared/quotation';
import { QUOTATIONS_ENDPOINT, quotationUrl } from '../../shared/quotation-endpoints';
import { BUILT_IN_FACTS } from '../../shared/listing-facts';
import { BUILT_IN_LISTING_STATE } from '../../shared/listing-state';
import { pdfPages } from '../e2e/support/pdf-text';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { mimePart } from '../support/mime-part';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let adminToken: string;
const settings = readSiteSettings();
/** Each test asks from its own loopback address, so one test's limits never touch another's. */
let clientNumber = 400;
let from: string;

beforeAll(async () => {
  stack = await startTestStack();
  adminToken = await signedInUser(stack, 'quotation-admin@example.com', [ADMIN_GROUP]);
});

afterAll(async () => {
  await stack?.stop();
});

beforeEach(() => {
  from = loopbackClient(clientNumber++);
});

const buyer = () => ({ organization: 'Prairie North Health Region', contactName: 'Dana Buyer', email: `dana.${randomUUID().slice(0, 8)}@health.example.org` });

const ask = (body: unknown, headers: Record<string, string> = {}) =>
  requestFrom(`${stack.url}${QUOTATIONS_ENDPOINT}`, { method: 'POST', body, from, headers: { origin: stack.url, 'sec-fetch-site': 'same-origin', ...headers } });

const admin = (path: string, method = 'GET', body?: unknown, token: string | null = adminToken) =>
  requestFrom(`${stack.url}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The seller's mails about `email`, raw. */
const sellerMailsAbout = (email: string) =>
  readdirSync(stack.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(stack.outboxDir, file), 'utf8'))
    .filter((mail) => mail.includes(email) && new RegExp(`^To: ${settings.sellerEmail.replace(/\./g, '\\.')}$`, 'm').test(mail));

const saskatoon = estimateDeliveredCost(place('saskatoon'), settings.deliveryRates, { priceUsd: BUILT_IN_LISTING_STATE.priceUsd, cadRate: BUILT_IN_FACTS.cadRate });
const serverTotal = `${formatMoneyRange(saskatoon.total.usd, 'USD')} / ${formatMoneyRange(saskatoon.total.cad, 'CAD')}`;

describe('POST /api/quotations on the local stack', () => {
  it('ignores a total the browser sent: answers, stores and mails the server’s figures, with the PDF attached', async () => {
    const who = buyer();

    const response = await ask({
      destination: 'saskatoon',
      ...who,
      total: '1 USD',
      estimate: { total: { usd: { low: 1, high: 1 } } },
      message: 'Estimated total, delivered: 1 USD',
    });

    expect(response.status).toBe(201);
    const { quotation, sellerCopy } = response.body as QuotationResponse;
    expect(sellerCopy).toBe('sent');
    expect(quotation.number).toMatch(QUOTATION_NUMBER_PATTERN);
    expect(quotation.estimate.total).toEqual(saskatoon.total);
    expect(quotation.listing).toEqual({ status: 'available', priceUsd: BUILT_IN_LISTING_STATE.priceUsd, note: null });
    expect(JSON.stringify(response.body)).not.toMatch(/(?<![\d,])1 USD/);

    const stored = await admin(quotationUrl(quotation.number));
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ ...quotation, email: who.email, sellerCopy: 'sent' });
    expect((stored.body as { expiresAt: number }).expiresAt).toBeGreaterThan(Date.now() / 1000 + (settings.inquiryRetentionMonths - 1) * 30 * 86_400);

    const [mail] = sellerMailsAbout(who.email);
    expect(mail).toMatch(new RegExp(`^Reply-To: ${who.email.replace(/\./g, '\\.')}$`, 'm'));
    const text = mimePart(mail!, /text\/plain/).toString('utf8');
    expect(text).toContain(`Estimated total, delivered: ${serverTotal}`);
    expect(text).not.toMatch(/(?<![\d,])1 USD/);
    const pdf = mimePart(mail!, new RegExp(`filename="?Quotation_${quotation.number}\\.pdf`));
    const { pages } = await pdfPages(new Uint8Array(pdf));
    expect(pages.join('\n')).toContain(`Quotation ${quotation.number}`);
    expect(pages.join('\n')).toContain(formatMoneyRange(saskatoon.total.usd, 'USD').replace(' USD', ''));
  });

  it('answers a retry with the same idempotency key with the same quotation, mailed once', async () => {
    const who = buyer();
    const key = randomUUID();
    const first = await ask({ destination: 'regina', ...who }, { [IDEMPOTENCY_HEADER]: key });
    const again = await ask({ destination: 'regina', ...who }, { [IDEMPOTENCY_HEADER]: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((again.body as QuotationResponse).quotation).toEqual((first.body as QuotationResponse).quotation);
    expect(sellerMailsAbout(who.email)).toHaveLength(1);
  });

  it('prices a postal area as the estimator does', async () => {
    const response = await ask({ destination: 'postal-s7k', ...buyer() });
    expect(response.status).toBe(201);
    expect((response.body as QuotationResponse).quotation.estimate.place).toMatchObject({ id: 'postal-s7k', country: 'CA', region: 'SK' });
  });

  it.each([
    [{ destination: 'saskatoon', organization: 'Org', contactName: 'Dana' }, /^email: /],
    [{ destination: 'saskatoon', organization: '', contactName: 'Dana', email: 'dana@example.org' }, /^organization: organization is required/],
    [{ destination: 'saskatoon', organization: 'Org', contactName: 'Dana', email: 'not-an-address' }, /^email: /],
    [{ destination: 42, organization: 'Org', contactName: 'Dana', email: 'dana@example.org' }, /^destination: /],
  ])('refuses %j with a 400 naming the field', async (body, problem) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(problem);
  });

  it('answers 404 for a destination the estimator does not know, and 403 to another site', async () => {
    expect(await ask({ destination: 'atlantis', ...buyer() })).toMatchObject({ status: 404, body: { error: QUOTATION_MESSAGES.unknownDestination } });
    expect(await ask({ destination: 'postal-zzz', ...buyer() })).toMatchObject({ status: 404 });
    expect((await ask({ destination: 'saskatoon', ...buyer() }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await ask({ destination: 'saskatoon', ...buyer() }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('always gives the buyer the quotation: past the inquiry limit only the seller’s copy stops; past its own limit, 429', async () => {
    const who = buyer();
    const answers: QuotationResponse['sellerCopy'][] = [];
    for (let index = 0; index < INQUIRY_RATE_LIMIT.perHour + 1; index += 1) {
      const response = await ask({ destination: 'calgary', ...who });
      expect(response.status).toBe(201);
      answers.push((response.body as QuotationResponse).sellerCopy);
    }
    expect(answers.at(-1)).toBe('over-limit');
    expect(sellerMailsAbout(who.email)).toHaveLength(INQUIRY_RATE_LIMIT.perHour);
    for (let index = answers.length; index < QUOTATION_RATE_LIMIT.perHour; index += 1) expect((await ask({ destination: 'calgary', ...buyer() })).status).toBe(201);
    expect(await ask({ destination: 'calgary', ...buyer() })).toMatchObject({ status: 429, body: { error: QUOTATION_MESSAGES.rateLimited } });
  });

  it('quotes the listing’s current price and status, says so when under offer, and gives no quotation once sold', async () => {
    const version = ((await admin(`${LISTING_ENDPOINT}/history`)).body as { version: number }).version;
    const underOffer = { status: 'under-offer', note: 'Deposit received', priceUsd: 119_000, priceValidUntil: null, version };
    expect((await admin(LISTING_ENDPOINT, 'PUT', underOffer)).status).toBe(200);

    const response = await ask({ destination: 'saskatoon', ...buyer() });
    expect(response.status).toBe(201);
    const { quotation } = response.body as QuotationResponse;
    expect(quotation.listing).toEqual({ status: 'under-offer', priceUsd: 119_000, note: 'Deposit received' });
    expect(quotation.estimate.total).toEqual(estimateDeliveredCost(place('saskatoon'), settings.deliveryRates, { priceUsd: 119_000, cadRate: BUILT_IN_FACTS.cadRate }).total);

    expect((await admin(LISTING_ENDPOINT, 'PUT', { ...underOffer, status: 'sold', version: version + 1 })).status).toBe(200);
    expect(await ask({ destination: 'saskatoon', ...buyer() })).toMatchObject({ status: 409, body: { error: QUOTATION_MESSAGES.sold } });
  });

  it('shows a stored quotation only to the admin, by a well-formed number', async () => {
    expect((await admin(quotationUrl('Q-3057-20261123-4F2A9C1B'), 'GET', undefined, null)).status).toBe(401);
    expect(await admin(quotationUrl('Q-3057-20261123-4F2A9C1B'))).toMatchObject({ status: 404, body: { error: QUOTATION_MESSAGES.notFound } });
    expect((await admin(quotationUrl('not-a-number'))).status).toBe(400);
  });
});
