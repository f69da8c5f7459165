import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { InquiryFields } from '../../shared/contact-schema';
import { INQUIRIES_TABLE } from '../../infra/tables';
import { dynamo } from './clients';
import { environment, requiredName } from './env';

const env = environment({ [INQUIRIES_TABLE.envVar]: requiredName });
const tableName = () => env()[INQUIRIES_TABLE.envVar] as string;

export const INQUIRY_KIND = 'inquiry';

export type DeliveryStatus = 'received' | 'sent' | 'failed';

/** A stored inquiry: what the buyer sent, plus its reference and delivery status. */
export type StoredInquiry = InquiryFields & {
  id: string;
  /** Constant partition of the newest-first index. */
  kind: typeof INQUIRY_KIND;
  reference: string;
  status: DeliveryStatus;
  createdAt: string;
  updatedAt: string;
  /** When the table's TTL deletes it (epoch seconds): inquiries are kept only as long as the setting says. */
  expiresAt: number;
};

export const inquiriesRepository = {
  async get(id: string): Promise<StoredInquiry | undefined> {
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }));
    return Item as StoredInquiry | undefined;
  },

  /** Stores a new inquiry; false when one with this id exists already (a retried submission). */
  async createIfAbsent(inquiry: StoredInquiry): Promise<boolean> {
    try {
      await dynamo.send(
        new PutCommand({ TableName: tableName(), Item: inquiry, ConditionExpression: 'attribute_not_exists(id)' }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') {
        return false;
      }
      throw error;
    }
  },

  /** One page of inquiries, newest first; `after` is the previous page's last key. */
  async listNewestFirst(limit: number, after?: Record<string, unknown>) {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'by-date',
        KeyConditionExpression: 'kind = :kind',
        ExpressionAttributeValues: { ':kind': INQUIRY_KIND },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: after,
      }),
    );
    return { items: (page.Items ?? []) as StoredInquiry[], lastKey: page.LastEvaluatedKey };
  },

  async setStatus(id: string, status: DeliveryStatus, now: Date): Promise<void> {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { id },
        UpdateExpression: 'SET #status = :status, updatedAt = :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':now': now.toISOString() },
      }),
    );
  },
};
