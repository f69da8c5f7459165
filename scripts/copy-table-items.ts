/**
 * Copies every item of one DynamoDB table into another: the second half of restoring a table from
 * point-in-time recovery, which always restores into a new table the stack does not know. Copying
 * the restored items back into the stack's own table keeps every name, grant and alarm as deployed.
 *
 *   node --import tsx scripts/copy-table-items.ts --from <restored table> --to <stack's table> [--only-missing]
 *
 * `--only-missing` keeps every item the live table has now (writes since the restore point win);
 * without it, the restored items replace the live ones with the same key. Uses the usual AWS
 * credentials and region (AWS_REGION / AWS_PROFILE).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConditionalCheckFailedException, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, paginateScan } from '@aws-sdk/lib-dynamodb';

export interface CopyOptions {
  from: string;
  to: string;
  onlyMissing: boolean;
}

export interface CopyResult {
  read: number;
  written: number;
  /** Items left alone because the target already had their key (only with onlyMissing). */
  kept: number;
}

/** Items written at once: a small table's restore needs no more, and it stays under on-demand limits. */
const CONCURRENT_WRITES = 10;

export async function copyTableItems(client: DynamoDBClient, { from, to, onlyMissing }: CopyOptions): Promise<CopyResult> {
  const documents = DynamoDBDocumentClient.from(client);
  const [source, target] = await Promise.all([from, to].map((TableName) => client.send(new DescribeTableCommand({ TableName }))));
  const keyOf = (table: typeof source) => JSON.stringify(table?.Table?.KeySchema ?? []);
  if (keyOf(source) !== keyOf(target)) throw new Error(`${from} and ${to} have different keys: ${keyOf(source)} and ${keyOf(target)}`);
  const partitionKey = target?.Table?.KeySchema?.find((key) => key.KeyType === 'HASH')?.AttributeName;
  if (!partitionKey) throw new Error(`${to} has no partition key`);

  const result: CopyResult = { read: 0, written: 0, kept: 0 };
  const put = async (item: Record<string, unknown>) => {
    try {
      await documents.send(
        new PutCommand({
          TableName: to,
          Item: item,
          ...(onlyMissing ? { ConditionExpression: 'attribute_not_exists(#key)', ExpressionAttributeNames: { '#key': partitionKey } } : {}),
        }),
      );
      result.written += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      result.kept += 1;
    }
  };
  for await (const page of paginateScan({ client: documents }, { TableName: from, ConsistentRead: true })) {
    const items = page.Items ?? [];
    result.read += items.length;
    for (let start = 0; start < items.length; start += CONCURRENT_WRITES) {
      await Promise.all(items.slice(start, start + CONCURRENT_WRITES).map(put));
    }
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, 'only-missing': { type: 'boolean', default: false } },
  });
  if (!values.from || !values.to) {
    console.error('Usage: copy-table-items.ts --from <restored table> --to <stack table> [--only-missing]');
    process.exit(2);
  }
  const client = new DynamoDBClient({});
  const result = await copyTableItems(client, { from: values.from, to: values.to, onlyMissing: values['only-missing'] });
  console.log(`Read ${result.read} item(s) from ${values.from}; wrote ${result.written} to ${values.to}${values['only-missing'] ? `, kept ${result.kept} it already had` : ''}.`);
  client.destroy();
}
