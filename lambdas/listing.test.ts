import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, type GetCommandInput, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '../shared/backend/environment';
import { LISTING_TABLE } from '../shared/backend/tables';
import { BUILT_IN_LISTING_STATE, LISTING_ENDPOINT, LISTING_HISTORY_ENDPOINT, type PublicListingState } from '../shared/listing-state';
import { LISTING_CHANGE_COPY, type AdminListingState } from '../shared/listing-state-admin';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { captureLogLines, withClaims } from '../test/support/admin-events';
import { invokeHandler } from '../test/support/invoke-handler';
import { conditionFailed } from '../test/fixtures/dynamo-errors';
import { AUDIT_UNKNOWN_ADMIN } from '../shared/audit';
import { isAuditWrite, stubAuditLog } from '../test/support/audit-log';

const TABLE_NAME = 'listing-test';
const PUBLISHER = 'trailer-test-publish-pages';
const ADMIN = { sub: 'admin-sub', 'cognito:username': 'seller-admin', 'cognito:groups': '[admin]' };
const OTHER_ADMIN = { sub: 'other-sub', 'cognito:username': 'second-admin', 'cognito:groups': '[admin]' };
const EMAILS = { 'seller-admin': 'seller@example.com', 'second-admin': 'partner@example.com' };

const dynamo = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);

/**
 * The listing partition as the table would hold it: Query returns it sorted by sort key, Get one item,
 * Put honours the two condition forms the repository writes (first write, or the version it read).
 */
let stored: Map<string, Record<string, unknown>>;
let writes: PutCommandInput[];
/** The audit entries the handler appended. */
let auditWrites: PutCommandInput[];
let failAuditWrites: boolean;
/** Sort keys whose next put fails as a throttled request would. */
let failNextPut: Set<string>;
/** Sort keys whose next put is written but answered as the SDK's retry of it would be: its condition failed. */
let answerLostNextPut: Set<string>;

const queryTable = () => ({ Items: [...stored.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, item]) => ({ ...item })) });

function fakeTable() {
  dynamo.on(QueryCommand).callsFake(queryTable);
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
    const item = stored.get(input.Key?.sk as string);
    return item ? { Item: { ...item } } : {};
  });
  dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
    if (isAuditWrite(input)) {
      if (failAuditWrites) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      return void auditWrites.push(input);
    }
    const item = input.Item as Record<string, unknown>;
    if (failNextPut.delete(item.sk as string)) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const existing = stored.get(item.sk as string);
    const refused =
      (input.ConditionExpression === 'attribute_not_exists(pk)' && existing) ||
      (input.ConditionExpression === 'version = :expected' && existing?.version !== input.ExpressionAttributeValues?.[':expected']);
    if (refused) throw conditionFailed();
    writes.push(input);
    stored.set(item.sk as string, { ...item });
    if (answerLostNextPut.delete(item.sk as string)) throw conditionFailed();
    return {};
  });
}

/** Every structured log line the handler wrote. */
let logLines: Record<string, unknown>[];

