import type { ChangeStamp } from '../../shared/tour-media';
import { adminEmail } from './audit-log';
import type { AdminCaller } from './auth';

/**
 * Who changed a placement and when, the admin named by e-mail. Apart from the repository, so the
 * functions that only read the placements (the page publisher, the admin's GET) need no user pool.
 */
export async function changeStamp(admin: AdminCaller, now: Date): Promise<ChangeStamp> {
  return { updatedAt: now.toISOString(), updatedBy: await adminEmail(admin) };
}
