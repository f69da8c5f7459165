import { ADMIN_GROUP } from '../../shared/api-routes';
import { MESSAGES } from '../../shared/messages';
import { HttpError, type HttpEvent } from './http';

type JwtClaims = Record<string, string | number | boolean | string[]>;

/** The verified token claims API Gateway's JWT authorizer passed on; empty when there are none. */
export function callerClaims(event: HttpEvent): JwtClaims {
  return (event.requestContext as { authorizer?: { jwt?: { claims?: JwtClaims } } }).authorizer?.jwt?.claims ?? {};
}

/**
 * The groups of the signed-in caller. API Gateway's JWT authorizer passes array claims
 * as a "[a b]" string; direct Lambda tests may pass a real array.
 */
function callerGroups(event: HttpEvent): string[] {
  const groups = callerClaims(event)['cognito:groups'];
  if (Array.isArray(groups)) return groups;
  if (typeof groups === 'string') return groups.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
  return [];
}

/**
 * The only admin check, in AWS and locally: API Gateway's JWT authorizer (and the local gateway) only
 * authenticate the token, so every admin handler calls this first. 401 without claims (a route left
 * without an authorizer), 403 for a signed-in caller outside the admin group.
 */
export function requireAdmin(event: HttpEvent): AdminCaller {
  const claims = callerClaims(event);
  if (Object.keys(claims).length === 0) throw new HttpError(401, MESSAGES.api.unauthorized);
  if (!callerGroups(event).includes(ADMIN_GROUP)) throw new HttpError(403, MESSAGES.api.forbidden);
  return { userId: String(claims.sub), username: String(claims.username ?? claims['cognito:username'] ?? claims.sub) };
}

/** Who made an admin change, as its log entries and the change records name them. */
export interface AdminCaller {
  /** The user pool's subject id. */
  userId: string;
  /** The access token's username (the ID token's cognito:username): the sign-in name. */
  username: string;
}
