import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ONE_CLICK_BODY, WATCH_CONFIRM_PATH, WATCH_COPY, WATCH_COUNTS_ENDPOINT, WATCH_EXPORT_COLUMNS, WATCH_EXPORT_ENDPOINT, WATCH_EXPORT_OFF, WATCH_POLICY, WATCH_UNSUBSCRIBE_PATH, WATCHERS_ENDPOINT } from '../shared/watch';
import { ENV } from '../shared/backend/environment';
import { VIEWER_HOST_HEADER } from '../shared/http';
import { apiGatewayEvent, asAdmin } from '../test/fixtures/api-gateway-event';
import { linkToken, startWatchStack, WATCH_TEST_HOST, WATCH_TEST_SERVED_HOST, type WatchStack } from '../test/support/watch-stack';

const FORM = 'application/x-www-form-urlencoded';

type HandlerModule = { handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2> };

/** Invokes a handler from a fresh module graph; the pages' answers are HTML, the script's JSON. */
async function invokeHandler(load: () => Promise<HandlerModule>, event: APIGatewayProxyEventV2) {
  vi.resetModules();
  const result = await (await load()).handler(event);
  const rawBody = result.body ?? '';
  return { statusCode: result.statusCode, rawBody, body: String(result.headers?.['content-type']).startsWith('application/json') ? (JSON.parse(rawBody) as unknown) : undefined };
}
let stack: WatchStack;