beforeEach(() => {
  stored = new Map();
  writes = [];
  auditWrites = [];
  failAuditWrites = false;
  failNextPut = new Set();
  answerLostNextPut = new Set();
  dynamo.reset();
  lambda.reset();
  fakeTable();
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  vi.stubEnv(LISTING_TABLE.envVar, TABLE_NAME);
  vi.stubEnv(ENV.pagePublisher, PUBLISHER);
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
  stubAuditLog(EMAILS);
  logLines = captureLogLines();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const putListing = (body: unknown, claims: Record<string, string> = ADMIN) =>
  invokeHandler(
    () => import('./update-listing'),
    withClaims(apiGatewayEvent({ method: 'PUT', path: LISTING_ENDPOINT, body, headers: { 'content-type': 'application/json' } }), claims),
  );
const getListing = () => invokeHandler(() => import('./get-listing'), apiGatewayEvent({ method: 'GET', path: LISTING_ENDPOINT }));
const getHistory = () => invokeHandler(() => import('./get-listing-history'), withClaims(apiGatewayEvent({ method: 'GET', path: LISTING_HISTORY_ENDPOINT }), ADMIN));

const underOffer = { status: 'under-offer', note: 'Deposit received from a clinic in Montana', priceUsd: BUILT_IN_LISTING_STATE.priceUsd, priceValidUntil: null, version: 0 };
const changeLogs = () => logLines.filter((line) => line.message === 'listing changed');

describe('GET /api/listing', () => {
  it('answers the built-in state (available at the repository price, no history) before any change', async () => {
    const response = await getListing();

    expect(response).toMatchObject({ statusCode: 200, body: BUILT_IN_LISTING_STATE });
  });

  it('answers the current state and every change, newest first, without the admins who made them', async () => {
    // Prepare
    await putListing(underOffer);
    await putListing({ ...underOffer, status: 'sold', note: null, version: 1 }, OTHER_ADMIN);

    // Act
    const response = await getListing();

    // Assess
    const body = response.body as PublicListingState;
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'sold', note: null, priceUsd: BUILT_IN_LISTING_STATE.priceUsd });
    expect(body.history.map((change) => [change.version, change.previousStatus, change.status])).toEqual([
      [2, 'under-offer', 'sold'],
      [1, 'available', 'under-offer'],
    ]);
    expect(response.rawBody).not.toContain(EMAILS['seller-admin']);
    expect(response.rawBody).not.toContain(EMAILS['second-admin']);
    expect(response.rawBody).not.toContain('"by"');
  });
});

