import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_WAIT } from '../infra/local/bootstrap';
import { startDynamoDb, type RunningService } from '../infra/local/emulators';
import { copyTableItems } from './copy-table-items';

const LOCAL_CREDENTIALS = { region: 'ca-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

let dataDir: string;
let dynamo: RunningService;
let client: DynamoDBClient;
let documents: DynamoDBDocumentClient;

async function createTable(name: string, key = 'id') {
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }],
      KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
    }),
  );
  // dynalite answers CreateTable before the table takes writes, even with createTableMs 0.
  await waitUntilTableExists({ client, ...TABLE_WAIT }, { TableName: name });
}

const inquiry = (n: number, status = 'sent') => ({ id: `inquiry-${String(n).padStart(3, '0')}`, status, name: `Buyer ${n}` });

describe('restoring a table: copying the restored items back into the stack\'s table', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'copy-table-'));
    dynamo = await startDynamoDb(dataDir);
    client = new DynamoDBClient({ endpoint: dynamo.endpoint, ...LOCAL_CREDENTIALS });
    documents = DynamoDBDocumentClient.from(client);
    await Promise.all(['live', 'restored', 'other-key'].map((name) => createTable(name, name === 'other-key' ? 'userId' : 'id')));
    // The restore point had 60 inquiries; since then the live table lost them all but one, which changed.
    for (let n = 1; n <= 60; n += 1) await documents.send(new PutCommand({ TableName: 'restored', Item: inquiry(n) }));
    await documents.send(new PutCommand({ TableName: 'live', Item: inquiry(7, 'failed') }));
  });

  afterAll(async () => {
    client?.destroy();
    await dynamo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('with --only-missing, brings back every lost item and keeps what the live table has', async () => {
    const result = await copyTableItems(client, { from: 'restored', to: 'live', onlyMissing: true });

    expect(result).toEqual({ read: 60, written: 59, kept: 1 });
    const { Items = [] } = await documents.send(new ScanCommand({ TableName: 'live' }));
    expect(Items).toHaveLength(60);
    const { Item } = await documents.send(new GetCommand({ TableName: 'live', Key: { id: 'inquiry-007' } }));
    expect(Item?.status).toBe('failed');
  });

  it('without it, the restored items replace the live ones', async () => {
    const result = await copyTableItems(client, { from: 'restored', to: 'live', onlyMissing: false });

    expect(result).toEqual({ read: 60, written: 60, kept: 0 });
    const { Item } = await documents.send(new GetCommand({ TableName: 'live', Key: { id: 'inquiry-007' } }));
    expect(Item?.status).toBe('sent');
  });

  it('refuses tables whose keys differ, writing nothing', async () => {
    await expect(copyTableItems(client, { from: 'restored', to: 'other-key', onlyMissing: false })).rejects.toThrow(/different keys/);
    const { Items = [] } = await documents.send(new ScanCommand({ TableName: 'other-key' }));
    expect(Items).toEqual([]);
  });
});
