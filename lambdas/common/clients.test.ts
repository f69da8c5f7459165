import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTION_TIMEOUT_SECONDS, MAIL_FUNCTION_TIMEOUT_SECONDS } from '../../shared/backend/functions';
import { SDK_CONNECTION_TIMEOUT_MS, SDK_TIME_LIMITS, sdkTimeouts } from './clients';

/** The longest one SDK call may take before it gives up: every attempt connecting and then waiting its full time. */
const worstCaseMs = ({ requestTimeoutMs, maxAttempts }: { requestTimeoutMs: number; maxAttempts: number }) =>
  maxAttempts * (SDK_CONNECTION_TIMEOUT_MS + requestTimeoutMs);

/** A service that accepts connections and never answers. */
let stalled: Server;
let endpoint: string;

beforeAll(async () => {
  stalled = createServer(() => undefined);
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stalled.closeAllConnections();
  await new Promise((resolve) => stalled.close(resolve));
});

describe('SDK time limits', () => {
  it.each(Object.entries(SDK_TIME_LIMITS))('%s gives up on a stalled service well within an API function’s time', (service, limits) => {
    const timeoutSeconds = service === 'ses' ? MAIL_FUNCTION_TIMEOUT_SECONDS : API_FUNCTION_TIMEOUT_SECONDS;
    expect(worstCaseMs(limits)).toBeLessThanOrEqual(0.8 * timeoutSeconds * 1000);
  });

  it('apply: a call to a service that never answers fails after the tries and their timeouts, not the function’s', async () => {
    // Prepare
    const client = new DynamoDBClient({
      endpoint,
      region: 'ca-central-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      ...sdkTimeouts(SDK_TIME_LIMITS.dynamodb),
    });
    const started = performance.now();

    // Act
    const error = await client.send(new GetItemCommand({ TableName: 'any', Key: { id: { S: 'x' } } })).catch((caught: unknown) => caught);

    // Assess
    const elapsed = performance.now() - started;
    expect((error as Error).name).toMatch(/TimeoutError/);
    expect(elapsed).toBeGreaterThanOrEqual(SDK_TIME_LIMITS.dynamodb.requestTimeoutMs * SDK_TIME_LIMITS.dynamodb.maxAttempts - 100);
    expect(elapsed).toBeLessThan(worstCaseMs(SDK_TIME_LIMITS.dynamodb) + 1000);
    client.destroy();
  }, 15_000);
});
