import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES_TABLE, INQUIRIES_TABLE } from '../shared/backend/tables';
import { INQUIRIES_ENDPOINT } from '../shared/inquiries';
import { invokeHandler } from '../test/support/invoke-handler';
import { apiGatewayEvent, asAdmin } from '../test/fixtures/api-gateway-event';

// Every DynamoDB call is recorded; a refused request must make none.
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.onAnyCommand().rejects(new Error('DynamoDB must not be called'));
  vi.stubEnv(IMAGES_TABLE.envVar, 'images-test');
  vi.stubEnv(INQUIRIES_TABLE.envVar, 'inquiries-test');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const BAD_IDS: [string, string][] = [
  ['a 4 KB id', 'x'.repeat(4096)],
  ['an id that is not a UUID', 'images/1700000000000-deadbeef.jpg'],
  ['an empty id', ''],
];

describe('image ids in the path are checked before DynamoDB sees them', () => {
  it.each(BAD_IDS)('PATCH /api/images/{id} refuses %s with a 400', async (_case, id) => {
    const event = asAdmin(apiGatewayEvent({ method: 'PATCH', path: `/api/images/${id}`, body: { caption: 'x' } }), { id });

    const response = await invokeHandler(() => import('./update-image'), event);

    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({ error: 'id must be an image id (a UUID)', details: ['id must be an image id (a UUID)'] });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it.each(BAD_IDS)('DELETE /api/images/{id} refuses %s with a 400', async (_case, id) => {
    const event = asAdmin(apiGatewayEvent({ method: 'DELETE', path: `/api/images/${id}` }), { id });

    const response = await invokeHandler(() => import('./delete-image'), event);

    expect(response.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('inquiry ids in the path are checked before DynamoDB sees them', () => {
  it.each(BAD_IDS)('POST /api/inquiries/{id}/resend refuses %s with a 400', async (_case, id) => {
    const event = asAdmin(apiGatewayEvent({ method: 'POST', path: `${INQUIRIES_ENDPOINT}/${id}/resend` }), { id });

    const response = await invokeHandler(() => import('./resend-inquiry'), event);

    expect(response).toMatchObject({ statusCode: 400, body: { error: 'id must be an inquiry id (a UUID)' } });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it.each(BAD_IDS)('PATCH /api/inquiries/{id} refuses %s with a 400', async (_case, id) => {
    const event = asAdmin(apiGatewayEvent({ method: 'PATCH', path: `${INQUIRIES_ENDPOINT}/${id}`, body: { version: 0, state: 'replied' } }), { id });

    const response = await invokeHandler(() => import('./update-inquiry'), event);

    expect(response).toMatchObject({ statusCode: 400, body: { error: 'id must be an inquiry id (a UUID)' } });
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('GET /api/inquiries checks a cursor against the index key before DynamoDB sees it', () => {
  const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
  const createdAt = '2026-11-23T18:00:00.000Z';

  it.each([
    ['another item kind', { id: '9b2f0c6e-4d1a-4c1e-9a57-2f3c4d5e6f70', kind: 'image', createdAt }],
    ['an id that is not an inquiry id', { id: 'rate#ip#1', kind: 'inquiry', createdAt }],
    ['a date that is not a date', { id: '9b2f0c6e-4d1a-4c1e-9a57-2f3c4d5e6f70', kind: 'inquiry', createdAt: 'soon' }],
    ['a missing index key', { id: '9b2f0c6e-4d1a-4c1e-9a57-2f3c4d5e6f70' }],
  ])('refuses a cursor with %s with a 400', async (_case, key) => {
    const event = asAdmin(apiGatewayEvent({ path: INQUIRIES_ENDPOINT, query: { cursor: cursorOf(key) } }));

    const response = await invokeHandler(() => import('./list-inquiries'), event);

    expect(response).toMatchObject({ statusCode: 400, body: { error: 'cursor is not one this API gave out' } });
    expect(dynamo.calls()).toHaveLength(0);
  });
});
