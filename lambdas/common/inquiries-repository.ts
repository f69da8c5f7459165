import { randomUUID } from 'node:crypto';
import type { InquiryFields } from '../../shared/contact-schema';
import type { InquiryDesk, InquiryDeskState, InquiryNote } from '../../shared/inquiries';
import { backoffSeconds, DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { INQUIRIES_TABLE, INQUIRY_INDEXES } from '../../shared/backend/tables';
import { conditionally, isConditionFailure } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [INQUIRIES_TABLE.envVar]: requiredName });
const tableName = () => env()[INQUIRIES_TABLE.envVar];

export const INQUIRY_KIND = 'inquiry';
/** The value of `pending` (the sparse index's partition) while an inquiry waits for the seller's mail or the buyer's acknowledgement. */
export const PENDING_SELLER_MAIL = 'seller-mail';

export type DeliveryStatus = 'received' | 'sent' | 'failed';

/** The two mails an inquiry causes: the seller's notification and the buyer's acknowledgement. */
export type InquiryMail = 'seller' | 'acknowledgement';

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
  /**
   * The buyer's acknowledgement: 'pending' until SES accepted it, then 'sent'. An inquiry stays in
   * the sweeper's index until both mails went. Absent on inquiries stored before it was recorded.
   */
  acknowledgement?: 'pending' | 'sent';
  /**
   * The mail handed to SES under the current or last claim whose outcome is not recorded: SES may
   * have accepted it (the sender stopped, or its answer came too late), so the next send of it is
   * marked as a possible repeat.
   */
  mailing?: InquiryMail;
  /**
   * When the send named by `mailing` began: nobody sends it again before
   * DELIVERY_POLICY.sendEventGraceSeconds after, so SES's Send event can record it if SES took it.
   */
  mailingSince?: string;
}

/** A stored inquiry: what the buyer sent, plus its reference and its delivery record. */
export type StoredInquiry = InquiryFields &
  DeliveryRecord &
  InquiryDesk & {
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
export const DELIVERY_INTERNALS = ['pending', 'nextAttemptAt', 'leaseUntil', 'claimId', 'lastError', 'mailing', 'mailingSince'] as const satisfies readonly (keyof DeliveryRecord)[];

const secondsAfter = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);
const leaseEnd = (now: Date) => secondsAfter(now, DELIVERY_POLICY.leaseSeconds).toISOString();
/** The end of the wait for SES's Send event of a send that began at `start`. */
const graceEnd = (start: Date) => secondsAfter(start, DELIVERY_POLICY.sendEventGraceSeconds);

/** What recording a send's outcome removes: the note of the send and when it began. */
const SEND_NOTE = 'mailing, mailingSince';
/** What recording an inquiry's last mail removes: it leaves the sweeper's index and any claim. */
const DELIVERY_DONE = `pending, nextAttemptAt, leaseUntil, claimId, lastError, ${SEND_NOTE}`;

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
    acknowledgement: 'pending',
  };
}

