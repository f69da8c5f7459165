import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { WATCHER_INDEXES, WATCHERS_TABLE } from '../../shared/backend/tables';
import { WATCH_LANGUAGES, WATCH_POLICY, WATCH_TOPICS, type WatchCounts, type WatchLanguage, type WatchTopic } from '../../shared/watch';
import type { WatchRequest } from '../../shared/watch-schema';
import { conditionally } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';
import { queryAll } from './query-all';

const env = environment({ [WATCHERS_TABLE.envVar]: requiredName });
const tableName = () => env()[WATCHERS_TABLE.envVar];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The TTL attribute's unit is epoch seconds. */
const epochSeconds = (ms: number) => Math.ceil(ms / 1000);
const monthsLater = (now: Date, months: number) => {
  const later = new Date(now);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later.getTime();
};

export type WatcherState = 'pending' | 'confirmed';
export type SuppressionReason = 'unsubscribed' | 'bounce' | 'complaint';

/** A watcher as stored: the address as typed, the mailbox's salted hash (mailbox-hash.ts) in its key. */
export interface StoredWatcher {
  id: `watcher#${string}`;
  state: WatcherState;
  email: string;
  organisation: string;
  topics: WatchTopic[];
  /** The language of the page they signed up on, which their mails and pages are in; absent (English) on a watcher stored before it was kept. */
  language?: WatchLanguage;
  createdAt: string;
  /** When the last confirmation mail was asked for (at most one per WATCH_POLICY.confirmationEveryHours). */
  confirmationSentAt?: string;
  /** sha256 of the pending confirmation link's secret, and when it stops working. */
  confirmTokenHash?: string;
  confirmExpiresAt?: string;
  /** The unsubscribe links' secret: every alert carries it, so it is kept as it is. */
  unsubscribeSecret?: string;
  confirmedAt?: string;
  expiresAt: number;
}

const watcherId = (hash: string) => `watcher#${hash}` as const;
const suppressionId = (hash: string) => `suppressed#${hash}` as const;
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
/** A link's token: the mailbox hash and a secret (watchTokenSchema). */
const token = (hash: string, secret: string) => `${hash}.${secret}`;
const splitToken = (linkToken: string) => {
  const [hash = '', secret = ''] = linkToken.split('.');
  return { hash, secret };
};
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function get<T>(id: string): Promise<T | undefined> {
  const { dynamo, GetCommand } = await dynamoSdk();
  return (await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }))).Item as T | undefined;
}

/** The confirmed watchers' unsubscribe link token. */
export const unsubscribeToken = (watcher: Pick<StoredWatcher, 'id' | 'unsubscribeSecret'>) => token(watcher.id.slice('watcher#'.length), watcher.unsubscribeSecret ?? '');

