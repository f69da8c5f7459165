import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DynamoDBDocumentClient, GetCommand, PutCommand, type GetCommandInput, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '../shared/backend/environment';
import { LISTING_TABLE } from '../shared/backend/tables';
import { BUILT_IN_ADMIN_FACTS, BUILT_IN_FACTS, CAD_RATE_SOURCE, CAD_RATE_UPDATER, LISTING_FACTS_COPY, LISTING_FACTS_ENDPOINT, type AdminListingFacts } from '../shared/listing-facts';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { captureLogLines, withClaims } from '../test/support/admin-events';
import { conditionFailed } from '../test/fixtures/dynamo-errors';
import { invokeHandler } from '../test/support/invoke-handler';
import { AUDIT_UNKNOWN_ADMIN } from '../shared/audit';
import { isAuditWrite, stubAuditLog } from '../test/support/audit-log';

const TABLE_NAME = 'listing-test';
const PUBLISHER = 'trailer-test-publish-pages';
const ADMIN = { sub: 'admin-sub', 'cognito:username': 'seller-admin', 'cognito:groups': '[admin]' };
const BUYER = { sub: 'buyer-sub', 'cognito:username': 'buyer', 'cognito:groups': '[]' };

const dynamo = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);

/** The facts item as the table would hold it; Put honours the two condition forms the repository writes. */
let stored: Record<string, unknown> | undefined;
let writes: PutCommandInput[];
let auditWrites: PutCommandInput[];
const ADMIN_EMAIL = 'seller@example.com';
let logLines: Record<string, unknown>[];
const getItem = (input: GetCommandInput) => (input.Key?.sk === 'facts' && stored ? { Item: { ...stored } } : {});

beforeEach(() => {
  stored = undefined;
  writes = [];
  auditWrites = [];
  dynamo.reset();
  stubAuditLog({ 'seller-admin': ADMIN_EMAIL });
  lambda.reset();
  dynamo.on(GetCommand).callsFake(getItem);
  dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
    if (isAuditWrite(input)) return void auditWrites.push(input);
    const refused =
      (input.ConditionExpression === 'attribute_not_exists(pk)' && stored) ||
      (input.ConditionExpression === 'version = :expected' && stored?.version !== input.ExpressionAttributeValues?.[':expected']);
    if (refused) throw conditionFailed();
    writes.push(input);
    stored = { ...(input.Item as Record<string, unknown>) };
    return {};
  });
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  vi.stubEnv(LISTING_TABLE.envVar, TABLE_NAME);
  vi.stubEnv(ENV.pagePublisher, PUBLISHER);
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
  logLines = captureLogLines();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const putFacts = (body: unknown, claims: Record<string, string> = ADMIN) =>
  invokeHandler(
    () => import('./update-listing-facts'),
    withClaims(apiGatewayEvent({ method: 'PUT', path: LISTING_FACTS_ENDPOINT, body, headers: { 'content-type': 'application/json' } }), claims),
  );
const getFacts = (claims: Record<string, string> = ADMIN) =>
  invokeHandler(() => import('./get-listing-facts'), withClaims(apiGatewayEvent({ method: 'GET', path: LISTING_FACTS_ENDPOINT }), claims));

const newRate = { ...BUILT_IN_FACTS, cadRate: { usdToCad: 1.4012, setOn: '2026-11-24' } };
const factsLogs = () => logLines.filter((line) => line.message === 'listing facts changed');

describe('GET /api/listing/facts (admin)', () => {
  it('answers the built-in facts at version 0 before any change', async () => {
    expect(await getFacts()).toMatchObject({ statusCode: 200, body: BUILT_IN_ADMIN_FACTS });
  });

  it('is refused to a signed-in caller who is not an admin', async () => {
    expect((await getFacts(BUYER)).statusCode).toBe(403);
  });
});

