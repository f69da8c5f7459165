import { randomUUID } from 'node:crypto';
import type { InquiryFields } from '../../shared/contact-schema';
import { backoffSeconds, DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { INQUIRIES_TABLE, INQUIRY_INDEXES } from '../../shared/backend/tables';
import { conditionally, isConditionFailure } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [INQUIRIES_TABLE.envVar]: requiredName });
const tableName = () => env()[INQUIRIES_TABLE.envVar];

export const INQUIRY_KIND = 'inquiry';
/** The value of `pending` (the sparse index's partition) while an inquiry waits for the seller's mail. */
export const PENDING_SELLER_MAIL = 'seller-mail';

export type DeliveryStatus = 'received' | 'sent' | 'failed';

/** Where an inquiry's delivery to the seller stands; kept on the inquiry itself. */
export interface DeliveryRecord {
  status: DeliveryStatus;
  /** Attempts to mail the seller so far, the one in progress included. */
  deliveryAttempts: number;
  /** Present only while undelivered and still retried: the sparse index the sweeper reads. */
  pending?: typeof PENDING_SELLER_MAIL;
  /** When the sweeper may next try (a running claim's end, or the end of the backoff). */
  nextAttemptAt?: string;
  /** A sender holds the delivery until then; nobody else may send it meanwhile. */
  leaseUntil?: string;
  /** Names the claim that holds the lease: only its sender may record the outcome. */
  claimId?: string;
  /** SES's id of the seller's mail, once it was accepted. */
  sesMessageId?: string;
  sentAt?: string;
  /** The last failure's error name, for the admin and the logs. */
  lastError?: string;
}

/** A stored inquiry: what the buyer sent, plus its reference and its delivery record. */
export type StoredInquiry = InquiryFields &
  DeliveryRecord & {
    id: string;
    /** Constant partition of the newest-first index. */
    kind: typeof INQUIRY_KIND;
    reference: string;
    createdAt: string;
    updatedAt: string;
    /** When the table's TTL deletes it (epoch seconds): inquiries are kept only as long as the setting says. */
    expiresAt: number;
  };

/** The delivery fields only the senders use; the admin's list leaves them out. */
export const DELIVERY_INTERNALS = ['pending', 'nextAttemptAt', 'leaseUntil', 'claimId', 'lastError'] as const satisfies readonly (keyof DeliveryRecord)[];

const leaseEnd = (now: Date) => new Date(now.getTime() + DELIVERY_POLICY.leaseSeconds * 1000).toISOString();

/** An inquiry as its sender holds it: the claim it records the outcome under. */
export type ClaimedInquiry = StoredInquiry & { claimId: string };

/** The delivery record of an inquiry just stored by the sender that will make the first attempt. */
export function firstAttemptClaim(now: Date): DeliveryRecord & { claimId: string } {
  const lease = leaseEnd(now);
  return {
    status: 'received',
    deliveryAttempts: 1,
    pending: PENDING_SELLER_MAIL,
    nextAttemptAt: lease,
    leaseUntil: lease,
    claimId: randomUUID(),
  };
}

export const inquiriesRepository = {
  async get(id: string): Promise<StoredInquiry | undefined> {
    const { dynamo, GetCommand } = await dynamoSdk();
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }));
    return Item as StoredInquiry | undefined;
  },

  /** Stores a new inquiry; false when one with this id exists already (a retried submission). */
  async createIfAbsent(inquiry: StoredInquiry): Promise<boolean> {
    const { dynamo, PutCommand } = await dynamoSdk();
    return conditionally(() =>
      dynamo.send(new PutCommand({ TableName: tableName(), Item: inquiry, ConditionExpression: 'attribute_not_exists(id)' })),
    );
  },

  /**
   * Claims the next delivery attempt: succeeds only for an inquiry not yet sent whose previous
   * claim (if any) has run out, and counts the attempt. It goes back into the sweeper's index, so
   * it is found again should this sender stop too. Returns the claimed inquiry, or undefined when
   * it is sent already or another sender holds it.
   */
  async claim(id: string, now: Date): Promise<ClaimedInquiry | undefined> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const lease = leaseEnd(now);
    try {
      const { Attributes } = await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression:
            'SET leaseUntil = :lease, claimId = :claim, pending = :pending, nextAttemptAt = :lease, updatedAt = :now, deliveryAttempts = if_not_exists(deliveryAttempts, :zero) + :one',
          ConditionExpression: 'attribute_exists(id) AND #status <> :sent AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':lease': lease,
            ':claim': randomUUID(),
            ':pending': PENDING_SELLER_MAIL,
            ':now': now.toISOString(),
            ':zero': 0,
            ':one': 1,
            ':sent': 'sent',
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as ClaimedInquiry;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  /** Records the seller's mail as sent, under the claim that sent it; false if that claim was lost. */
  async markSent(id: string, claimId: string, messageId: string | undefined, now: Date): Promise<boolean> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    return conditionally(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression: `SET #status = :sent, sentAt = :now, updatedAt = :now${messageId ? ', sesMessageId = :messageId' : ''} REMOVE pending, nextAttemptAt, leaseUntil, claimId, lastError`,
          ConditionExpression: 'claimId = :claim',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ':claim': claimId, ...(messageId ? { ':messageId': messageId } : {}) },
        }),
      ),
    );
  },

  /**
   * Records a failed attempt under its claim: 'failed', the next attempt after the backoff, or,
   * once every attempt is used, out of the sweeper's index for good (the admin can still resend).
   */
  async markFailed(id: string, claimId: string, attempts: number, errorName: string, now: Date): Promise<boolean> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const exhausted = attempts >= DELIVERY_POLICY.maxAttempts;
    const next = new Date(now.getTime() + backoffSeconds(attempts) * 1000).toISOString();
    return conditionally(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression: exhausted
            ? 'SET #status = :failed, lastError = :error, updatedAt = :now REMOVE leaseUntil, claimId, pending, nextAttemptAt'
            : 'SET #status = :failed, lastError = :error, updatedAt = :now, nextAttemptAt = :next, pending = :pending REMOVE leaseUntil, claimId',
          ConditionExpression: 'claimId = :claim',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':failed': 'failed',
            ':error': errorName,
            ':now': now.toISOString(),
            ':claim': claimId,
            ...(exhausted ? {} : { ':next': next, ':pending': PENDING_SELLER_MAIL }),
          },
        }),
      ),
    );
  },

  /** Undelivered inquiries whose next attempt is due, the longest-waiting first. */
  async listDue(now: Date, limit: number): Promise<StoredInquiry[]> {
    const { dynamo, QueryCommand } = await dynamoSdk();
    const { Items = [] } = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INQUIRY_INDEXES.pendingDelivery,
        KeyConditionExpression: 'pending = :pending AND nextAttemptAt <= :now',
        ExpressionAttributeValues: { ':pending': PENDING_SELLER_MAIL, ':now': now.toISOString() },
        Limit: limit,
      }),
    );
    return Items as StoredInquiry[];
  },

  /** One page of inquiries, newest first; `after` is the previous page's last key. */
  async listNewestFirst(limit: number, after?: Record<string, unknown>) {
    const { dynamo, QueryCommand } = await dynamoSdk();
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INQUIRY_INDEXES.newestFirst,
        KeyConditionExpression: 'kind = :kind',
        ExpressionAttributeValues: { ':kind': INQUIRY_KIND },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: after,
      }),
    );
    return { items: (page.Items ?? []) as StoredInquiry[], lastKey: page.LastEvaluatedKey };
  },
};