beforeAll(async () => {
  stack = await startWatchStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** A browser's own form post of the subscribe form, from a client address of its own (the per-client limit). */
const subscribe = (body: string, client = '203.0.113.9', headers: Record<string, string> = {}) =>
  invokeHandler(
    () => import('./watch-listing'),
    apiGatewayEvent({ method: 'POST', path: WATCHERS_ENDPOINT, body, headers: { 'content-type': FORM, 'cloudfront-viewer-address': `${client}:443`, [VIEWER_HOST_HEADER]: WATCH_TEST_SERVED_HOST, ...headers } }),
  );
const confirmGet = (token: string) => invokeHandler(() => import('./watch-listing'), apiGatewayEvent({ path: WATCH_CONFIRM_PATH, query: { token } }));
const confirmPost = (token: string) =>
  invokeHandler(() => import('./watch-listing'), apiGatewayEvent({ method: 'POST', path: WATCH_CONFIRM_PATH, body: `token=${token}`, headers: { 'content-type': FORM } }));
const unsubscribePost = (token: string, body = ONE_CLICK_BODY) =>
  invokeHandler(() => import('./watch-listing'), apiGatewayEvent({ method: 'POST', path: WATCH_UNSUBSCRIBE_PATH, query: { token }, body, headers: { 'content-type': FORM } }));
const mailsTo = async (address: string) => (await stack.mails()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

describe('POST /api/watchers and the confirmation link (double opt-in)', () => {
  it('mails an unconfirmed address only the confirmation, naming nothing it was sent, and answers without saying whether it is subscribed', async () => {
    // Act
    const response = await subscribe('email=ana%40clinic.example.org&organisation=Buy+cheap+pills+at+spam.example&topics=price&topics=status', '203.0.113.10');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.rawBody).toContain(WATCH_COPY.checkInboxTitle);
    const mails = await mailsTo('ana@clinic.example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Confirm your alerts/);
    expect(mails[0]!.text).not.toContain('spam.example');
    expect(mails[0]!.html).not.toContain('spam.example');
    expect(linkToken(mails[0]!, WATCH_CONFIRM_PATH)).toMatch(/^[0-9a-f]{64}\./);
  });

  it('links the confirmation to the host the visitor asked on (the CloudFront domain without a custom domain), else to siteHost', async () => {
    // Act
    await subscribe('email=el%40clinic.example.org&topics=price', '203.0.113.15');
    await subscribe('email=fa%40clinic.example.org&topics=price', '203.0.113.15', { [VIEWER_HOST_HEADER]: '' });

    // Assess
    expect((await mailsTo('el@clinic.example.org'))[0]!.text).toContain(`https://${WATCH_TEST_SERVED_HOST}${WATCH_CONFIRM_PATH}?token=`);
    expect((await mailsTo('fa@clinic.example.org'))[0]!.text).toContain(`https://${WATCH_TEST_HOST}${WATCH_CONFIRM_PATH}?token=`);
  });

  it('sends no second confirmation within 24 hours, and answers the second request exactly as the first', async () => {
    // Prepare
    const first = await subscribe('email=bo%40clinic.example.org&topics=price', '203.0.113.11');

    // Act
    const second = await subscribe('email=BO%2Bagain%40Clinic.example.org&topics=status', '203.0.113.11');

    // Assess
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.rawBody).toBe(first.rawBody);
    expect(await mailsTo('bo@clinic.example.org')).toHaveLength(1);
    expect(await mailsTo('BO+again@Clinic.example.org')).toHaveLength(0);
  });

  it('answers a script with JSON: 202 and the same words', async () => {
    // Act
    const response = await invokeHandler(
      () => import('./watch-listing'),
      apiGatewayEvent({ method: 'POST', path: WATCHERS_ENDPOINT, body: { email: 'cy@clinic.example.org', topics: ['questions'] }, headers: { 'content-type': 'application/json', [VIEWER_HOST_HEADER]: WATCH_TEST_SERVED_HOST } }),
    );

    // Assess
    expect(response).toMatchObject({ statusCode: 202, body: { success: true, message: WATCH_COPY.checkInboxText } });
  });

  it('confirms once with the link\'s button; the link used again, or forged, gets the page that says it does not work', async () => {
    // Prepare
    await subscribe('email=di%40clinic.example.org&topics=price', '203.0.113.12');
    const token = linkToken((await mailsTo('di@clinic.example.org'))[0]!, WATCH_CONFIRM_PATH);

    // Act
    const page = await confirmGet(token);
    const confirmed = await confirmPost(token);
    const reused = await confirmPost(token);
    const forged = await confirmGet(`${token.slice(0, 65)}${'A'.repeat(43)}`);

    // Assess: the GET only shows the button, which posts the token
    expect(page.statusCode).toBe(200);
    expect(page.rawBody).toContain(`action="${WATCH_CONFIRM_PATH}"`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.rawBody).toContain(WATCH_COPY.confirmedTitle);
    for (const refused of [reused, forged]) {
      expect(refused.statusCode).toBe(410);
      expect(refused.rawBody).toContain(WATCH_COPY.badLinkTitle);
    }
  });

  it('refuses a link older than 48 hours with the same page', async () => {
    // Prepare: a link asked for 49 hours ago
    const { watchersRepository } = await import('./common/watchers-repository');
    const { mailboxHash } = await import('./common/mailbox-hash');
    const asked = new Date(Date.now() - (WATCH_POLICY.confirmHours + 1) * 3_600_000);
    const token = await watchersRepository.request({ email: 'ed@clinic.example.org', organisation: '', topics: ['price'], language: 'en' }, mailboxHash('ed@clinic.example.org'), asked);

    // Act
    const response = await confirmPost(token!);

    // Assess
    expect(response.statusCode).toBe(410);
    expect(response.rawBody).toContain(WATCH_COPY.badLinkText);
  });

  it.each([
    ['an address that is not one', 'email=not-an-address&topics=price', 400, 'Please enter a valid email address'],
    ['no topic', 'email=fi%40clinic.example.org', 400, WATCH_COPY.noTopic],
    ['an unknown topic', 'email=fi%40clinic.example.org&topics=weather', 400, 'Topics may only be'],
    ['a control character in the organisation', 'email=fi%40clinic.example.org&topics=price&organisation=a%07b', 400, 'Organisation must be one line'],
  ])('refuses %s with a page naming the problem (%s), storing and mailing nothing', async (_case, body, status, problem) => {
    // Act
    const response = await subscribe(body, '203.0.113.13');

    // Assess
    expect(response.statusCode).toBe(status);
    expect(response.rawBody).toContain(WATCH_COPY.notSavedTitle);
    expect(response.rawBody).toContain(problem);
    expect(await mailsTo('fi@clinic.example.org')).toHaveLength(0);
  });

  it.each([
    ['a post from another site', { origin: 'https://evil.example' }, 403, 'Alerts are accepted only from this site'],
    ['a text/plain post', { 'content-type': 'text/plain' }, 415, WATCH_COPY.unsupportedType],
  ])('refuses %s', async (_case, headers, status, problem) => {
    // Act
    const response = await subscribe('email=gu%40clinic.example.org&topics=price', '203.0.113.14', headers);

    // Assess
    expect(response.statusCode).toBe(status);
    expect(response.rawBody).toContain(problem);
    expect(await mailsTo('gu@clinic.example.org')).toHaveLength(0);
  });

  it(`refuses a client network's request past ${WATCH_POLICY.perClientPerHour} an hour (429)`, async () => {
    // Prepare
    for (let index = 0; index < WATCH_POLICY.perClientPerHour; index++) await subscribe(`email=h${index}%40clinic.example.org&topics=price`, '198.51.100.20');

    // Act
    const response = await subscribe('email=hz%40clinic.example.org&topics=price', '198.51.100.20');

    // Assess
    expect(response.statusCode).toBe(429);
    expect(await mailsTo('hz@clinic.example.org')).toHaveLength(0);
  });
});

describe('unsubscribing and the bounce events', () => {
  /** A confirmed watcher's unsubscribe token, as its alerts carry it. */
  async function confirmedWatcher(email: string, client: string): Promise<string> {
    await subscribe(`email=${encodeURIComponent(email)}&topics=price`, client);
    await confirmPost(linkToken((await mailsTo(email))[0]!, WATCH_CONFIRM_PATH));
    const { watchersRepository, unsubscribeToken } = await import('./common/watchers-repository');
    const watcher = (await watchersRepository.listByState('confirmed')).find((candidate) => candidate.email === email)!;
    return unsubscribeToken(watcher);
  }

  it('ends a subscription with the one-click post, deletes the address and answers a repeat the same', async () => {
    // Prepare
    const token = await confirmedWatcher('ia@clinic.example.org', '203.0.113.30');

    // Act
    const first = await unsubscribePost(token);
    const repeat = await unsubscribePost(token);

    // Assess
    expect(first.statusCode).toBe(200);
    expect(first.rawBody).toContain(WATCH_COPY.unsubscribedTitle);
    expect(repeat.statusCode).toBe(200);
    const { watchersRepository } = await import('./common/watchers-repository');
    const stored = JSON.stringify(await watchersRepository.listByState('confirmed'));
    expect(stored).not.toContain('ia@clinic.example.org');
  });

  it('refuses a post without the one-click body (400) and a forged token (410), unsubscribing nobody', async () => {
    // Prepare
    const token = await confirmedWatcher('jo@clinic.example.org', '203.0.113.31');

    // Act
    const noBody = await unsubscribePost(token, 'unsubscribe=yes');
    const forged = await unsubscribePost(`${token.slice(0, 65)}${'B'.repeat(43)}`);
    const malformed = await unsubscribePost('nonsense');

    // Assess
    expect(noBody.statusCode).toBe(400);
    expect(noBody.rawBody).toContain(ONE_CLICK_BODY);
    expect(forged.statusCode).toBe(410);
    expect(malformed.statusCode).toBe(400);
    const { watchersRepository } = await import('./common/watchers-repository');
    expect((await watchersRepository.listByState('confirmed')).map((watcher) => watcher.email)).toContain('jo@clinic.example.org');
  });

  it('suppresses an address SES reports as bounced: it is deleted and a new subscription mails nothing', async () => {
    // Prepare
    await confirmedWatcher('ka@clinic.example.org', '203.0.113.32');
    const bounce = { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'ka@clinic.example.org' }] }, mail: { messageId: 'm-1' } };
    const transient = { eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'jo@clinic.example.org' }] } };
    const sns = (message: unknown) => ({ Sns: { MessageId: 'sns-1', Message: typeof message === 'string' ? message : JSON.stringify(message) } });
    const { handler } = await import('./record-mail-feedback');

    // Act
    const result = await handler({ Records: [sns(bounce), sns(transient), sns('not json')] } as never);
    await subscribe('email=ka%40clinic.example.org&topics=status', '203.0.113.33');

    // Assess
    expect(result).toEqual({ suppressed: 1 });
    const { watchersRepository } = await import('./common/watchers-repository');
    const emails = (await watchersRepository.listByState('confirmed')).map((watcher) => watcher.email);
    expect(emails).not.toContain('ka@clinic.example.org');
    expect(emails).toContain('jo@clinic.example.org');
    expect(await mailsTo('ka@clinic.example.org')).toHaveLength(1);
  });
});

