import useSWRInfinite from 'swr/infinite';
import { SITE_SWR } from '../../../lib/site-swr';
import { AUDIT_ENDPOINT, type AuditPage } from '../../../../../shared/audit';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

type PageKey = readonly [typeof AUDIT_ENDPOINT, string | undefined];

/** GET /api/audit (admin): one page of the log, newest first. */
function getAuditPage([endpoint, cursor]: PageKey): Promise<AuditPage> {
  return authorizedApiFetch<AuditPage>(cursor ? `${endpoint}?cursor=${encodeURIComponent(cursor)}` : endpoint);
}

/** The audit log in pages, newest first. */
export function useAuditLog() {
  return useSWRInfinite<AuditPage, ApiError>((index, previous: AuditPage | null) => {
    if (index === 0) return [AUDIT_ENDPOINT, undefined] satisfies PageKey;
    return previous?.nextCursor ? ([AUDIT_ENDPOINT, previous.nextCursor] satisfies PageKey) : null;
  }, getAuditPage, SITE_SWR);
}
