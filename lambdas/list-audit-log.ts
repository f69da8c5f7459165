import * as z from 'zod/mini';
import '../shared/zod-config';
import { AUDIT_PAGE_SIZE, listAuditQuerySchema, type AuditEntry, type AuditPage } from '../shared/audit';
import { AUDIT_PARTITION, AUDIT_TABLE } from '../shared/backend/tables';
import { requireAdmin } from './common/auth';
import { dynamoSdk } from './common/dynamo';
import { environment, requiredName } from './common/env';
import { httpHandler, json, parseQuery } from './common/http';
import { pageCursor } from './common/page-cursor';

const env = environment({ [AUDIT_TABLE.envVar]: requiredName });

/** The key of a page's last entry. */
const cursors = pageCursor(z.strictObject({ pk: z.literal(AUDIT_PARTITION), sk: z.string().check(z.maxLength(200)) }));

/** GET /api/audit (admin): who did what, newest first, in pages. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const { limit = AUDIT_PAGE_SIZE.default, cursor } = parseQuery(event, listAuditQuerySchema);
  const { dynamo, QueryCommand } = await dynamoSdk();
  const result = await dynamo.send(
    new QueryCommand({
      TableName: env()[AUDIT_TABLE.envVar],
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor ? cursors.decode(cursor) : undefined,
    }),
  );
  const page: AuditPage = {
    items: (result.Items ?? []).map(({ id, at, admin, action, target, changes }) => ({ id, at, admin, action, target, changes }) as AuditEntry),
    ...(result.LastEvaluatedKey ? { nextCursor: cursors.encode(result.LastEvaluatedKey) } : {}),
  };
  return json(200, page);
});
