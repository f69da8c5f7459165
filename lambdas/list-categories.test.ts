import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES_TABLE } from '../shared/backend/tables';
import { IMAGE_CATEGORY_ROWS } from '../shared/images';
import { MESSAGES } from '../shared/messages';
import { invokeHandler } from '../test/support/invoke-handler';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';

const TABLE_NAME = 'trailer-categories-test';

// Stubs DynamoDBDocumentClient.prototype.send, so it also catches the `dynamo` singleton built with .from().
const dynamo = mockClient(DynamoDBDocumentClient);

/** Calls GET /api/categories as API Gateway would. */
const getCategories = () =>
  invokeHandler(() => import('./list-categories'), apiGatewayEvent({ method: 'GET', path: '/api/categories' }));

beforeEach(() => {
  dynamo.reset();
  vi.stubEnv(CATEGORIES_TABLE.envVar, TABLE_NAME);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/categories', () => {
  it('reads every page of the table and returns the categories ordered by id', async () => {
    // Prepare
    const [exterior, interior, details, systems] = IMAGE_CATEGORY_ROWS;
    dynamo
      .on(ScanCommand)
      .resolvesOnce({ Items: [{ ...systems }, { ...interior }], LastEvaluatedKey: { id: interior?.id } })
      .resolvesOnce({ Items: [{ ...details }, { ...exterior }] });

    // Act
    const response = await getCategories();

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(response.body).toStrictEqual(IMAGE_CATEGORY_ROWS);
    const scans = dynamo.commandCalls(ScanCommand).map((call) => call.args[0].input);
    expect(scans).toHaveLength(2);
    expect(scans[0]).toMatchObject({ TableName: TABLE_NAME });
    expect(scans[0]?.ExclusiveStartKey).toBeUndefined();
    expect(scans[1]).toMatchObject({ TableName: TABLE_NAME, ExclusiveStartKey: { id: interior?.id } });
  });

  it('answers 500 without revealing the cause when DynamoDB fails', async () => {
    // Prepare
    dynamo.on(ScanCommand).rejects(new Error('ResourceNotFoundException: table trailer-categories-test does not exist'));

    // Act
    const response = await getCategories();

    // Assess
    expect(response.statusCode).toBe(500);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(response.body).toStrictEqual({ error: MESSAGES.api.internal });
    expect(response.rawBody).not.toContain('ResourceNotFound');
    expect(response.rawBody).not.toContain(TABLE_NAME);
  });

  it('answers 500 without naming the variable when the table name is not configured', async () => {
    // Prepare
    vi.stubEnv(CATEGORIES_TABLE.envVar, undefined);

    // Act
    const response = await getCategories();

    // Assess
    expect(response.statusCode).toBe(500);
    expect(response.body).toStrictEqual({ error: MESSAGES.api.internal });
    expect(response.rawBody).not.toContain(CATEGORIES_TABLE.envVar);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
