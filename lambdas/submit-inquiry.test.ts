import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '../shared/backend/environment';
import { INQUIRIES_TABLE, RATE_LIMITS_TABLE } from '../shared/backend/tables';
import { CONTACT_ENDPOINT, IDEMPOTENCY_HEADER } from '../shared/contact';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { invokeHandler } from '../test/support/invoke-handler';
import { conditionFailed } from '../test/fixtures/dynamo-errors';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const submit = (key: string) => {
  const event = apiGatewayEvent({
    method: 'POST',
    path: CONTACT_ENDPOINT,
    body: { name: 'Dana Whitehorse', email: 'dana@clinic.example.org', message: 'Still for sale?' },
    headers: { 'content-type': 'application/json' },
  });
  event.headers[IDEMPOTENCY_HEADER] = key;
  return invokeHandler(() => import('./submit-inquiry'), event);
};

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  vi.stubEnv(INQUIRIES_TABLE.envVar, 'inquiries-test');
  vi.stubEnv(RATE_LIMITS_TABLE.envVar, 'rate-limits-test');
  vi.stubEnv(ENV.sellerEmail, 'seller@example.com');
  vi.stubEnv(ENV.sesSender, 'no-reply@example.com');
  vi.stubEnv(ENV.sesConfigurationSet, 'trailer-site-test');
  vi.stubEnv(ENV.inquiryRetentionMonths, '24');
  // The rate limits: nothing counted yet, and each request's place taken at once.
  dynamo.on(GetCommand, { TableName: 'rate-limits-test' }).resolves({});
  dynamo.on(PutCommand, { TableName: 'rate-limits-test' }).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/contact, when the store is answered as a conflict', () => {
  it('delivers its own inquiry when the conflict is its own write retried by the SDK after a lost reply', async () => {
    // Prepare: the put reached the table, its reply was lost, and the SDK's retry met the item it wrote
    let written: Record<string, unknown> | undefined;
    dynamo.on(PutCommand, { TableName: 'inquiries-test' }).callsFake((input: { Item: Record<string, unknown> }) => {
      written = input.Item;
      throw conditionFailed();
    });
    dynamo.on(GetCommand, { TableName: 'inquiries-test' }).callsFake(() => ({ Item: written }));

    // Act
    const response = await submit(randomUUID());

    // Assess: mailed to the seller (and acknowledged to the buyer) once, recorded under its own claim
    expect(response).toMatchObject({ statusCode: 200, body: { success: true } });
    const toSeller = ses.commandCalls(SendEmailCommand).filter((call) => call.args[0].input.Destination?.ToAddresses?.[0] === 'seller@example.com');
    expect(toSeller).toHaveLength(1);
    const sent = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input).find((input) => input.ConditionExpression === 'claimId = :claim');
    expect(sent?.ExpressionAttributeValues?.[':claim']).toBe(written?.claimId);
  });

  it('leaves a copy that another request stored and holds to that request: 409, no mail', async () => {
    // Prepare: another request with the same key stored it a moment ago and is sending it
    const key = randomUUID();
    const theirs = { id: key, status: 'received', reference: 'INQ-20261123-ABCDEF', claimId: randomUUID(), leaseUntil: new Date(Date.now() + 60_000).toISOString() };
    let stored = false;
    dynamo.on(GetCommand, { TableName: 'inquiries-test' }).callsFake(() => ({ Item: stored ? theirs : undefined }));
    dynamo.on(PutCommand, { TableName: 'inquiries-test' }).callsFake(() => {
      stored = true;
      throw conditionFailed();
    });
    dynamo.on(UpdateCommand, { ReturnValues: 'ALL_NEW' }).rejects(conditionFailed('held'));

    // Act
    const response = await submit(key);

    // Assess
    expect(response.statusCode).toBe(409);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
