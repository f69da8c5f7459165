import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORIES_TABLE, INQUIRIES_TABLE, INQUIRY_INDEXES } from '../../shared/backend/tables';
import { TABLE_WAIT, ensureTables } from './bootstrap';
import { startDynamoDb, type RunningService } from './emulators';

let dataDir: string;
let dynamodb: RunningService;
let client: DynamoDBClient;

beforeAll(async () => {
  // What the runtime sets before it calls ensureTables.
  vi.stubEnv('AWS_REGION', 'ca-central-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  dataDir = mkdtempSync(join(tmpdir(), 'trailer-bootstrap-'));
  dynamodb = await startDynamoDb(join(dataDir, 'dynamodb'));
  client = new DynamoDBClient({ endpoint: dynamodb.endpoint });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  client?.destroy();
  await dynamodb?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('ensureTables', () => {
  it('rebuilds a table made before its design gained an index, keeping its items', async () => {
    // Prepare: the inquiries table as an older .local/ has it, with only the newest-first index
    await client.send(
      new CreateTableCommand({
        TableName: INQUIRIES_TABLE.name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'id', AttributeType: 'S' },
          { AttributeName: 'kind', AttributeType: 'S' },
          { AttributeName: 'createdAt', AttributeType: 'S' },
        ],
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: INQUIRY_INDEXES.newestFirst,
            KeySchema: [
              { AttributeName: 'kind', KeyType: 'HASH' },
              { AttributeName: 'createdAt', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    // dynalite, like DynamoDB, refuses writes until the new table is active.
    await waitUntilTableExists({ client, ...TABLE_WAIT }, { TableName: INQUIRIES_TABLE.name });
    const documents = DynamoDBDocumentClient.from(client);
    const kept = { id: 'kept-inquiry', kind: 'inquiry', createdAt: '2026-11-01T10:00:00.000Z', status: 'sent' };
    await documents.send(new PutCommand({ TableName: INQUIRIES_TABLE.name, Item: kept }));

    // Act
    await ensureTables(dynamodb.endpoint);

    // Assess
    const { Table } = await client.send(new DescribeTableCommand({ TableName: INQUIRIES_TABLE.name }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      [INQUIRY_INDEXES.newestFirst, INQUIRY_INDEXES.pendingDelivery].sort(),
    );
    expect((await documents.send(new GetCommand({ TableName: INQUIRIES_TABLE.name, Key: { id: kept.id } }))).Item).toEqual(kept);
  });

  it('puts each design\'s fixed items, as the stack does at deploy: the image categories', async () => {
    // Act
    await ensureTables(dynamodb.endpoint);

    // Assess
    const { Items = [] } = await DynamoDBDocumentClient.from(client).send(new ScanCommand({ TableName: CATEGORIES_TABLE.name }));
    expect(Items.sort((a, b) => Number(a.id) - Number(b.id))).toEqual(CATEGORIES_TABLE.fixedItems);
  });
});
