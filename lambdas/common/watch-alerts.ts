import { randomUUID } from 'node:crypto';
import { WATCHER_INDEXES, WATCHERS_TABLE } from '../../shared/backend/tables';
import { WATCH_POLICY } from '../../shared/watch';
import { conditionally } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';
import { queryAll } from './query-all';
import type { AlertChange } from './watch-mail';

/**
 * The changes watchers are told of, their batches and each watcher's delivery of a batch, in the
 * watchers table (docs/decisions/watch-alerts.md).
 */

const env = environment({ [WATCHERS_TABLE.envVar]: requiredName });
const tableName = () => env()[WATCHERS_TABLE.envVar];

/** Changes, batches and deliveries are kept this long after they are written, for the operator to look into. */
const KEPT_DAYS = 30;
const keptUntil = (now: Date) => Math.ceil(now.getTime() / 1000) + KEPT_DAYS * 86_400;

export interface StoredAlert extends AlertChange {
  id: `alert#${string}`;
  pending?: 'alert';
}

export interface StoredBatch {
  id: `batch#${string}`;
  pending?: 'batch';
  /** The first change's time: the batch is formed once it is WATCH_POLICY.batchMinutes old. */
  at: string;
  alertIds: string[];
  changes: AlertChange[];
}

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

export interface StoredDelivery {
  id: `delivery#${string}`;
  status: DeliveryStatus;
  attempts: number;
}

const queryPending = <T>(kind: 'alert' | 'batch') =>
  queryAll<T>({ TableName: tableName(), IndexName: WATCHER_INDEXES.pendingAlerts, KeyConditionExpression: 'pending = :kind', ExpressionAttributeValues: { ':kind': kind } });

export const watchAlerts = {
  /** Records changes for the watchers; the sweeper batches and mails them. */
  async record(changes: readonly Omit<AlertChange, 'at'>[], now: Date): Promise<void> {
    const { dynamo, PutCommand } = await dynamoSdk();
    const at = now.toISOString();
    for (const change of changes) {
      const item: StoredAlert = { ...change, at, id: `alert#${at}#${randomUUID()}`, pending: 'alert' };
      await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...item, expiresAt: keptUntil(now) } }));
    }
  },

  /**
   * Forms the next batch once its first change is WATCH_POLICY.batchMinutes old: every change recorded
   * until now. The batch is written once (its id is its first change's), then its changes leave the
   * index, so a run that stops between the two forms the very same batch again.
   */
  async formBatch(now: Date): Promise<StoredBatch | undefined> {
    const alerts = (await queryPending<StoredAlert>('alert')).filter((alert) => alert.at <= now.toISOString());
    const first = alerts[0];
    if (!first || Date.parse(first.at) > now.getTime() - WATCH_POLICY.batchMinutes * 60_000) return undefined;
    const { dynamo, GetCommand, PutCommand, UpdateCommand } = await dynamoSdk();
    const id = `batch#${first.id.slice('alert#'.length)}` as const;
    const formed: StoredBatch = {
      id,
      pending: 'batch',
      at: first.at,
      alertIds: alerts.map((alert) => alert.id),
      changes: alerts.map(({ topic, before, after, at, fr }) => ({ topic, before, after, at, fr })),
    };
    const written = await conditionally(() =>
      dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...formed, expiresAt: keptUntil(now) }, ConditionExpression: 'attribute_not_exists(id)' })),
    );
    const batch = written ? formed : ((await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }))).Item as StoredBatch);
    for (const alertId of batch.alertIds) {
      await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: { id: alertId }, UpdateExpression: 'REMOVE pending' }));
    }
    return batch;
  },

  /** Batches not yet mailed to every watcher, oldest first. */
  openBatches: () => queryPending<StoredBatch>('batch'),

  /** A batch is done: every watcher was mailed, or given up on. */
  async closeBatch(batch: StoredBatch): Promise<void> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: { id: batch.id }, UpdateExpression: 'REMOVE pending' }));
  },

  /**
   * Claims one watcher's mail of one batch: a first claim, or one more attempt after SES refused the
   * last. Undefined when it is sent, given up, or its sender stopped without knowing whether SES took
   * it ('sending'): that one is never sent again, as a missed alert is better than a second one.
   */
  async claim(batch: StoredBatch, watcherHash: string): Promise<StoredDelivery | undefined> {
    const { dynamo, GetCommand, PutCommand, UpdateCommand } = await dynamoSdk();
    const id = `delivery#${batch.id.slice('batch#'.length)}#${watcherHash}` as const;
    const first: StoredDelivery = { id, status: 'sending', attempts: 1 };
    if (await conditionally(() => dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...first, expiresAt: keptUntil(new Date()) }, ConditionExpression: 'attribute_not_exists(id)' })))) return first;
    const stored = (await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }))).Item as StoredDelivery | undefined;
    if (stored?.status !== 'failed' || stored.attempts >= WATCH_POLICY.maxAttempts) return undefined;
    const again: StoredDelivery = { id, status: 'sending', attempts: stored.attempts + 1 };
    const claimed = await conditionally(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression: 'SET #status = :sending, attempts = :attempts',
          ConditionExpression: '#status = :failed AND attempts = :seen',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':sending': 'sending', ':attempts': again.attempts, ':failed': 'failed', ':seen': stored.attempts },
        }),
      ),
    );
    return claimed ? again : undefined;
  },

  /** Records the outcome of a claimed send. */
  async settle(delivery: StoredDelivery, status: 'sent' | 'failed'): Promise<void> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { id: delivery.id },
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      }),
    );
  },

  /** A confirmed watcher is kept WATCH_POLICY.idleMonths after the listing's last change. */
  async keepWatcher(watcherId: string, now: Date): Promise<void> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const until = new Date(now);
    until.setUTCMonth(until.getUTCMonth() + WATCH_POLICY.idleMonths);
    await conditionally(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id: watcherId },
          UpdateExpression: `SET ${WATCHERS_TABLE.timeToLiveAttribute} = :until`,
          // An address unsubscribed meanwhile stays deleted.
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':until': Math.ceil(until.getTime() / 1000) },
        }),
      ),
    );
  },
};
