import * as z from 'zod/mini';
import '../shared/zod-config';
import { ADMIN_GROUP } from '../shared/api-routes';
import { ADMIN_MESSAGES } from '../shared/auth';
import { ENV } from '../shared/backend/environment';
import { ROLES_TABLE } from '../shared/backend/tables';
import { callerClaims } from './common/auth';
import { isConditionFailure } from './common/conditional-write';
import { dynamoSdk } from './common/dynamo';
import { environment, requiredName } from './common/env';
import { lazy } from './common/lazy';
import { HttpError, httpHandler, json } from './common/http';
import { logger } from './common/logger';
import { recordAdminChange } from './common/audit-log';

const env = environment({ [ROLES_TABLE.envVar]: requiredName, [ENV.userPoolId]: requiredName, [ENV.adminEmail]: z.email() });

/** The user pool's admin client and its commands, loaded by the first claim (see dynamo.ts for why). */
const cognitoSdk = lazy(() => import('./common/cognito-client'));

/** The one item whose conditional write makes the claim happen at most once. */
const CLAIM_KEY = { userId: '#initial-admin', role: ADMIN_GROUP };

/**
 * POST /api/admin/setup-initial (signed-in): the one-time claim of admin rights (docs/decisions/sign-in-rules.md):
 * only while no admin exists, and only for the operator's admin e-mail, verified. The claim is
 * a conditional write in the roles table, then the user joins the Cognito admin group.
 */
export const handler = httpHandler(async (event) => {
  const { [ROLES_TABLE.envVar]: rolesTable, [ENV.userPoolId]: userPoolId, [ENV.adminEmail]: adminEmail } = env();
  const claims = callerClaims(event);
  const username = String(claims.username ?? claims['cognito:username'] ?? '');
  const sub = String(claims.sub ?? '');
  if (!username || !sub) throw new HttpError(401, ADMIN_MESSAGES.signInFirst);

  const { cognito, AdminAddUserToGroupCommand, AdminGetUserCommand } = await cognitoSdk();
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  const attribute = (name: string) => user.UserAttributes?.find((each) => each.Name === name)?.Value;
  if (attribute('email')?.toLowerCase() !== adminEmail.toLowerCase() || attribute('email_verified') !== 'true') {
    logger.warn('admin claim refused: not the configured, verified admin e-mail');
    throw new HttpError(403, ADMIN_MESSAGES.notTheAdminEmail);
  }

  const { dynamo, DeleteCommand, PutCommand } = await dynamoSdk();
  try {
    await dynamo.send(
      new PutCommand({
        TableName: rolesTable,
        Item: { ...CLAIM_KEY, claimedBy: sub, claimedAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(userId)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, ADMIN_MESSAGES.alreadyClaimed);
    throw error;
  }
  try {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: ADMIN_GROUP }));
    await dynamo.send(new PutCommand({ TableName: rolesTable, Item: { userId: sub, role: ADMIN_GROUP, grantedAt: new Date().toISOString() } }));
  } catch (error) {
    // Give the claim back, so the operator can try again once Cognito answers.
    await dynamo.send(new DeleteCommand({ TableName: rolesTable, Key: CLAIM_KEY }));
    throw error;
  }
  logger.info('initial admin granted', { sub });
  await recordAdminChange({ userId: sub, username }, 'admin.claim', sub, { group: null }, { group: ADMIN_GROUP });
  return json(200, { success: true, message: ADMIN_MESSAGES.granted });
});
