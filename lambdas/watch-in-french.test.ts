import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ENV } from '../shared/backend/environment';
import { WATCHERS_TABLE } from '../shared/backend/tables';
import { VIEWER_HOST_HEADER } from '../shared/http';
import { FRENCH_PATHS } from '../shared/site-routes';
import { WATCH_CONFIRM_PATH, WATCH_COPY, WATCH_COUNTS_ENDPOINT, WATCH_EXPORT_ENDPOINT, WATCH_POLICY, WATCH_UNSUBSCRIBE_PATH, WATCHERS_ENDPOINT } from '../shared/watch';
import { FRENCH_WATCH_COPY, FRENCH_WATCH_PROBLEMS } from '../shared/watch-fr';
import { apiGatewayEvent, asAdmin } from '../test/fixtures/api-gateway-event';
import { startWatchStack, WATCH_TEST_SERVED_HOST, type WatchStack } from '../test/support/watch-stack';

/**
 * A watcher who signs up on a French page (docs/product.md#watching-the-listing): the pages, the
 * confirmation and the alerts in French, through the handlers on the emulated DynamoDB and SES.
 */

const FORM = 'application/x-www-form-urlencoded';
let stack: WatchStack;

beforeAll(async () => {
  stack = await startWatchStack();
});

afterAll(async () => {
  await stack?.stop();
});

async function invoke(event: APIGatewayProxyEventV2) {
  vi.resetModules();
  const { handler } = await import('./watch-listing');
  const result = await handler(event);
  return { statusCode: result.statusCode, body: result.body ?? '' };
}

const subscribe = (body: string, client: string) =>
  invoke(apiGatewayEvent({ method: 'POST', path: WATCHERS_ENDPOINT, body, headers: { 'content-type': FORM, 'cloudfront-viewer-address': `${client}:443`, [VIEWER_HOST_HEADER]: WATCH_TEST_SERVED_HOST } }));