describe('PUT /api/listing/facts (admin)', () => {
  it('saves the change as the next version, logs what changed with the admin, and asks for the pages to be published', async () => {
    const response = await putFacts({ facts: newRate, version: 0 });

    const body = response.body as AdminListingFacts;
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ version: 1, changedBy: ADMIN_EMAIL, facts: newRate });
    expect(auditWrites.map((write) => write.Item)).toEqual([
      expect.objectContaining({ admin: ADMIN_EMAIL, action: 'listing.facts', changes: { cadRate: { before: BUILT_IN_FACTS.cadRate, after: newRate.cadRate } } }),
    ]);
    expect(body.changedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(writes.map((write) => [write.TableName, (write.Item as { sk: string }).sk, write.ConditionExpression])).toEqual([[TABLE_NAME, 'facts', 'attribute_not_exists(pk)']]);
    expect(factsLogs()).toEqual([
      expect.objectContaining({ admin: 'seller-admin', version: 1, changed: ['cadRate'], cadRate: newRate.cadRate, previousCadRate: BUILT_IN_FACTS.cadRate }),
    ]);
    expect(lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input)).toEqual([{ FunctionName: PUBLISHER, InvocationType: 'Event' }]);
    expect((await getFacts()).body).toEqual(body);
  });

  it('answers a request that changes nothing with the facts as they are: no write, nothing published', async () => {
    await putFacts({ facts: newRate, version: 0 });
    writes = [];
    lambda.resetHistory();

    const response = await putFacts({ facts: newRate, version: 0 });

    expect(response).toMatchObject({ statusCode: 200, body: { version: 1 } });
    expect(writes).toEqual([]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it('names whoever changed the facts last by e-mail, and one saved with a user-pool id "an admin"', async () => {
    stored = { pk: 'listing', sk: 'facts', version: 1, changedOn: '2026-11-24', changedBy: 'f3a1c2d4-0000-4000-8000-00000000abcd', facts: BUILT_IN_FACTS };
    expect((await getFacts()).body).toMatchObject({ changedBy: AUDIT_UNKNOWN_ADMIN });

    stored = { ...stored, changedBy: ADMIN_EMAIL };
    expect((await getFacts()).body).toMatchObject({ changedBy: ADMIN_EMAIL });
  });

  it('names the daily rate update when it changed the facts last', async () => {
    stored = { pk: 'listing', sk: 'facts', version: 1, changedOn: '2026-11-27', changedBy: CAD_RATE_UPDATER, facts: BUILT_IN_FACTS };
    expect((await getFacts()).body).toMatchObject({ changedBy: CAD_RATE_UPDATER });
  });

  describe("a rate the daily update took from the Bank of Canada", () => {
    const bankRate = { usdToCad: 1.3985, setOn: '2026-11-26', source: CAD_RATE_SOURCE } as const;
    beforeEach(() => {
      stored = { pk: 'listing', sk: 'facts', version: 1, changedOn: '2026-11-27', changedBy: CAD_RATE_UPDATER, facts: { ...BUILT_IN_FACTS, cadRate: bankRate } };
    });

    it('keeps its source when the admin saves another change', async () => {
      const seller = { ...BUILT_IN_FACTS.seller, legalName: 'Whitford Medical Ltd.' };
      const response = await putFacts({ facts: { ...BUILT_IN_FACTS, cadRate: bankRate, seller }, version: 1 });

      expect(response).toMatchObject({ statusCode: 200, body: { version: 2, facts: { cadRate: bankRate, seller } } });
    });

    it("loses its source when the admin types another rate: that rate is the seller's", async () => {
      const typed = { usdToCad: 1.41, setOn: '2026-11-27', source: CAD_RATE_SOURCE };
      const response = await putFacts({ facts: { ...BUILT_IN_FACTS, cadRate: typed }, version: 1 });

      expect(response).toMatchObject({ statusCode: 200, body: { version: 2 } });
      expect((response.body as AdminListingFacts).facts.cadRate).toEqual({ usdToCad: 1.41, setOn: '2026-11-27' });
    });

    it('refuses a source other than the daily update with 400 naming the field', async () => {
      const response = await putFacts({ facts: { ...BUILT_IN_FACTS, cadRate: { ...bankRate, source: 'the seller' } }, version: 1 });

      expect(response).toMatchObject({ statusCode: 400 });
      expect(JSON.stringify(response.body)).toContain('cadRate.source');
      expect(writes).toEqual([]);
    });
  });

  it('refuses with 409 a change made on a version another admin has changed since, writing nothing', async () => {
    await putFacts({ facts: newRate, version: 0 });
    writes = [];

    const response = await putFacts({ facts: { ...newRate, unit: { ...newRate.unit, examRooms: 3 } }, version: 0 });

    expect(response).toMatchObject({ statusCode: 409, body: { error: LISTING_FACTS_COPY.conflict } });
    expect(writes).toEqual([]);
  });

  it('refuses with 409 when the other change lands between its read and its write', async () => {
    // The read sees version 0, then another admin's change lands before this write.
    dynamo.on(GetCommand).resolvesOnce({}).callsFake(getItem);
    stored = { pk: 'listing', sk: 'facts', version: 1, changedOn: '2026-11-24', changedBy: 'second-admin', facts: BUILT_IN_FACTS };

    const response = await putFacts({ facts: newRate, version: 0 });

    expect(response).toMatchObject({ statusCode: 409, body: { error: LISTING_FACTS_COPY.conflict } });
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it.each([
    ['a rate out of bounds', { ...BUILT_IN_FACTS, cadRate: { usdToCad: 0, setOn: '2026-11-24' } }, 'facts.cadRate.usdToCad: cadRate.usdToCad must be at least 0.5'],
    ['a GST/HST number of the wrong form', { ...BUILT_IN_FACTS, seller: { ...BUILT_IN_FACTS.seller, gstHstNumber: 'RT0001' } }, 'seller.gstHstNumber must read like 123456789 RT0001'],
    ['a testimonial without its words', { ...BUILT_IN_FACTS, testimonials: [{ ...BUILT_IN_FACTS.testimonials[0], text: ' ' }] }, 'facts.testimonials.0.text: testimonials.text must not be empty'],
    ['a record missing a part', { ...BUILT_IN_FACTS, unit: undefined }, 'facts.unit'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, facts, problem) => {
    const response = await putFacts({ facts, version: 0 });

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(problem);
    expect(dynamo.calls()).toHaveLength(0);
    expect(lambda.calls()).toHaveLength(0);
  });

  it('refuses a caller who is not an admin with 403, and an oversized body with 413, changing nothing', async () => {
    expect((await putFacts({ facts: newRate, version: 0 }, BUYER)).statusCode).toBe(403);
    expect((await putFacts({ facts: { ...newRate, documents: { serviceEntries: [], warrantyTerms: ['x'.repeat(70_000)] } }, version: 0 })).statusCode).toBe(413);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('PUT /api/listing/facts with a condition report', () => {
  const generator = { rating: 'needs-attention', comment: 'Starts hard when cold.', photoIds: [], fix: 'New glow plugs' } as const;
  const report = { ...BUILT_IN_FACTS.condition, inspectedOn: '2026-10-02', components: { ...BUILT_IN_FACTS.condition.components, generator } };

  it('saves a rated report, logs the condition as the part changed, and publishes it', async () => {
    const response = await putFacts({ facts: { ...BUILT_IN_FACTS, condition: report }, version: 0 });

    expect(response).toMatchObject({ statusCode: 200, body: { version: 1, facts: { condition: report } } });
    expect(factsLogs()).toEqual([expect.objectContaining({ changed: ['condition'] })]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);
  });

  it('refuses with 400 naming the field a rating without an inspection date, or a fix on a good component, writing nothing', async () => {
    const undated = await putFacts({ facts: { ...BUILT_IN_FACTS, condition: { ...report, inspectedOn: null } }, version: 0 });
    const goodWithFix = await putFacts({
      facts: { ...BUILT_IN_FACTS, condition: { ...report, components: { ...report.components, generator: { ...generator, rating: 'good' } } } },
      version: 0,
    });

    expect(undated.statusCode).toBe(400);
    expect(JSON.stringify(undated.body)).toContain('condition.inspectedOn must be set once a component is rated');
    expect(goodWithFix.statusCode).toBe(400);
    expect(JSON.stringify(goodWithFix.body)).toContain("condition.components.generator.fix is only for a component rated 'Needs attention'");
    expect(writes).toEqual([]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it("saves the French versions of a comment, a fix and the statement, and refuses a bad one with a 400 naming the field, writing nothing", async () => {
    const french = { ...generator, commentFr: 'Démarre difficilement à froid.', fixFr: 'Bougies de préchauffage neuves' };
    const statement = { text: 'You may withdraw within 7 days of delivery.', textFr: 'Vous pouvez vous retirer dans les 7 jours suivant la livraison.', periodDays: 7 };
    const withFrench = { ...report, components: { ...report.components, generator: french }, statement };
    const saved = await putFacts({ facts: { ...BUILT_IN_FACTS, condition: withFrench }, version: 0 });
    expect(saved).toMatchObject({ statusCode: 200, body: { facts: { condition: withFrench } } });
    expect((await getFacts()).body).toMatchObject({ facts: { condition: withFrench } });

    writes = [];
    lambda.reset();
    const tooLong = await putFacts({ facts: { ...BUILT_IN_FACTS, condition: { ...withFrench, components: { ...report.components, generator: { ...french, commentFr: 'x'.repeat(601) } } } }, version: 1 });
    const badText = await putFacts({ facts: { ...BUILT_IN_FACTS, condition: { ...withFrench, statement: { ...statement, textFr: 'Retrait\u0007' } } }, version: 1 });

    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('condition.components.generator.commentFr must be at most 600 characters');
    expect(badText.statusCode).toBe(400);
    expect(JSON.stringify(badText.body)).toContain('condition.statement.textFr');
    expect(writes).toEqual([]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(stored).toMatchObject({ version: 1, facts: { condition: withFrench } });
  });

  it('reads facts saved before the report existed with the built-in report', async () => {
    const { condition: _, ...withoutReport } = BUILT_IN_FACTS;
    stored = { pk: 'listing', sk: 'facts', version: 3, changedOn: '2026-11-01', changedBy: 'seller-admin', facts: withoutReport };

    expect((await getFacts()).body).toMatchObject({ version: 3, facts: { condition: BUILT_IN_FACTS.condition } });
  });

  it("reads a report saved before the seller's statement existed as promising nothing", async () => {
    const { statement: _, ...withoutStatement } = report;
    stored = { pk: 'listing', sk: 'facts', version: 4, changedOn: '2026-11-01', changedBy: 'seller-admin', facts: { ...BUILT_IN_FACTS, condition: withoutStatement } };

    expect((await getFacts()).body).toEqual(expect.objectContaining({ version: 4, facts: expect.objectContaining({ condition: { ...report, statement: null } }) }));
  });

  it("saves the seller's statement, and refuses one without its period with a 400 naming the field", async () => {
    const statement = { text: 'You may withdraw within 7 days of delivery if a component is not as described.', periodDays: 7 };
    const saved = await putFacts({ facts: { ...BUILT_IN_FACTS, condition: { ...report, statement } }, version: 0 });
    expect(saved).toMatchObject({ statusCode: 200, body: { facts: { condition: { statement } } } });

    const refused = await putFacts({ facts: { ...BUILT_IN_FACTS, condition: { ...report, statement: { text: statement.text } } }, version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('condition.statement.periodDays must be a number of days');
  });
});
