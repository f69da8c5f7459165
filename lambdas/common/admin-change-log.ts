import type { AdminCaller } from './auth';
import { logger } from './logger';

/** The one structured log line of an admin change: what changed, on what, and which admin made it. */
export function logAdminChange(change: string, admin: AdminCaller, details: Record<string, unknown>): void {
  logger.info(change, { ...details, admin: admin.username, adminId: admin.userId });
}
