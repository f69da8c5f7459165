import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '../shared/backend/environment';
import { IMAGES_TABLE } from '../shared/backend/tables';
import type { ImageRecord } from '../shared/images';
import { apiGatewayEvent, asAdmin } from '../test/fixtures/api-gateway-event';
import { buildImageRecord } from '../test/fixtures/images';
import { isAuditWrite, stubAuditLog } from '../test/support/audit-log';
import { invokeHandler } from '../test/support/invoke-handler';

const IMAGES = 'images-test';
const dynamo = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);

const image = buildImageRecord({ caption: 'Curb side at dusk' });
const patch = (body: unknown) =>
  invokeHandler(() => import('./update-image'), asAdmin(apiGatewayEvent({ method: 'PATCH', path: `/api/images/${image.id}`, body }), { id: image.id }));
const storedImages = () =>
  dynamo
    .commandCalls(PutCommand)
    .map((call) => call.args[0].input)
    .filter((input) => !isAuditWrite(input))
    .map((input) => input.Item as ImageRecord);

beforeEach(() => {
  dynamo.reset();
  lambda.reset();
  dynamo.on(GetCommand, { TableName: IMAGES, Key: { id: image.id } }).resolves({ Item: image });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(ScanCommand).resolves({ Items: [] });
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  vi.stubEnv(IMAGES_TABLE.envVar, IMAGES);
  vi.stubEnv(ENV.pagePublisher, 'trailer-test-publish-pages');
  stubAuditLog({});
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("PATCH /api/images/{id}: the caption's French version (captionFr)", () => {
  it('stores it trimmed beside the English caption, which stays as it was', async () => {
    const response = await patch({ captionFr: '  Côté trottoir au crépuscule  ' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ caption: 'Curb side at dusk', captionFr: 'Côté trottoir au crépuscule' });
    expect(storedImages()).toEqual([expect.objectContaining({ caption: 'Curb side at dusk', captionFr: 'Côté trottoir au crépuscule' })]);
  });

  it('clears it with null or an empty text', async () => {
    const response = await patch({ captionFr: '' });

    expect(response.statusCode).toBe(200);
    expect(storedImages()).toEqual([expect.objectContaining({ captionFr: null })]);
  });

  it.each([
    ['over 500 characters', 'é'.repeat(501), 'captionFr must be at most 500 characters'],
    ['not text', 42, 'captionFr'],
  ])('refuses one %s with a 400 naming the field, and writes nothing', async (_case, captionFr, message) => {
    const response = await patch({ captionFr });

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(message);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
