import * as z from 'zod/mini';
import './zod-config';
import { parseIsoDate, sellerToday, toIsoDate } from './calendar-day';
import { LISTING_STATUSES, type ListingFields } from './listing-state';
import { LISTING_CHANGE_COPY, LISTING_LIMITS } from './listing-state-admin';
import { frenchVersionSchema } from './french-version-schema';
import { textRule } from './text-schema';

/**
 * PUT /api/listing: the whole editable state, and the version it was made on (the admin's panel sends
 * the version it read). The same schema checks the panel's fields in the browser.
 */
export const listingChangeRequestSchema = z.strictObject({
  status: z.enum(LISTING_STATUSES, { error: () => `status must be one of: ${LISTING_STATUSES.join(', ')}` }),
  note: z.pipe(
    z._default(
      z.nullable(
        z
          .string({ error: () => 'note must be text or null' })
          .check(...textRule('note', 'multi-line'), z.maxLength(LISTING_LIMITS.note, `note must be at most ${LISTING_LIMITS.note} characters`)),
      ),
      null,
    ),
    // An empty note is no note.
    z.transform((note: string | null) => note || null),
  ),
  noteFr: z._default(frenchVersionSchema('noteFr', LISTING_LIMITS.note), null),
  priceUsd: z
    .number({ error: () => 'priceUsd must be a number of US dollars' })
    .check(
      z.int('priceUsd must be a whole number of US dollars'),
      z.gte(1, 'priceUsd must be at least 1'),
      z.lte(LISTING_LIMITS.priceUsdMax, `priceUsd must be at most ${LISTING_LIMITS.priceUsdMax}`),
    ),
  priceValidUntil: z._default(
    z.nullable(
      z.string({ error: () => LISTING_CHANGE_COPY.priceValidUntilFormat }).check(
        z.refine((day) => parseIsoDate(day) !== undefined, LISTING_CHANGE_COPY.priceValidUntilFormat),
        // Compared as text: yyyy-mm-dd sorts as the days do. Today is the seller's (Edmonton) day.
        z.refine((day) => day >= toIsoDate(sellerToday()), LISTING_CHANGE_COPY.priceValidUntilPast),
      ),
    ),
    null,
  ),
  version: z
    .number({ error: () => 'version must be the version of the listing the change was made on' })
    .check(z.int('version must be a whole number'), z.gte(0, 'version must be 0 or more')),
});

export type ListingChangeRequest = z.output<typeof listingChangeRequestSchema>;

/** The fields a checked request sets. */
export function requestedFields({ status, note, noteFr, priceUsd, priceValidUntil }: ListingChangeRequest): ListingFields {
  return { status, note, noteFr, priceUsd, priceValidUntil };
}
