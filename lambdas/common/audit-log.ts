import { randomUUID } from 'node:crypto';
import { AUDIT_UNKNOWN_ADMIN, fieldChanges, type AuditAction, type AuditEntry } from '../../shared/audit';
import { ENV } from '../../shared/backend/environment';
import { AUDIT_PARTITION, AUDIT_TABLE } from '../../shared/backend/tables';
import type { AdminCaller } from './auth';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';
import { inquiryExpiry } from './inquiry-retention';
import { lazy } from './lazy';
import { logger } from './logger';

const env = environment({ [AUDIT_TABLE.envVar]: requiredName, [ENV.userPoolId]: requiredName });

/** The user pool's admin client, loaded by the first lookup (see dynamo.ts for why). */
const cognitoSdk = lazy(() => import('./cognito-client'));

/** E-mails by user-pool id, for the process: an admin's e-mail rarely changes, and each write would ask again. */
const emails = new Map<string, string>();

/**
 * The admin's e-mail, from the user pool: an access token names the user only by username, which in
 * a pool that signs in by e-mail is an id. AUDIT_UNKNOWN_ADMIN (and a logged warning) when the pool
 * cannot answer, so a change is never refused for want of its author's name.
 */
export async function adminEmail(admin: AdminCaller): Promise<string> {
  const known = emails.get(admin.userId);
  if (known) return known;
  try {
    const { cognito, AdminGetUserCommand } = await cognitoSdk();
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: env()[ENV.userPoolId], Username: admin.username }));
    const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
    if (!email) return AUDIT_UNKNOWN_ADMIN;
    emails.set(admin.userId, email);
    return email;
  } catch (error) {
    logger.warn('admin e-mail lookup failed', { adminId: admin.userId, error: error as Error });
    return AUDIT_UNKNOWN_ADMIN;
  }
}

/** The sort key of an entry: its instant first, so the partition reads in time order; the id keeps two in one millisecond apart. */
export const auditEntryKey = (at: string, id: string) => `${at}#${id}`;

/**
 * Appends one entry to the audit log, after the change it records was written: DynamoDB's
 * transactions are not in the local emulator, so the entry cannot share the change's write
 * (docs/decisions/audit-log.md). An entry that cannot be written is logged as an error with
 * everything it would have held, and the change still answers as made; a change that altered
 * nothing (no field differs) is not recorded.
 */
export async function recordAdminChange(
  admin: AdminCaller,
  action: AuditAction,
  target: string,
  before: object | undefined,
  after: object | undefined,
): Promise<void> {
  const changes = fieldChanges(before, after);
  if (Object.keys(changes).length === 0) return;
  const now = new Date();
  const entry: AuditEntry = { id: randomUUID(), at: now.toISOString(), admin: await adminEmail(admin), action, target, changes };
  try {
    const { dynamo, PutCommand } = await dynamoSdk();
    await dynamo.send(
      new PutCommand({
        TableName: env()[AUDIT_TABLE.envVar],
        Item: { pk: AUDIT_PARTITION, sk: auditEntryKey(entry.at, entry.id), adminId: admin.userId, expiresAt: inquiryExpiry(now), ...entry },
      }),
    );
  } catch (error) {
    logger.error('audit entry not written', { auditEntry: entry, adminId: admin.userId, error: error as Error });
  }
}

/**
 * Makes a change and records it: `read` gives the fields the entry compares, before the change and
 * after it. A change that fails is not recorded.
 */
export async function auditedChange<Result>(
  admin: AdminCaller,
  action: AuditAction,
  target: string,
  read: () => Promise<object | undefined>,
  change: () => Promise<Result>,
): Promise<Result> {
  const before = await read();
  const result = await change();
  await recordAdminChange(admin, action, target, before, await read());
  return result;
}
