import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoSdk } from './dynamo';

/** Every item a query finds, read page by page (each page is at most 1 MB). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<T[]> {
  const { dynamo, QueryCommand } = await dynamoSdk();
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
