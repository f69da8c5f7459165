import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { REVALIDATE } from '../../shared/cache-policy';
import { DELIVERED_COST_COPY } from '../../shared/delivered-cost-copy';
import { DELIVERED_COST_ENDPOINT, DESTINATION_MAX_LENGTH, LANGUAGE_PARAM } from '../../shared/delivered-cost-endpoint';
import { estimateDeliveredCost, estimateInWords, formatAmountRange } from '../../shared/delivered-cost';
import { FRENCH_DELIVERED_COST_COPY } from '../../web/src/content/fr/delivered-cost';
import { FRENCH_ESTIMATE_WORDS } from '../../web/src/content/fr/delivered-cost-estimate';
import { BUILT_IN_FACTS } from '../../shared/listing-facts';
import { BUILT_IN_LISTING_STATE, LISTING_ENDPOINT, LISTING_HISTORY_ENDPOINT, LISTING_STATUS_LABELS } from '../../shared/listing-state';
import { place } from '../../shared/places';
import { QUOTATION_MESSAGES } from '../../shared/quotation';
import { QUOTATIONS_ENDPOINT } from '../../shared/quotation-endpoints';
import { pdfPages } from '../e2e/support/pdf-text';
import { signedInUser } from '../support/cognito-users';
import { requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let adminToken: string;
const settings = readSiteSettings();

beforeAll(async () => {
  stack = await startTestStack();
  adminToken = await signedInUser(stack, 'estimate-admin@example.com', [ADMIN_GROUP]);
});

afterAll(async () => {
  await stack?.stop();
});

/** The estimator form's own GET, as a browser without scripts sends it. */
const submit = (to: string, method = 'GET') => fetch(`${stack.url}${DELIVERED_COST_ENDPOINT}?${new URLSearchParams({ to })}`, { method });

/** The page's text without its tags and entities, as a reader sees it. */
const visibleText = (html: string) =>
  html
    .replace(/<(style|datalist)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

/** A text as visibleText leaves it: every run of spaces, no-break ones too, one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const saskatoonAt = (priceUsd: number) => estimateDeliveredCost(place('saskatoon'), settings.deliveryRates, { priceUsd, cadRate: BUILT_IN_FACTS.cadRate });

describe('GET /api/delivered-cost on the local stack', () => {
  it("answers 'Saskatoon, SK' with a page of the estimate: 525 km and the total in USD and CAD, the form again", async () => {
    const response = await submit('Saskatoon, SK');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    const html = await response.text();
    const text = visibleText(html);
    const { total } = saskatoonAt(BUILT_IN_LISTING_STATE.priceUsd);
    expect(text).toContain('Saskatoon, SK: 525 km by road from Edmonton');
    expect(text).toContain(`${DELIVERED_COST_COPY.total} ${formatAmountRange(total.usd)} USD ${formatAmountRange(total.cad)} CAD`);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/api\/delivered-cost"/);
    expect(html).toContain('value="Saskatoon, SK"');
    expect(html).toContain('href="/delivered-cost#to=saskatoon"');
  });

  it('answers a postal code and a ZIP code as the estimator does', async () => {
    const postal = await submit('S7K 0J5');
    expect(postal.status).toBe(200);
    expect(visibleText(await postal.text())).toMatch(/Postal area S7K \([^)]+\), SK: about [\d,]+ – [\d,]+ km/);

    const zip = await submit('80202');
    expect(zip.status).toBe(200);
    expect(visibleText(await zip.text())).toMatch(/Postal area 802 \([^)]+\), CO/);
  });

  it('answers an unknown place with the form again, what was typed and the problem named: 404, never a 500', async () => {
    const response = await submit('Atlantis <b>');

    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('value="Atlantis &#60;b&#62;"');
    expect(html).toContain('aria-invalid="true"');
    expect(visibleText(html)).toContain(DELIVERED_COST_COPY.unknownDestination);
  });

  it.each([
    ['', DELIVERED_COST_COPY.missingDestination],
    ['x'.repeat(DESTINATION_MAX_LENGTH + 1), `at most ${DESTINATION_MAX_LENGTH} characters`],
    ['Saskatoon\u0007', 'must be one line of text'],
  ])('refuses the query %j with a 400 page naming the problem', async (to, problem) => {
    const response = await submit(to);

    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain(problem);
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    const head = await submit('Saskatoon, SK', 'HEAD');

    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await head.text()).toBe('');
    expect((await submit('Atlantis', 'HEAD')).status).toBe(404);
  });

  it("prices at the listing's current price and states its status", async () => {
    const admin = (path: string, method = 'GET', body?: unknown) => requestFrom(`${stack.url}${path}`, { method, body, headers: { authorization: `Bearer ${adminToken}` } });
    const version = ((await admin(LISTING_HISTORY_ENDPOINT)).body as { version: number }).version;
    const reduced = { status: 'under-offer', note: 'Deposit received', priceUsd: 119_000, priceValidUntil: null, version };
    expect((await admin(LISTING_ENDPOINT, 'PUT', reduced)).status).toBe(200);

    const text = visibleText(await (await submit('saskatoon')).text());

    const { total } = saskatoonAt(119_000);
    expect(text).toContain(`${formatAmountRange(total.usd)} USD ${formatAmountRange(total.cad)} CAD`);
    expect(text).toContain(LISTING_STATUS_LABELS['under-offer']);
  });
});

describe('GET /api/delivered-cost?lang=fr: the French answer page', () => {
  const submitInFrench = (to: string) => fetch(`${stack.url}${DELIVERED_COST_ENDPOINT}?${new URLSearchParams({ [LANGUAGE_PARAM]: 'fr', to })}`);
  const quebec = () => estimateInWords(estimateDeliveredCost(place('quebec-city'), settings.deliveryRates, { priceUsd: 119_000, cadRate: BUILT_IN_FACTS.cadRate }), FRENCH_ESTIMATE_WORDS);

  it("answers 'Québec, QC' in French: the TPS and TVQ lines with their amounts, Quebec's rule, French forms, no English", async () => {
    const response = await submitInFrench('Québec, QC');

    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr-CA"/);
    const text = visibleText(html);
    const line = (id: string) => quebec().lines.find((entry) => entry.id === id)!;
    for (const id of ['gst', 'pst']) {
      const { label, amount } = line(id);
      expect(text).toContain(spaced(`${label} (estimation) ${FRENCH_ESTIMATE_WORDS.amountRange(amount!.usd)} $\u00a0US ${FRENCH_ESTIMATE_WORDS.amountRange(amount!.cad)} $\u00a0CA`));
    }
    expect(line('gst').label).toBe('TPS 5\u00a0%');
    expect(line('pst').label).toBe('TVQ 9,975\u00a0% (Québec)');
    expect(text).toContain('la TVQ ne s’applique pas sur la TPS');
    expect(text).toContain('Québec, QC : ');
    // The other language's answer, for the same destination.
    expect(html).toContain(`href="${DELIVERED_COST_ENDPOINT}?to=Qu%C3%A9bec%2C+QC" hreflang="en"`);
    expect(html).toContain('href="/fr/cout-livre#to=quebec-city"');
    expect(html).toMatch(/<input type="hidden" name="lang" value="fr">/);
    expect(html).toMatch(/<input type="hidden" name="language" value="fr">/);
    const names = [settings.sellerEmail, settings.sellerPhone];
    const french = names.reduce((rest, name) => rest.split(name).join(' '), text.replace(/>English</, ''));
    expect(french.match(/\b(the|and|with|your|for|of|to|from|this|is|are|our)\b/i), french).toBeNull();
  });

  it.each([
    ['', 400, FRENCH_DELIVERED_COST_COPY.missingDestination],
    ['x'.repeat(DESTINATION_MAX_LENGTH + 1), 400, FRENCH_DELIVERED_COST_COPY.unknownDestination],
    ['Atlantis', 404, FRENCH_DELIVERED_COST_COPY.unknownDestination],
  ])('answers %j with the French form again and the problem in French', async (to, status, problem) => {
    const response = await submitInFrench(to);

    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr-CA"/);
    expect(visibleText(html)).toContain(spaced(problem));
  });

  it('refuses a language it has no page in with a 400 naming it', async () => {
    const response = await fetch(`${stack.url}${DELIVERED_COST_ENDPOINT}?${new URLSearchParams({ [LANGUAGE_PARAM]: 'de', to: 'saskatoon' })}`);

    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain('The language must be one of fr');
  });
});

describe('POST /api/quotations as the answer page’s own form post', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}${QUOTATIONS_ENDPOINT}`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: stack.url, 'sec-fetch-site': 'same-origin', ...headers },
    });
  const buyer = { destination: 'saskatoon', organization: 'Prairie North Health Region', contactName: 'Dana Buyer', email: 'dana.form@health.example.org' };

  it('answers with the PDF itself, saved under its number; a second click within the window gets the same quotation', async () => {
    const first = await post(buyer);

    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const disposition = first.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="Quotation_Q-3057-\d{8}-[0-9A-F]{8}\.pdf"$/);
    const { pages } = await pdfPages(Buffer.from(await first.arrayBuffer()));
    expect(pages.join('\n')).toContain('Saskatoon, SK');
    expect(pages.join('\n')).toContain('Prairie North Health Region');

    const again = await post(buyer);
    expect(again.headers.get('content-disposition')).toBe(disposition);
  });

  it('answers the French answer page’s post with the quotation in French, under its French name', async () => {
    const response = await post({ ...buyer, destination: 'quebec-city', email: 'dana.fr@health.example.org', language: 'fr' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Soumission_Q-3057-\d{8}-[0-9A-F]{8}\.pdf"$/);
    const text = (await pdfPages(Buffer.from(await response.arrayBuffer()))).pages.join('\n');
    for (const expected of ['Soumission Q-3057-', 'Livraison à Québec, QC', 'TPS 5 % (estimation)', 'TVQ 9,975 % (Québec) (estimation)', '119 000', 'Offre en cours', 'Acceptation']) {
      expect(text.replace(/\u00a0/g, ' '), expected).toContain(expected);
    }
    expect(text).not.toMatch(/Quotation|Delivery from/);
  });

  it('answers a French form’s refused post with a French page, the server’s reason marked as English', async () => {
    const response = await post({ ...buyer, email: 'not-an-address', language: 'fr' });

    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr-CA"/);
    expect(html).toContain('<span lang="en">email: email must be an e-mail address</span>');
    expect(visibleText(html)).toContain('Aucune soumission émise');
    expect(html).toContain('href="/fr/cout-livre"');
  });

  it('refuses a language it has no quotation in with a page naming the field', async () => {
    const response = await post({ ...buyer, language: 'de' });

    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain('language must be one of en, fr');
  });

  it('answers a field’s problem with a page naming it, and refuses another content type or another site', async () => {
    const bad = await post({ ...buyer, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(visibleText(await bad.text())).toContain('email must be an e-mail address');

    const plain = await post(buyer, { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(visibleText(await plain.text())).toContain(QUOTATION_MESSAGES.unsupportedType);

    expect((await post(buyer, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
