import { isDeepStrictEqual } from 'node:util';
import { sellerToday, toIsoDate } from '../shared/calendar-day';
import { LISTING_FACTS_COPY, LISTING_FACTS_LIMITS, type AdminListingFacts, type CadRate } from '../shared/listing-facts';
import { checkedFacts, listingFactsRequestSchema } from '../shared/listing-facts-schema';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { logAdminChange } from './common/admin-change-log';
import { ListingFactsConflictError, listingFactsRepository } from './common/listing-facts-repository';
import { requestPagePublish } from './common/page-publishing';
import { adminEmail, recordAdminChange } from './common/audit-log';

/** The top-level parts of the record that differ, for the log line. */
const changedParts = (before: object, after: object) =>
  Object.keys(after).filter((key) => !isDeepStrictEqual((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]));

/** A rate the admin changed is the seller's own: the daily update's source stays only on the rate it set. */
function typedRate(rate: CadRate, before: CadRate): CadRate {
  if (rate.usdToCad === before.usdToCad && rate.setOn === before.setOn) return rate;
  const { source: _source, ...own } = rate;
  return own;
}

/**
 * PUT /api/listing/facts (admin): replaces the whole facts record, made on `version`. A change is
 * saved, logged with the admin and the parts it changed, and published to the pages and documents; a
 * request that changes nothing is answered with the facts as they are (nothing written or published),
 * so a retry after a lost answer is harmless; a change made on an older version is a 409.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const request = parseJsonBody(event, listingFactsRequestSchema, { maxBytes: LISTING_FACTS_LIMITS.requestBytes });
  const current = await listingFactsRepository.read();
  const requested = checkedFacts(request);
  const facts = { ...requested, cadRate: typedRate(requested.cadRate, current.facts.cadRate) };
  const changed = changedParts(current.facts, facts);
  if (!changed.length) return json(200, current);
  if (current.version !== request.version) throw new HttpError(409, LISTING_FACTS_COPY.conflict);
  const next: AdminListingFacts = { version: current.version + 1, changedOn: toIsoDate(sellerToday()), changedBy: await adminEmail(admin), facts };
  await listingFactsRepository.save(request.version, next).catch((error: unknown) => {
    throw error instanceof ListingFactsConflictError ? new HttpError(409, LISTING_FACTS_COPY.conflict) : error;
  });
  logAdminChange('listing facts changed', admin, {
    version: next.version,
    changed,
    ...(changed.includes('cadRate') ? { cadRate: facts.cadRate, previousCadRate: current.facts.cadRate } : {}),
  });
  await recordAdminChange(admin, 'listing.facts', 'facts', current.facts, facts);
  await requestPagePublish();
  return json(200, next);
});
