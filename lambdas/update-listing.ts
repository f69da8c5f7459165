import { LISTING_CHANGE_COPY, LISTING_LIMITS, nextListingChange } from '../shared/listing-state-admin';
import { listingChangeRequestSchema, requestedFields } from '../shared/listing-state-schema';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { ListingConflictError, listingRepository } from './common/listing-repository';
import { logger } from './common/logger';
import { requestPagePublish } from './common/page-publishing';
import { auditFields, LISTING_AUDIT_FIELDS } from '../shared/audit';
import type { AdminListingState } from '../shared/listing-state-admin';
import { adminEmail, recordAdminChange } from './common/audit-log';
import { listingChangeAlerts, recordForWatchers } from './common/listing-watch';

/**
 * PUT /api/listing (admin): sets the status, note, price and price validity, made on `version`.
 * A change is saved with one history entry naming the admin, logged, recorded for the watchers
 * (a price or status change), and published to the pages;
 * a request that changes nothing is answered with the state as it is (no entry, nothing published),
 * so a retry after a lost answer is harmless; a change made on an older version is a 409.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const request = parseJsonBody(event, listingChangeRequestSchema, { maxBytes: LISTING_LIMITS.requestBytes });
  const by = await adminEmail(admin);
  let before: AdminListingState | undefined;
  const { state, change } = await listingRepository
    .change(request.version, (current) => nextListingChange((before = current), requestedFields(request), by, new Date()))
    .catch((error: unknown) => {
      throw error instanceof ListingConflictError ? new HttpError(409, LISTING_CHANGE_COPY.conflict) : error;
    });
  if (!change) return json(200, state);
  logger.info('listing changed', {
    admin: admin.username,
    adminUserId: admin.userId,
    version: change.version,
    status: change.status,
    ...(change.previousStatus ? { previousStatus: change.previousStatus } : {}),
    priceUsd: change.priceUsd,
    ...(change.previousPriceUsd !== undefined ? { previousPriceUsd: change.previousPriceUsd } : {}),
    priceValidUntil: change.priceValidUntil,
    note: change.note,
  });
  await recordAdminChange(admin, 'listing.change', 'listing', before && auditFields(before, LISTING_AUDIT_FIELDS), auditFields(state, LISTING_AUDIT_FIELDS));
  await recordForWatchers(listingChangeAlerts(change), new Date(change.at));
  await requestPagePublish();
  return json(200, state);
});