/** One update of an inquiry, made only while this claim holds it; false (nothing written) once another claim does. */
async function updateUnderClaim(
  id: string,
  claimId: string,
  update: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
): Promise<boolean> {
  const { dynamo, UpdateCommand } = await dynamoSdk();
  return conditionally(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { id },
        UpdateExpression: update.expression,
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeNames: update.names,
        ExpressionAttributeValues: { ...update.values, ':claim': claimId },
      }),
    ),
  );
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
   * Claims the next delivery attempt: succeeds only for an inquiry not yet sent, or whose buyer is
   * not yet acknowledged, whose previous
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
          // A send whose outcome is unknown is not repeated before SES's Send event had time to record it.
          ConditionExpression:
            'attribute_exists(id) AND (#status <> :sent OR acknowledgement = :unacknowledged) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now) AND (attribute_not_exists(mailingSince) OR mailingSince < :graceStart)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':lease': lease,
            ':claim': randomUUID(),
            ':pending': PENDING_SELLER_MAIL,
            ':now': now.toISOString(),
            ':graceStart': secondsAfter(now, -DELIVERY_POLICY.sendEventGraceSeconds).toISOString(),
            ':zero': 0,
            ':one': 1,
            ':sent': 'sent',
            ':unacknowledged': 'pending',
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

  /**
   * Records, under the claim, that a mail is about to be handed to SES and when: should its outcome
   * never be recorded (by its sender or by SES's Send event), it is sent again only after the grace
   * for the event, and marked as a possible repeat. The sweeper looks again once the grace is over.
   */
  markMailing(inquiry: ClaimedInquiry, mail: InquiryMail, now: Date): Promise<boolean> {
    const lease = inquiry.leaseUntil ? new Date(inquiry.leaseUntil) : now;
    const next = new Date(Math.max(lease.getTime(), graceEnd(now).getTime()));
    return updateUnderClaim(inquiry.id, inquiry.claimId, {
      expression: 'SET mailing = :mail, mailingSince = :now, nextAttemptAt = :next, updatedAt = :now',
      values: { ':mail': mail, ':now': now.toISOString(), ':next': next.toISOString() },
    });
  },

  /**
   * Records the seller's mail as sent, under the claim that sent it; false if that claim was lost.
   * While the buyer's acknowledgement is still to go, the claim and the index entry stay for it.
   */
  markSent(id: string, claimId: string, messageId: string | undefined, now: Date, acknowledgementDue: boolean): Promise<boolean> {
    const done = acknowledgementDue ? `${SEND_NOTE}, lastError` : DELIVERY_DONE;
    return updateUnderClaim(id, claimId, {
      expression: `SET #status = :sent, sentAt = :now, updatedAt = :now${messageId ? ', sesMessageId = :messageId' : ''} REMOVE ${done}`,
      names: { '#status': 'status' },
      values: { ':sent': 'sent', ':now': now.toISOString(), ...(messageId ? { ':messageId': messageId } : {}) },
    });
  },

  /**
   * Records the buyer's acknowledgement as sent, the last mail of an inquiry: it leaves the sweeper's
   * index. Also true when SES's Send event recorded it first (and removed the claim).
   */
  async markAcknowledged(id: string, claimId: string, now: Date): Promise<boolean> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    return conditionally(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression: `SET acknowledgement = :sent, updatedAt = :now REMOVE ${DELIVERY_DONE}`,
          ConditionExpression: 'claimId = :claim OR acknowledgement = :sent',
          ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ':claim': claimId },
        }),
      ),
    );
  },

  /**
   * Records a mail as sent from SES's Send event, whoever sent it and whether or not its sender is
   * still alive: the mark the sender makes, made only while the mail is not recorded yet, so a
   * repeated or late event changes nothing (false). The seller's mail keeps the claim and the index
   * entry for the acknowledgement that follows it; the acknowledgement, the last mail, removes them.
   */
  async markSentBySes(id: string, mail: InquiryMail, messageId: string, now: Date): Promise<boolean> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const seller = mail === 'seller';
    return conditionally(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression: seller
            ? `SET #status = :sent, sentAt = :now, updatedAt = :now, sesMessageId = :messageId REMOVE ${SEND_NOTE}, lastError`
            : `SET acknowledgement = :sent, updatedAt = :now REMOVE ${DELIVERY_DONE}`,
          // The acknowledgement goes only after the seller's mail was recorded.
          ConditionExpression: seller ? 'attribute_exists(id) AND #status <> :sent' : '#status = :sent AND acknowledgement = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ...(seller ? { ':messageId': messageId } : { ':pending': 'pending' }) },
        }),
      ),
    );
  },

  /**
   * Records a failed attempt under its claim, the next attempt after the backoff or, once every
   * attempt is used, out of the sweeper's index for good (the admin can still resend). A failed
   * seller mail makes the inquiry 'failed'; a failed acknowledgement leaves the status 'sent'. When
   * SES refused the mail, it did not go; when its answer never came (`outcomeUnknown`), `mailing`
   * stays, so the next send is marked as a possible repeat.
   */
  markFailed(
    id: string,
    claimId: string,
    { mail, attempts, errorName, outcomeUnknown }: { mail: InquiryMail; attempts: number; errorName: string; outcomeUnknown: boolean },
    now: Date,
  ): Promise<boolean> {
    const exhausted = attempts >= DELIVERY_POLICY.maxAttempts;
    // A send that may have gone waits at least for its Send event (the claim refuses it before that).
    const waitSeconds = Math.max(backoffSeconds(attempts), outcomeUnknown ? DELIVERY_POLICY.sendEventGraceSeconds : 0);
    const next = secondsAfter(now, waitSeconds).toISOString();
    const set = [
      ...(mail === 'seller' ? ['#status = :failed'] : []),
      'lastError = :error',
      'updatedAt = :now',
      ...(exhausted ? [] : ['nextAttemptAt = :next', 'pending = :pending']),
    ];
    const remove = ['leaseUntil', 'claimId', ...(exhausted ? ['pending', 'nextAttemptAt'] : []), ...(outcomeUnknown ? [] : [SEND_NOTE])];
    return updateUnderClaim(id, claimId, {
      expression: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
      names: mail === 'seller' ? { '#status': 'status' } : undefined,
      values: {
        ...(mail === 'seller' ? { ':failed': 'failed' } : {}),
        ':error': errorName,
        ':now': now.toISOString(),
        ...(exhausted ? {} : { ':next': next, ':pending': PENDING_SELLER_MAIL }),
      },
    });
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

  /**
   * Inquiries stored before `storedBefore` whose seller mail or acknowledgement has not gone, read
   * from the table itself (consistent reads), not from an index: one missing from the sweeper's
   * index is found too. Reads at most `maxItems` items.
   */
  async listOverdue(storedBefore: Date, maxItems: number): Promise<StoredInquiry[]> {
    const { dynamo, ScanCommand } = await dynamoSdk();
    const overdue: StoredInquiry[] = [];
    let read = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({
          TableName: tableName(),
          ConsistentRead: true,
          FilterExpression: 'createdAt < :before AND (#status <> :sent OR acknowledgement = :unacknowledged)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':before': storedBefore.toISOString(), ':sent': 'sent', ':unacknowledged': 'pending' },
          Limit: maxItems - read,
          ExclusiveStartKey: start,
        }),
      );
      overdue.push(...((page.Items ?? []) as StoredInquiry[]));
      read += page.ScannedCount ?? 0;
      start = page.LastEvaluatedKey;
    } while (start && read < maxItems);
    return overdue;
  },

  /** One page of inquiries, newest first; `after` is the previous page's last key. */
  /**
   * A page of inquiries, newest first, of one desk state or of all. DynamoDB applies a query's limit
   * before its filter, so a filtered page is read on until it is full; its cursor is then the key of
   * the last inquiry it holds.
   */
  async listNewestFirst(limit: number, after?: Record<string, unknown>, state?: InquiryDeskState) {
    const items: StoredInquiry[] = [];
    let lastKey = after;
    do {
      const page = await queryNewestFirst({ Limit: limit, ExclusiveStartKey: lastKey }, state);
      items.push(...((page.Items ?? []) as StoredInquiry[]));
      lastKey = page.LastEvaluatedKey;
    } while (items.length < limit && lastKey);
    if (items.length <= limit) return { items, lastKey };
    const kept = items.slice(0, limit);
    const last = kept.at(-1)!;
    return { items: kept, lastKey: { id: last.id, kind: last.kind, createdAt: last.createdAt } };
  },

  /** Every inquiry of one desk state, or all, newest first (the export: a single seller's leads fit in memory). */
  async listAll(state?: InquiryDeskState): Promise<StoredInquiry[]> {
    const items: StoredInquiry[] = [];
    let lastKey: Record<string, unknown> | undefined;
    do {
      const page = await queryNewestFirst({ ExclusiveStartKey: lastKey }, state);
      items.push(...((page.Items ?? []) as StoredInquiry[]));
      lastKey = page.LastEvaluatedKey;
    } while (lastKey);
    return items;
  },

  /** How many inquiries are in a desk state. */
  async count(state: InquiryDeskState): Promise<number> {
    let count = 0;
    let lastKey: Record<string, unknown> | undefined;
    do {
      const page = await queryNewestFirst({ ExclusiveStartKey: lastKey, Select: 'COUNT' }, state);
      count += page.Count ?? 0;
      lastKey = page.LastEvaluatedKey;
    } while (lastKey);
    return count;
  },

  /**
   * The desk's change of one inquiry, made only on `expectedVersion`: the new state and one more
   * note, appended. 'missing' for no such inquiry, 'stale' when another change came first.
   */
  async updateDesk(id: string, expectedVersion: number, change: { state?: InquiryDeskState; note?: InquiryNote }): Promise<StoredInquiry | 'missing' | 'stale'> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const sets = ['deskVersion = :next'];
    const values: Record<string, unknown> = { ':next': expectedVersion + 1, ':expected': expectedVersion };
    if (change.state) {
      sets.push('deskState = :state');
      values[':state'] = change.state;
    }
    if (change.note) {
      sets.push('notes = list_append(if_not_exists(notes, :none), :note)');
      values[':note'] = [change.note];
      values[':none'] = [];
    }
    try {
      const { Attributes } = await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression: `SET ${sets.join(', ')}`,
          // A new inquiry has no deskVersion yet: version 0 is also its absence.
          ConditionExpression:
            expectedVersion === 0
              ? 'attribute_exists(id) AND (attribute_not_exists(deskVersion) OR deskVersion = :expected)'
              : 'attribute_exists(id) AND deskVersion = :expected',
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as StoredInquiry;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return (await this.get(id)) ? 'stale' : 'missing';
    }
  },
};

/** One query of the newest-first index, filtered to a desk state (an inquiry without one is new). */
async function queryNewestFirst(
  options: { Limit?: number; ExclusiveStartKey?: Record<string, unknown>; Select?: 'COUNT' },
  state?: InquiryDeskState,
) {
  const { dynamo, QueryCommand } = await dynamoSdk();
  const filter =
    state === undefined
      ? {}
      : {
          FilterExpression: state === 'new' ? 'attribute_not_exists(deskState) OR deskState = :state' : 'deskState = :state',
          ExpressionAttributeValues: { ':kind': INQUIRY_KIND, ':state': state },
        };
  return dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INQUIRY_INDEXES.newestFirst,
      KeyConditionExpression: 'kind = :kind',
      ExpressionAttributeValues: { ':kind': INQUIRY_KIND },
      ScanIndexForward: false,
      ...options,
      ...filter,
    }),
  );
}
