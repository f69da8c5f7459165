import type { AuditAction } from '../../shared/audit';
import type { TourPlacements } from '../../shared/tour-media';
import { auditedChange } from './audit-log';
import type { AdminCaller } from './auth';
import type { HttpResult } from './http';
import { tourMediaRepository } from './tour-media-repository';

/**
 * A tour media change, recorded in the audit log with what `pick` takes of the placements before and
 * after it (their change stamps left out: the entry names the admin and the time itself).
 */
export function auditedTourChange(
  admin: AdminCaller,
  action: AuditAction,
  target: string,
  pick: (placements: TourPlacements) => object,
  change: () => Promise<HttpResult>,
): Promise<HttpResult> {
  return auditedChange(admin, action, target, async () => pick(await tourMediaRepository.readPlacements()), change);
}
