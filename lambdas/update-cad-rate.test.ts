import { readFileSync } from 'node:fs';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DynamoDBDocumentClient, GetCommand, PutCommand, type GetCommandInput, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ENV } from '../shared/backend/environment';
import { LISTING_TABLE } from '../shared/backend/tables';
import { BUILT_IN_FACTS, CAD_RATE_SOURCE, CAD_RATE_UPDATER, type AdminListingFacts } from '../shared/listing-facts';
import { conditionFailed } from '../test/fixtures/dynamo-errors';
import { VALET_FXUSDCAD_URL } from './common/bank-of-canada-rate';
import { logger } from './common/logger';
import { metrics } from './common/metrics';
import { CAD_RATE_FAILED_METRIC } from '../shared/backend/functions';
import { handler } from './update-cad-rate';

/** The Valet API's answer to VALET_FXUSDCAD_URL, recorded: the rate of Thursday 2026-11-26. */
const RECORDED_ANSWER = JSON.parse(readFileSync(new URL('../test/fixtures/valet-fxusdcad.json', import.meta.url), 'utf8')) as {
  observations: { d: string; FXUSDCAD: { v: string } }[];
};
const withObservation = (d: string, v: string) => ({ ...RECORDED_ANSWER, observations: [{ d, FXUSDCAD: { v } }] });
/** The schedule's run on Friday 2026-11-27, 22:00 UTC (15:00 in Edmonton). */
const RUN_AT = new Date('2026-11-27T22:00:00Z');
const PUBLISHER = 'trailer-test-publish-pages';

const dynamo = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);

let stored: AdminListingFacts & { pk: string; sk: string };
let writes: PutCommandInput[];
/** Changes the stored item before the handler's write lands, as an admin's save in between would; once per call. */
let racingChanges: (() => void)[];
let logged: { info: MockInstance<typeof logger.info>; error: MockInstance<typeof logger.error> };
let fetchStub: ReturnType<typeof vi.fn>;