const mailsTo = async (address: string) => (await stack.mails()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
/** The first link of a mail's text to `path`, its query as it came. */
function link(mail: ParsedMail, path: string): URL {
  const found = [...(mail.text ?? '').matchAll(/https:\/\/\S+/g)].map(([href]) => new URL(href)).find((url) => url.pathname === path);
  if (!found) throw new Error(`No ${path} link in: ${mail.text}`);
  return found;
}
const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('watching the listing from a French page', () => {
  it('answers the form post in French, mails a French confirmation whose link and button lead to French pages, and stores the language', async () => {
    // Act
    const posted = await subscribe('email=lea%40cisss.example.org&topics=price&topics=status&language=fr', '203.0.113.40');

    // Assess: the receipt
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('<html lang="fr-CA">');
    expect(posted.body).toContain(FRENCH_WATCH_COPY.checkInboxTitle);
    // The confirmation mail
    const [mail] = await mailsTo('lea@cisss.example.org');
    expect(mail!.subject).toBe('Confirmez vos alertes pour la remorque 3057');
    const confirmLink = link(mail!, WATCH_CONFIRM_PATH);
    expect(query(confirmLink)).toMatchObject({ language: 'fr' });
    // The link's page, and its button's
    const page = await invoke(apiGatewayEvent({ path: WATCH_CONFIRM_PATH, query: query(confirmLink) }));
    expect(page.body).toContain(FRENCH_WATCH_COPY.confirmTitle);
    expect(page.body).toContain(`action="${WATCH_CONFIRM_PATH}?language=fr"`);
    const confirmed = await invoke(
      apiGatewayEvent({ method: 'POST', path: WATCH_CONFIRM_PATH, query: { language: 'fr' }, body: `token=${confirmLink.searchParams.get('token')}`, headers: { 'content-type': FORM } }),
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(FRENCH_WATCH_COPY.confirmedTitle);
    expect(confirmed.body).toContain(`href="${FRENCH_PATHS.home}"`);
    // The record
    const { watchersRepository } = await import('./common/watchers-repository');
    expect((await watchersRepository.listByState('confirmed')).find((watcher) => watcher.email === 'lea@cisss.example.org')).toMatchObject({ language: 'fr' });
    // The seller's counts and export, in English, name the language
    const counts = await invoke(asAdmin(apiGatewayEvent({ path: WATCH_COUNTS_ENDPOINT })));
    expect(JSON.parse(counts.body)).toMatchObject({ confirmed: 1, languages: { en: 0, fr: 1 } });
    vi.stubEnv(ENV.watcherExport, 'true');
    const exported = await invoke(asAdmin(apiGatewayEvent({ path: WATCH_EXPORT_ENDPOINT })));
    vi.stubEnv(ENV.watcherExport, 'false');
    expect(exported.body).toMatch(/\r\nlea@cisss\.example\.org,,"Price changes, Status changes \(under offer, sold\)",French,confirmed,/);
  });

  it('refuses a French form post in French, naming the problem, with status 400, storing and mailing nothing', async () => {
    // Act
    const response = await subscribe('email=max%40cisss.example.org&language=fr', '203.0.113.41');

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="fr-CA">');
    expect(response.body).toContain(FRENCH_WATCH_COPY.notSavedTitle);
    expect(response.body).toContain(FRENCH_WATCH_PROBLEMS.noTopic);
    expect(await mailsTo('max@cisss.example.org')).toHaveLength(0);
  });

  it('refuses a language it does not write in (400), in English, mailing nothing', async () => {
    // Act
    const response = await subscribe('email=ole%40clinic.example.org&topics=price&language=de', '203.0.113.42');

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(WATCH_COPY.notSavedTitle);
    expect(response.body).toContain('The language must be one of: en, fr');
    expect(await mailsTo('ole@clinic.example.org')).toHaveLength(0);
  });

  it('answers a script that names French with the French words (202 JSON)', async () => {
    // Act
    const response = await invoke(
      apiGatewayEvent({ method: 'POST', path: WATCHERS_ENDPOINT, body: { email: 'noe@cisss.example.org', topics: ['questions'], language: 'fr' }, headers: { 'content-type': 'application/json', [VIEWER_HOST_HEADER]: WATCH_TEST_SERVED_HOST } }),
    );

    // Assess
    expect(response.statusCode).toBe(202);
    expect(JSON.parse(response.body)).toEqual({ success: true, message: FRENCH_WATCH_COPY.checkInboxText });
    expect((await mailsTo('noe@cisss.example.org'))[0]!.subject).toBe('Confirmez vos alertes pour la remorque 3057');
  });

  it('refuses in French a French form post past the hour\'s limit for a client network (429)', async () => {
    // Prepare
    for (let index = 0; index < WATCH_POLICY.perClientPerHour; index++) await subscribe(`email=r${index}%40cisss.example.org&topics=price&language=fr`, '198.51.100.60');

    // Act
    const response = await subscribe('email=rz%40cisss.example.org&topics=price&language=fr', '198.51.100.60');

    // Assess
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain(FRENCH_WATCH_COPY.notSavedTitle);
    expect(response.body).toContain(FRENCH_WATCH_COPY.rateLimited);
    expect(await mailsTo('rz@cisss.example.org')).toHaveLength(0);
  });

  it('refuses in French a confirmation posted from another site (403)', async () => {
    // Act
    const response = await invoke(
      apiGatewayEvent({ method: 'POST', path: WATCH_CONFIRM_PATH, query: { language: 'fr' }, body: `token=${'e'.repeat(64)}.${'F'.repeat(43)}`, headers: { 'content-type': FORM, origin: 'https://evil.example' } }),
    );

    // Assess
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('<html lang="fr-CA">');
    expect(response.body).toContain(FRENCH_WATCH_COPY.crossSite);
  });

  it('says a French link that no longer works does not, in French (410)', async () => {
    // Act
    const response = await invoke(apiGatewayEvent({ path: WATCH_CONFIRM_PATH, query: { token: `${'c'.repeat(64)}.${'D'.repeat(43)}`, language: 'fr' } }));

    // Assess
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain(FRENCH_WATCH_COPY.badLinkText);
  });
});

describe('the alerts in the watcher’s language', () => {
  it('mails a French watcher a French alert whose unsubscribe link leads to French pages, and a watcher stored before languages an English one', async () => {
    // Prepare: a French and an older English watcher (no language stored), both confirmed
    const { watchersRepository } = await import('./common/watchers-repository');
    const { mailboxHash } = await import('./common/mailbox-hash');
    for (const [email, language] of [['zoe@cisss.example.org', 'fr'], ['old@clinic.example.org', 'en']] as const) {
      const token = await watchersRepository.request({ email, organisation: '', topics: ['price', 'questions'], language }, mailboxHash(email), new Date());
      await watchersRepository.confirm(token!, new Date());
    }
    const { dynamo } = await (await import('./common/dynamo')).dynamoSdk();
    await dynamo.send(new UpdateCommand({ TableName: WATCHERS_TABLE.name, Key: { id: `watcher#${mailboxHash('old@clinic.example.org')}` }, UpdateExpression: 'REMOVE #language', ExpressionAttributeNames: { '#language': 'language' } }));
    const { listingChangeAlerts, questionAlert, recordForWatchers } = await import('./common/listing-watch');
    const start = new Date('2026-12-03T17:00:00Z');
    await recordForWatchers([...listingChangeAlerts({ status: 'available', priceUsd: 119_000, previousPriceUsd: 129_000 }), questionAlert('Is the generator included?', null)], start);

    // Act
    const { sweepWatchAlerts } = await import('./send-watch-alerts');
    await sweepWatchAlerts(new Date(start.getTime() + 61 * 60_000), { pace: async () => undefined, remainingMs: () => Number.POSITIVE_INFINITY });

    // Assess: French values, the English question marked, French links
    const [french] = await mailsTo('zoe@cisss.example.org').then((mails) => mails.filter((mail) => mail.subject?.startsWith('Remorque')));
    expect(french!.subject).toBe('Remorque 3057\u00a0: 2\u00a0changements à l’annonce');
    expect(french!.text).toContain('Changement de prix\u00a0: 129\u00a0000\u00a0$\u00a0US → 119\u00a0000\u00a0$\u00a0US (3 décembre 2026 à 10\u00a0h\u00a000)');
    expect(french!.text).toContain('Is the generator included? (en anglais)');
    expect(french!.text).toContain(`https://${WATCH_TEST_SERVED_HOST}${FRENCH_PATHS.home}\n`);
    const unsubscribe = link(french!, WATCH_UNSUBSCRIBE_PATH);
    expect(query(unsubscribe)).toMatchObject({ language: 'fr' });
    const page = await invoke(apiGatewayEvent({ path: WATCH_UNSUBSCRIBE_PATH, query: query(unsubscribe) }));
    expect(page.body).toContain(FRENCH_WATCH_COPY.unsubscribeTitle);
    const done = await invoke(apiGatewayEvent({ method: 'POST', path: WATCH_UNSUBSCRIBE_PATH, query: query(unsubscribe), body: 'List-Unsubscribe=One-Click', headers: { 'content-type': FORM } }));
    expect(done.body).toContain(FRENCH_WATCH_COPY.unsubscribedTitle);
    // The older watcher: English, as before
    const [english] = await mailsTo('old@clinic.example.org').then((mails) => mails.filter((mail) => mail.subject?.startsWith('Trailer')));
    expect(english!.text).toContain('Price change: $129,000 USD → $119,000 USD');
    expect(query(link(english!, WATCH_UNSUBSCRIBE_PATH))).not.toHaveProperty('language');
  });
});