describe('PUT /api/listing', () => {
  it('saves the change with one history entry naming the admin, logs it, and asks for the pages to be published', async () => {
    // Act
    const response = await putListing(underOffer);

    // Assess: the answer, the state item (conditional on being the first) and the change's own item
    const body = response.body as AdminListingState;
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'under-offer', note: underOffer.note, version: 1 });
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({ version: 1, by: EMAILS['seller-admin'], status: 'under-offer', previousStatus: 'available' });
    expect(body.history[0]?.previousPriceUsd).toBeUndefined();
    expect(body.changedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(writes.map((write) => [write.TableName, (write.Item as { sk: string }).sk, write.ConditionExpression])).toEqual([
      [TABLE_NAME, 'state', 'attribute_not_exists(pk)'],
      [TABLE_NAME, 'change#0000000001', undefined],
    ]);
    expect(changeLogs()).toEqual([
      expect.objectContaining({ admin: 'seller-admin', adminUserId: 'admin-sub', version: 1, status: 'under-offer', previousStatus: 'available' }),
    ]);
    expect(lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input)).toEqual([{ FunctionName: PUBLISHER, InvocationType: 'Event' }]);
  });

  it("saves the note's French version with the change, for the state and its history entry; an empty one is none", async () => {
    const noteFr = "Dépôt reçu d'une clinique du Montana";

    const response = await putListing({ ...underOffer, noteFr });

    const body = response.body as AdminListingState;
    expect(body).toMatchObject({ note: underOffer.note, noteFr, version: 1 });
    expect(body.history[0]).toMatchObject({ noteFr });
    expect((await getListing()).body).toMatchObject({ noteFr, history: [expect.objectContaining({ noteFr })] });
    // Clearing only the French version is a change of its own; the state then has none.
    const cleared = (await putListing({ ...underOffer, noteFr: '', version: 1 })).body as AdminListingState;
    expect(cleared.version).toBe(2);
    expect(cleared.noteFr).toBeUndefined();
  });

  it('records a price reduction with the price before it', async () => {
    await putListing(underOffer);

    const response = await putListing({ ...underOffer, priceUsd: 119_000, version: 1 });

    expect((response.body as AdminListingState).history[0]).toMatchObject({ version: 2, priceUsd: 119_000, previousPriceUsd: BUILT_IN_LISTING_STATE.priceUsd });
    expect((response.body as AdminListingState).history[0]?.previousStatus).toBeUndefined();
  });

  it('answers a request that changes nothing with the state as it is: no history entry, no write, nothing published', async () => {
    // Prepare
    await putListing(underOffer);
    writes = [];
    lambda.resetHistory();
    logLines.length = 0;

    // Act: the same change again (a retry after a lost answer), made on the version it created
    const response = await putListing({ ...underOffer, note: `  ${underOffer.note}  ` });

    // Assess
    expect(response.statusCode).toBe(200);
    expect((response.body as AdminListingState).history).toHaveLength(1);
    expect(writes).toEqual([]);
    expect(changeLogs()).toEqual([]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it('refuses with 409 a change made on a version another admin has changed since, writing nothing', async () => {
    // Prepare: both admins read version 0; the other one saves first
    await putListing({ ...underOffer, note: 'First' }, OTHER_ADMIN);
    writes = [];
    lambda.resetHistory();

    // Act
    const response = await putListing({ ...underOffer, status: 'sold' });

    // Assess
    expect(response).toMatchObject({ statusCode: 409, body: { error: LISTING_CHANGE_COPY.conflict } });
    expect(writes).toEqual([]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
    expect((await getListing()).body).toMatchObject({ status: 'under-offer', note: 'First' });
  });

  it('refuses with 409 when the other change lands between its read and its write (the conditional write fails)', async () => {
    // Prepare: the read sees version 0, then another admin's state item lands before this write
    dynamo.on(QueryCommand).resolvesOnce({ Items: [] }).callsFake(queryTable);
    stored.set('state', { pk: 'listing', sk: 'state', version: 1, lastChange: { version: 1, by: 'second-admin' } });

    // Act
    const response = await putListing(underOffer);

    // Assess
    expect(response).toMatchObject({ statusCode: 409, body: { error: LISTING_CHANGE_COPY.conflict } });
    expect(writes).toEqual([]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it('saves a change whose write landed but whose answer was lost: the retry fails its condition on that same change', async () => {
    // Prepare: the state item is written, then the SDK's retry of the write finds its condition false
    answerLostNextPut.add('state');

    // Act
    const response = await putListing(underOffer);

    // Assess
    expect(response.statusCode).toBe(200);
    expect((await getHistory()).body).toMatchObject({ version: 1, status: 'under-offer', history: [{ version: 1, by: EMAILS['seller-admin'] }] });
    expect(changeLogs()).toHaveLength(1);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);
  });

  it('keeps a change whose history item could not be written: the state item carries it, and the next change writes it', async () => {
    // Prepare: the change's own item fails once, after its state item was written
    failNextPut.add('change#0000000001');
    const first = await putListing(underOffer);

    // Act
    const read = await getHistory();
    const second = await putListing({ ...underOffer, status: 'sold', version: 1 });

    // Assess
    expect(first.statusCode).toBe(200);
    expect((read.body as AdminListingState).history.map((change) => change.version)).toEqual([1]);
    expect((second.body as AdminListingState).history.map((change) => change.version)).toEqual([2, 1]);
    expect([...stored.keys()].sort()).toEqual(['change#0000000001', 'change#0000000002', 'state']);
  });

  it.each([
    ['an unknown status', { ...underOffer, status: 'reserved' }, 'status must be one of: available, under-offer, sold'],
    ['a note over the limit', { ...underOffer, note: 'x'.repeat(281) }, 'note: note must be at most 280 characters'],
    ['a French note over the limit', { ...underOffer, noteFr: 'x'.repeat(281) }, 'noteFr: noteFr must be at most 280 characters'],
    ['a French note with a control character', { ...underOffer, noteFr: 'Dépôt\u0007 reçu' }, 'noteFr: noteFr'],
    ['a French note that is not text', { ...underOffer, noteFr: 12 }, 'noteFr: noteFr must be text or null'],
    ['a price that is not whole dollars', { ...underOffer, priceUsd: 12.5 }, 'priceUsd: priceUsd must be a whole number of US dollars'],
    ['a negative price', { ...underOffer, priceUsd: -5 }, 'priceUsd: priceUsd must be at least 1'],
    ['a price given as text', { ...underOffer, priceUsd: '129000' }, 'priceUsd: priceUsd must be a number of US dollars'],
    ['a valid-until that is no date', { ...underOffer, priceValidUntil: '2026-02-30' }, `priceValidUntil: ${LISTING_CHANGE_COPY.priceValidUntilFormat}`],
    ['a valid-until in the past', { ...underOffer, priceValidUntil: '2020-01-01' }, `priceValidUntil: ${LISTING_CHANGE_COPY.priceValidUntilPast}`],
    ['no version', { ...underOffer, version: undefined }, 'version: version must be the version of the listing the change was made on'],
    ['a field it does not know', { ...underOffer, by: 'someone-else' }, 'by'],
  ])('refuses %s with a 400 naming the problem, and changes nothing', async (_case, body, problem) => {
    const response = await putListing(body);

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(problem);
    expect(dynamo.calls()).toHaveLength(0);
    expect(lambda.calls()).toHaveLength(0);
  });

  it('refuses a body that is not JSON with a 400 and an oversized one with a 413, changing nothing', async () => {
    const notJson = await putListing('status=sold');
    const oversized = await putListing({ ...underOffer, note: 'x'.repeat(5000) });

    expect(notJson).toMatchObject({ statusCode: 400, body: { error: 'Request body must be JSON' } });
    expect(oversized.statusCode).toBe(413);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('GET /api/listing/history (admin)', () => {
  it('answers the version and every change with the admin who made it', async () => {
    await putListing(underOffer);
    await putListing({ ...underOffer, status: 'sold', version: 1 }, OTHER_ADMIN);

    const response = await getHistory();

    const body = response.body as AdminListingState;
    expect(response.statusCode).toBe(200);
    expect(body.version).toBe(2);
    expect(body.history.map((change) => [change.version, change.by])).toEqual([
      [2, EMAILS['second-admin']],
      [1, EMAILS['seller-admin']],
    ]);
  });

  it('names an admin of a change saved with a user-pool id (before e-mails were recorded) "an admin", never by the id', async () => {
    const change = { ...underOffer, version: 1, at: '2026-11-20T17:00:00.000Z', on: '2026-11-20', by: 'f3a1c2d4-0000-4000-8000-00000000abcd' };
    stored.set('state', { pk: 'listing', sk: 'state', version: 1, lastChange: change });

    const response = await getHistory();

    expect((response.body as AdminListingState).history.map((entry) => entry.by)).toEqual([AUDIT_UNKNOWN_ADMIN]);
    expect(response.rawBody).not.toContain(change.by);
  });
});

describe('the audit log of PUT /api/listing', () => {
  it('appends one entry naming the admin by e-mail, with the fields before and after', async () => {
    await putListing(underOffer);

    expect(auditWrites).toHaveLength(1);
    expect(auditWrites[0]?.Item).toMatchObject({
      admin: EMAILS['seller-admin'],
      action: 'listing.change',
      target: 'listing',
      changes: { status: { before: 'available', after: 'under-offer' }, note: { before: null, after: underOffer.note } },
    });
    expect(Object.keys((auditWrites[0]?.Item as { changes: object }).changes).sort()).toEqual(['note', 'status']);
  });

  it('appends nothing for a request that changes nothing', async () => {
    await putListing({ ...underOffer, status: 'available', note: null });

    expect(auditWrites).toEqual([]);
  });

  it('keeps the change when the entry cannot be written, logging the entry as an error', async () => {
    failAuditWrites = true;
    const errorLines = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

    const response = await putListing(underOffer);

    expect(response.statusCode).toBe(200);
    expect(writes.map((write) => (write.Item as { sk: string }).sk)).toEqual(['state', 'change#0000000001']);
    const logged = errorLines.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
    expect(logged.find((line) => line.message === 'audit entry not written')).toMatchObject({ level: 'ERROR', auditEntry: { action: 'listing.change' } });
  });
});