const answerWith = (body: unknown, status = 200) => fetchStub.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const errorMessages = () => logged.error.mock.calls.map(([message]) => message);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(RUN_AT);
  stored = { pk: 'listing', sk: 'facts', version: 3, changedOn: '2026-11-20', changedBy: 'seller@example.com', facts: BUILT_IN_FACTS };
  writes = [];
  racingChanges = [];
  dynamo.reset();
  lambda.reset();
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => (input.Key?.sk === 'facts' ? { Item: structuredClone(stored) } : {}));
  dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
    racingChanges.shift()?.();
    if (stored.version !== input.ExpressionAttributeValues?.[':expected']) throw conditionFailed();
    writes.push(input);
    stored = structuredClone(input.Item) as typeof stored;
    return {};
  });
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  fetchStub = vi.fn();
  answerWith(RECORDED_ANSWER);
  vi.stubGlobal('fetch', fetchStub);
  vi.stubEnv(LISTING_TABLE.envVar, 'listing-test');
  vi.stubEnv(ENV.pagePublisher, PUBLISHER);
  logged = { info: vi.spyOn(logger, 'info'), error: vi.spyOn(logger, 'error') };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the daily CAD rate update', () => {
  it("writes the bank's rate with its day and source on the next version, keeps every other fact, and asks the publisher to run", async () => {
    const result = await handler();

    expect(result).toEqual({ outcome: 'updated' });
    expect(fetchStub).toHaveBeenCalledWith(VALET_FXUSDCAD_URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(writes).toHaveLength(1);
    expect(stored).toEqual({
      pk: 'listing',
      sk: 'facts',
      version: 4,
      changedOn: '2026-11-27',
      changedBy: CAD_RATE_UPDATER,
      facts: { ...BUILT_IN_FACTS, cadRate: { usdToCad: 1.3985, setOn: '2026-11-26', source: CAD_RATE_SOURCE } },
    });
    expect(lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input)).toEqual([{ FunctionName: PUBLISHER, InvocationType: 'Event' }]);
    expect(logged.info).toHaveBeenCalledWith('CAD rate updated from the Bank of Canada', {
      version: 4,
      previousCadRate: BUILT_IN_FACTS.cadRate,
      cadRate: { usdToCad: 1.3985, setOn: '2026-11-26', source: CAD_RATE_SOURCE },
    });
    expect(errorMessages()).toEqual([]);
  });

  it('is a no-op when the facts already hold a rate of that day: nothing written, nothing published', async () => {
    stored.facts = { ...BUILT_IN_FACTS, cadRate: { usdToCad: 1.3985, setOn: '2026-11-26', source: CAD_RATE_SOURCE } };

    expect(await handler()).toEqual({ outcome: 'unchanged' });
    expect(writes).toHaveLength(0);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it("keeps a rate the seller set on a later day than the bank's", async () => {
    stored.facts = { ...BUILT_IN_FACTS, cadRate: { usdToCad: 1.41, setOn: '2026-11-27' } };

    expect(await handler()).toEqual({ outcome: 'unchanged' });
    expect(writes).toHaveLength(0);
  });

  it("retries once on the admin's version when an admin's change lands in between, keeping that change", async () => {
    racingChanges.push(() => {
      stored = { ...stored, version: 4, facts: { ...stored.facts, seller: { ...stored.facts.seller, legalName: 'Whitford Medical Ltd.' } } };
    });

    expect(await handler()).toEqual({ outcome: 'updated' });
    expect(stored.version).toBe(5);
    expect(stored.facts.seller.legalName).toBe('Whitford Medical Ltd.');
    expect(stored.facts.cadRate).toEqual({ usdToCad: 1.3985, setOn: '2026-11-26', source: CAD_RATE_SOURCE });
  });

  it('gives up after a second conflict: logged, counted, nothing of its own written, nothing published', async () => {
    const counted = vi.spyOn(metrics, 'addMetric');
    const bump = () => void (stored = { ...stored, version: stored.version + 1 });
    racingChanges.push(bump, bump);

    expect(await handler()).toEqual({ outcome: 'conflict' });
    expect(writes).toHaveLength(0);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(counted).toHaveBeenCalledWith(CAD_RATE_FAILED_METRIC, 'Count', 1);
    expect(errorMessages()).toHaveLength(1);
  });

  it.each([
    ['a rate that is not a number', withObservation('2026-11-26', 'Bank holiday')],
    ['no observation', { ...RECORDED_ANSWER, observations: [] }],
    ['another shape altogether', { message: 'Series not found' }],
    ['an absurd rate (the decimal point lost)', withObservation('2026-11-26', '13.985')],
    ['a rate below any the series has had', withObservation('2026-11-26', '0.3985')],
    ['a stale observation (the series stopped)', withObservation('2026-11-10', '1.3985')],
    ['an observation dated after today', withObservation('2026-11-30', '1.3985')],
  ])('refuses %s: nothing written, the error logged and counted', async (_case, answer) => {
    const counted = vi.spyOn(metrics, 'addMetric');
    answerWith(answer);

    expect(await handler()).toEqual({ outcome: 'refused' });
    expect(writes).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(counted).toHaveBeenCalledWith(CAD_RATE_FAILED_METRIC, 'Count', 1);
    expect(errorMessages()).toHaveLength(1);
  });

  it('refuses an answer that is not JSON', async () => {
    fetchStub.mockResolvedValue(new Response('<html>Maintenance</html>', { status: 200 }));

    expect(await handler()).toEqual({ outcome: 'refused' });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['the network fails', () => fetchStub.mockRejectedValue(new TypeError('fetch failed'))],
    ['the bank answers 503', () => answerWith({ message: 'Service Unavailable' }, 503)],
  ])('writes nothing when %s: the error logged and counted, the facts keep their rate', async (_case, arrange) => {
    const counted = vi.spyOn(metrics, 'addMetric');
    arrange();

    expect(await handler()).toEqual({ outcome: 'unreachable' });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(counted).toHaveBeenCalledWith(CAD_RATE_FAILED_METRIC, 'Count', 1);
    expect(errorMessages()).toEqual(['CAD rate not updated (unreachable); the facts keep their rate']);
  });
});
