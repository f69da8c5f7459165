import { createHash, randomUUID } from 'node:crypto';
import { RATE_LIMITS_TABLE } from '../../shared/backend/tables';
import { isConditionFailure } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [RATE_LIMITS_TABLE.envVar]: requiredName });
const tableName = () => env()[RATE_LIMITS_TABLE.envVar];

const HOUR_MS = 3_600_000;
/** Writes racing on one subject are tried again this often before the request is refused. */
const MAX_RACES = 5;

/**
 * Counters are keyed by a hash, so no address or e-mail is kept in the table. Callers pass a
 * canonical subject (e.g. mailboxKey for e-mail), so variants of one subject share a counter.
 */
const counterId = (scope: string, subject: string) => `rate#${scope}#${createHash('sha256').update(subject.toLowerCase()).digest('hex')}`;

/** One subject's item: the accepted requests of the last hour, each `<epoch ms>#<request token>`, and the item's version. */
interface RateWindow {
  sends?: string[];
  version?: number;
}

const sentAt = (entry: string) => Number(entry.slice(0, entry.indexOf('#')));

/**
 * Sliding-window rate limit in DynamoDB: at most `perHour` accepted requests in any 60 minutes,
 * whatever the clock hour. The item holds the times of the subject's accepted requests in the last
 * hour; a request is accepted by a write conditioned on the version it read, so two racing requests
 * cannot both take the last place. The table's TTL deletes an item an hour after its newest request.
 * Returns false once the subject has used its allowance.
 */
export async function withinRollingHourLimit(scope: string, subject: string, perHour: number, now: Date): Promise<boolean> {
  const { dynamo, GetCommand, PutCommand } = await dynamoSdk();
  const id = counterId(scope, subject);
  const entry = `${now.getTime()}#${randomUUID()}`;
  const read = async () => (await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }))).Item as RateWindow | undefined;
  for (let race = 0; race < MAX_RACES; race++) {
    const stored = await read();
    const recent = (stored?.sends ?? []).filter((sent) => sentAt(sent) > now.getTime() - HOUR_MS);
    if (recent.length >= perHour) return false;
    const version = stored?.version ?? 0;
    try {
      await dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            id,
            sends: [...recent, entry],
            version: version + 1,
            // Epoch seconds (the TTL attribute's unit): once this request is an hour old, the item counts nothing.
            [RATE_LIMITS_TABLE.timeToLiveAttribute]: Math.ceil((now.getTime() + HOUR_MS) / 1000),
          },
          ConditionExpression: stored ? 'version = :version' : 'attribute_not_exists(id)',
          ExpressionAttributeValues: stored ? { ':version': version } : undefined,
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Refused: another request wrote first, or the SDK retried this very write after a lost answer.
      if ((await read())?.sends?.includes(entry)) return true;
    }
  }
  return false;
}