export const watchersRepository = {
  /**
   * Asks for a subscription. Returns the confirmation link's token when a confirmation mail is to be
   * sent now; undefined when nothing is to be mailed: the address is confirmed already, bounced or
   * complained, or was sent a confirmation within the last day. A pending one older than that gets a
   * new link (the old one stops working) and the topics and language asked for now.
   */
  async request({ email, organisation, topics, language }: WatchRequest, hash: string, now: Date): Promise<string | undefined> {
    const suppressed = await get<{ reason: SuppressionReason }>(suppressionId(hash));
    if (suppressed && suppressed.reason !== 'unsubscribed') return undefined;
    const existing = await get<StoredWatcher>(watcherId(hash));
    if (existing?.state === 'confirmed') return undefined;
    const lastSent = existing?.confirmationSentAt;
    if (lastSent && Date.parse(lastSent) > now.getTime() - WATCH_POLICY.confirmationEveryHours * HOUR_MS) return undefined;
    const secret = newSecret();
    const item: StoredWatcher = {
      id: watcherId(hash),
      state: 'pending',
      email,
      organisation,
      topics,
      language,
      createdAt: now.toISOString(),
      confirmationSentAt: now.toISOString(),
      confirmTokenHash: digest(secret),
      confirmExpiresAt: new Date(now.getTime() + WATCH_POLICY.confirmHours * HOUR_MS).toISOString(),
      expiresAt: epochSeconds(now.getTime() + WATCH_POLICY.pendingDays * DAY_MS),
    };
    const { dynamo, PutCommand } = await dynamoSdk();
    // Two requests racing for one address: only the one that finds the item as it was read mails.
    const written = await conditionally(() =>
      dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ...(existing
            ? { ConditionExpression: '#state = :pending AND confirmationSentAt = :seen', ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':pending': 'pending', ':seen': lastSent } }
            : { ConditionExpression: 'attribute_not_exists(id)' }),
        }),
      ),
    );
    return written ? token(hash, secret) : undefined;
  },

  /** The pending watcher a confirmation link names, while the link works; undefined for a forged, used or expired one. */
  async pendingFor(linkToken: string, now: Date): Promise<StoredWatcher | undefined> {
    const { hash, secret } = splitToken(linkToken);
    const watcher = await get<StoredWatcher>(watcherId(hash));
    if (watcher?.state !== 'pending' || !watcher.confirmTokenHash || !watcher.confirmExpiresAt) return undefined;
    if (!sameText(watcher.confirmTokenHash, digest(secret)) || Date.parse(watcher.confirmExpiresAt) <= now.getTime()) return undefined;
    return watcher;
  },

  /** Confirms the subscription a link names, once: false for a forged, used or expired link. */
  async confirm(linkToken: string, now: Date): Promise<boolean> {
    const watcher = await this.pendingFor(linkToken, now);
    if (!watcher) return false;
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const confirmed = await conditionally(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id: watcher.id },
          UpdateExpression: 'SET #state = :confirmed, confirmedAt = :now, unsubscribeSecret = :secret, expiresAt = :expires REMOVE confirmTokenHash, confirmExpiresAt',
          // Single use: the link's own hash must still be there.
          ConditionExpression: 'confirmTokenHash = :hash',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':confirmed': 'confirmed',
            ':now': now.toISOString(),
            ':secret': newSecret(),
            ':expires': epochSeconds(monthsLater(now, WATCH_POLICY.idleMonths)),
            ':hash': watcher.confirmTokenHash,
          },
        }),
      ),
    );
    if (confirmed) await this.forgetSuppression(watcher.id.slice('watcher#'.length));
    return confirmed;
  },

  /** An address unsubscribed before and confirmed again is no longer suppressed; a bounced one never gets here. */
  async forgetSuppression(hash: string): Promise<void> {
    const { dynamo, DeleteCommand } = await dynamoSdk();
    await conditionally(() =>
      dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { id: suppressionId(hash) }, ConditionExpression: 'reason = :unsubscribed', ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed' } })),
    );
  },

  /**
   * Whether an unsubscribe link is good: it names a confirmed watcher with that secret, or an address
   * unsubscribed already (a mail client's second post, a second click), which is answered the same.
   */
  async unsubscribeLinkIsGood(linkToken: string): Promise<boolean> {
    const { hash, secret } = splitToken(linkToken);
    const watcher = await get<StoredWatcher>(watcherId(hash));
    if (watcher?.unsubscribeSecret) return sameText(watcher.unsubscribeSecret, secret);
    return (await get(suppressionId(hash))) !== undefined;
  },

  /** Ends a subscription by its link: deletes the address, keeping its hash. False for a link that is not good. */
  async unsubscribe(linkToken: string, now: Date): Promise<boolean> {
    if (!(await this.unsubscribeLinkIsGood(linkToken))) return false;
    await this.suppress(splitToken(linkToken).hash, 'unsubscribed', now);
    return true;
  },

  /** Deletes the watcher of a mailbox hash (if any) and records the hash as suppressed, for the reason given. */
  async suppress(hash: string, reason: SuppressionReason, now: Date): Promise<void> {
    const { dynamo, DeleteCommand, PutCommand } = await dynamoSdk();
    // The hash first: a crash between the two leaves an address suppressed, never one mailed after its unsubscribe.
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { id: suppressionId(hash), reason, at: now.toISOString() } }));
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { id: watcherId(hash) } }));
  },

  /** Whether a mailbox hash is suppressed for a bounce or a complaint (nothing may be mailed to it). */
  async isBlocked(hash: string): Promise<boolean> {
    const suppressed = await get<{ reason: SuppressionReason }>(suppressionId(hash));
    return suppressed !== undefined && suppressed.reason !== 'unsubscribed';
  },

  /** Every watcher in a state, read page by page from the sparse state index. */
  listByState: (state: WatcherState) =>
    queryAll<StoredWatcher>({
      TableName: tableName(),
      IndexName: WATCHER_INDEXES.byState,
      KeyConditionExpression: '#state = :state',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':state': state },
    }),

  /** The admin's counts: confirmed and pending, and the confirmed by topic and by language; no address leaves the table. */
  async counts(): Promise<Omit<WatchCounts, 'exportEnabled'>> {
    const [confirmed, pending] = await Promise.all([this.listByState('confirmed'), this.listByState('pending')]);
    const topics = Object.fromEntries(WATCH_TOPICS.map((topic) => [topic, confirmed.filter((watcher) => watcher.topics.includes(topic)).length])) as Record<WatchTopic, number>;
    const languages = Object.fromEntries(WATCH_LANGUAGES.map((language) => [language, confirmed.filter((watcher) => (watcher.language ?? 'en') === language).length])) as Record<WatchLanguage, number>;
    return { confirmed: confirmed.length, pending: pending.length, topics, languages };
  },
};