describe('GET /api/watchers/counts (admin)', () => {
  it('answers the admin counts only: confirmed, pending, confirmed per topic, and no address', async () => {
    // Act
    const response = await invokeHandler(() => import('./watch-listing'), asAdmin(apiGatewayEvent({ path: WATCH_COUNTS_ENDPOINT })));

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ confirmed: expect.any(Number), pending: expect.any(Number), topics: { price: expect.any(Number), status: expect.any(Number), questions: expect.any(Number) }, languages: { en: expect.any(Number), fr: expect.any(Number) }, exportEnabled: false });
    expect((response.body as { confirmed: number }).confirmed).toBeGreaterThan(0);
    expect(response.rawBody).not.toContain('@');
  });

  it('refuses a caller who is not signed in (401)', async () => {
    // Act
    const response = await invokeHandler(() => import('./watch-listing'), apiGatewayEvent({ path: WATCH_COUNTS_ENDPOINT }));

    // Assess
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/watchers/export (admin)', () => {
  const exportAs = (event: APIGatewayProxyEventV2) => invokeHandler(() => import('./watch-listing'), event);

  it("refuses while the operator's watcherExport setting is off (403 naming it), so the admin sees counts only", async () => {
    // Act
    const response = await exportAs(asAdmin(apiGatewayEvent({ path: WATCH_EXPORT_ENDPOINT })));

    // Assess
    expect(response.statusCode).toBe(403);
    expect(response.body).toMatchObject({ error: WATCH_EXPORT_OFF });
    expect(response.rawBody).not.toContain('@clinic');
  });

  it('with the setting on, answers every watcher as a CSV Excel opens as it is, a formula-like organisation neutralised, each watcher\'s language named', async () => {
    // Prepare: a confirmed watcher whose organisation reads as a formula.
    await subscribe('email=formula%40clinic.example.org&organisation=%3Dcmd%7C%27%2FC+calc%27!A0&topics=price', '203.0.113.40');
    const confirmation = (await mailsTo('formula@clinic.example.org'))[0]!;
    expect((await confirmPost(linkToken(confirmation, WATCH_CONFIRM_PATH))).statusCode).toBe(200);
    vi.stubEnv(ENV.watcherExport, 'true');

    // Act
    const response = await exportAs(asAdmin(apiGatewayEvent({ path: WATCH_EXPORT_ENDPOINT })));
    const counts = await exportAs(asAdmin(apiGatewayEvent({ path: WATCH_COUNTS_ENDPOINT })));
    vi.stubEnv(ENV.watcherExport, 'false');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.rawBody.startsWith('\uFEFF')).toBe(true);
    const rows = response.rawBody.slice(1).split('\r\n');
    expect(rows[0]).toBe(WATCH_EXPORT_COLUMNS.join(','));
    expect(rows).toContainEqual(expect.stringMatching(/^formula@clinic\.example\.org,'=cmd\|'\/C calc'!A0,Price changes,English,confirmed,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/));
    expect(counts.body).toMatchObject({ exportEnabled: true });
  });

  it('refuses a caller who is not signed in (401), even with the setting on', async () => {
    vi.stubEnv(ENV.watcherExport, 'true');
    const response = await exportAs(apiGatewayEvent({ path: WATCH_EXPORT_ENDPOINT }));
    vi.stubEnv(ENV.watcherExport, 'false');

    expect(response.statusCode).toBe(401);
  });
});

