import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_INDEXES, IMAGES_TABLE } from '../shared/backend/tables';
import { IMAGE_CATEGORIES, type ImageRecord } from '../shared/images';
import { MESSAGES } from '../shared/messages';
import { invokeHandler } from '../test/support/invoke-handler';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { buildImageRecord } from '../test/fixtures/images';

const TABLE_NAME = 'trailer-images-test';

// Stubs DynamoDBDocumentClient.prototype.send, so it also catches the `dynamo` singleton built with .from().
const dynamo = mockClient(DynamoDBDocumentClient);

/** The item as the table stores it: featured images carry the sparse index key. */
function storedItem(image: ImageRecord): Record<string, unknown> {
  return image.featured ? { ...image, featuredKey: 'featured' } : { ...image };
}

/** Calls GET /api/images as API Gateway would. */
const getImages = (query?: Record<string, string>) =>
  invokeHandler(() => import('./list-images'), apiGatewayEvent({ method: 'GET', path: '/api/images', query }));

beforeEach(() => {
  dynamo.reset();
  vi.stubEnv(IMAGES_TABLE.envVar, TABLE_NAME);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/images', () => {
  it('scans every page of the table and returns all images oldest first, without index attributes', async () => {
    // Prepare
    const oldest = buildImageRecord({ uploadDate: '2024-01-05T10:00:00.000Z' });
    const middle = buildImageRecord({ uploadDate: '2024-02-05T10:00:00.000Z', featured: true });
    const newest = buildImageRecord({ uploadDate: '2024-03-05T10:00:00.000Z', category: 'interior' });
    dynamo
      .on(ScanCommand)
      .resolvesOnce({ Items: [storedItem(newest), storedItem(oldest)], LastEvaluatedKey: { id: oldest.id } })
      .resolvesOnce({ Items: [storedItem(middle)] });

    // Act
    const response = await getImages();

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(response.body).toStrictEqual([oldest, middle, newest]);
    expect(response.rawBody).not.toContain('featuredKey');
    const scans = dynamo.commandCalls(ScanCommand).map((call) => call.args[0].input);
    expect(scans).toHaveLength(2);
    expect(scans[0]).toMatchObject({ TableName: TABLE_NAME });
    expect(scans[0]?.ExclusiveStartKey).toBeUndefined();
    expect(scans[1]).toMatchObject({ TableName: TABLE_NAME, ExclusiveStartKey: { id: oldest.id } });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers an empty list when the table is empty', async () => {
    // Prepare
    dynamo.on(ScanCommand).resolves({ Items: [] });

    // Act
    const response = await getImages();

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.body).toStrictEqual([]);
  });

  it("queries the category index for ?category=exterior and returns that category's images", async () => {
    // Prepare
    const images = [buildImageRecord({ category: 'exterior' }), buildImageRecord({ category: 'exterior', featured: true })];
    dynamo.on(QueryCommand).resolves({ Items: images.map(storedItem) });

    // Act
    const response = await getImages({ category: 'exterior' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(response.body).toStrictEqual(images);
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      TableName: TABLE_NAME,
      IndexName: IMAGE_INDEXES.byCategory,
      ExpressionAttributeValues: { ':category': 'exterior' },
    });
    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('queries the featured index for ?featured=true and returns the featured images without their index key', async () => {
    // Prepare
    const featured = [buildImageRecord({ featured: true }), buildImageRecord({ featured: true, category: 'systems' })];
    dynamo.on(QueryCommand).resolves({ Items: featured.map(storedItem) });

    // Act
    const response = await getImages({ featured: 'true' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.body).toStrictEqual(featured);
    expect(response.rawBody).not.toContain('featuredKey');
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ TableName: TABLE_NAME, IndexName: IMAGE_INDEXES.featured });
    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('scans with a filter for ?featured=false and returns the other images oldest first', async () => {
    // Prepare
    const older = buildImageRecord({ uploadDate: '2024-04-01T08:00:00.000Z' });
    const newer = buildImageRecord({ uploadDate: '2024-04-02T08:00:00.000Z' });
    dynamo.on(ScanCommand).resolves({ Items: [storedItem(newer), storedItem(older)] });

    // Act
    const response = await getImages({ featured: 'false' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.body).toStrictEqual([older, newer]);
    const scans = dynamo.commandCalls(ScanCommand).map((call) => call.args[0].input);
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatchObject({ TableName: TABLE_NAME, FilterExpression: expect.stringContaining('featuredKey') });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  describe('refuses a malformed query with 400 and never reads the table', () => {
    it('names the allowed categories for an unknown category', async () => {
      // Act
      const response = await getImages({ category: '<script>' });

      // Assess
      expect(response.statusCode).toBe(400);
      expect(response.contentType).toMatch(/^application\/json/);
      const { error } = response.body as { error: string };
      for (const category of IMAGE_CATEGORIES) expect(error).toContain(category);
      expect(response.rawBody).not.toContain('<script>');
      expect(dynamo.calls()).toHaveLength(0);
    });

    it('explains featured for ?featured=yes', async () => {
      // Act
      const response = await getImages({ featured: 'yes' });

      // Assess
      expect(response.statusCode).toBe(400);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ error: expect.stringContaining('featured must be true or false') });
      expect(dynamo.calls()).toHaveLength(0);
    });

    it('names an unknown parameter', async () => {
      // Act
      const response = await getImages({ sort: 'asc' });

      // Assess
      expect(response.statusCode).toBe(400);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ error: expect.stringContaining('sort') });
      expect(dynamo.calls()).toHaveLength(0);
    });

    it('refuses category and featured together', async () => {
      // Act
      const response = await getImages({ category: 'interior', featured: 'true' });

      // Assess
      expect(response.statusCode).toBe(400);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ error: expect.stringMatching(/category.*featured/) });
      expect(dynamo.calls()).toHaveLength(0);
    });
  });

  describe('answers 500 without revealing the cause', () => {
    it('when DynamoDB fails', async () => {
      // Prepare
      const cause = new Error('ProvisionedThroughputExceededException on arn:aws:dynamodb:ca-central-1:123456789012:table/images');
      dynamo.on(ScanCommand).rejects(cause);

      // Act
      const response = await getImages();

      // Assess
      expect(response.statusCode).toBe(500);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(response.body).toStrictEqual({ error: MESSAGES.api.internal });
      expect(response.rawBody).not.toContain('ProvisionedThroughput');
      expect(response.rawBody).not.toContain('arn:aws');
    });

    it('when the table name is not configured', async () => {
      // Prepare
      vi.stubEnv(IMAGES_TABLE.envVar, undefined);

      // Act
      const response = await getImages();

      // Assess
      expect(response.statusCode).toBe(500);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(response.body).toStrictEqual({ error: MESSAGES.api.internal });
      expect(response.rawBody).not.toContain(IMAGES_TABLE.envVar);
      expect(dynamo.calls()).toHaveLength(0);
    });
  });
});
