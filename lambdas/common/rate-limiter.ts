import { createHash } from 'node:crypto';
import { RATE_LIMITS_TABLE } from '../../shared/backend/tables';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [RATE_LIMITS_TABLE.envVar]: requiredName });
const tableName = () => env()[RATE_LIMITS_TABLE.envVar];

const HOUR_MS = 3_600_000;

/**
 * Counters are keyed by a hash, so no address or e-mail is kept in the table. Callers pass a
 * canonical subject (e.g. mailboxKey for e-mail), so variants of one subject share a counter.
 */
const counterId = (scope: string, subject: string, hour: number) =>
  `rate#${scope}#${createHash('sha256').update(subject.toLowerCase()).digest('hex')}#${hour}`;

/**
 * Fixed-window rate limit in DynamoDB: an atomic counter per subject and hour that
 * expires through the table's TTL. Returns false once the subject has used its allowance.
 */
export async function withinHourlyLimit(scope: string, subject: string, perHour: number, now: Date): Promise<boolean> {
  const { dynamo, UpdateCommand } = await dynamoSdk();
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { id: counterId(scope, subject, hour) },
      UpdateExpression: 'ADD #count :one SET #expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': RATE_LIMITS_TABLE.timeToLiveAttribute },
      // An hour after the window closes, in epoch seconds (the TTL attribute's unit).
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': Math.floor(((hour + 2) * HOUR_MS) / 1000) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 0) <= perHour;
}
