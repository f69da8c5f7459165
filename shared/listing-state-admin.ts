import { sellerToday, toIsoDate } from './calendar-day';
import { BUILT_IN_LISTING_STATE, type ListingChange, type ListingFields, type PublicListingState } from './listing-state';

/**
 * The admin's side of the listing's state (shared/listing-state.ts): the history with the admins'
 * names, the limits and words of a change, and how a change is made. Apart from what pages read, so
 * none of it reaches a page's first-load JavaScript.
 */

export const LISTING_LIMITS = {
  /** The public note, and its French version: a line or two under the banner. */
  note: 280,
  /** A sanity bound on the asking price, far above any price for this trailer. */
  priceUsdMax: 10_000_000,
  /** Bodies of PUT /api/listing over this are refused with 413. */
  requestBytes: 4 * 1024,
} as const;

/** The words of the admin's panel and of the API's answers about a change. */
export const LISTING_CHANGE_COPY = {
  saved: 'Listing saved. The public pages show the change within 2 minutes.',
  unchanged: 'Nothing to save: the listing already reads like this.',
  conflict: 'Another admin changed the listing meanwhile. Their change is shown now; make yours again on top of it.',
  priceValidUntilPast: 'priceValidUntil must be today or later (yyyy-mm-dd)',
  priceValidUntilFormat: 'priceValidUntil must be a date (yyyy-mm-dd)',
} as const;

/** A change as the admin reads it: also who made it. Never sent to public pages. */
export interface AdminListingChange extends ListingChange {
  /** The admin's sign-in name. */
  by: string;
}

/** What the admin reads (GET /api/listing/history) and a PUT answers. */
export interface AdminListingState extends ListingFields {
  /** The number of changes saved so far; a PUT names the version it was made on. */
  version: number;
  changedOn: string | null;
  history: AdminListingChange[];
}

/** The note's French version, where there is one (older records have no such field). */
const frenchNote = ({ noteFr }: ListingFields) => (noteFr ? { noteFr } : {});

const publicChange = (change: ListingChange): ListingChange => ({
  version: change.version,
  at: change.at,
  on: change.on,
  status: change.status,
  note: change.note,
  ...frenchNote(change),
  priceUsd: change.priceUsd,
  priceValidUntil: change.priceValidUntil,
  ...(change.previousStatus ? { previousStatus: change.previousStatus } : {}),
  ...(change.previousPriceUsd !== undefined ? { previousPriceUsd: change.previousPriceUsd } : {}),
});

/** The public part of the admin's state: built field by field, so no admin name can slip through. */
export function publicListingState(state: AdminListingState): PublicListingState {
  return {
    status: state.status,
    note: state.note,
    ...frenchNote(state),
    priceUsd: state.priceUsd,
    priceValidUntil: state.priceValidUntil,
    changedOn: state.changedOn,
    history: state.history.map(publicChange),
  };
}

/** The state before any change, as the admin reads it. */
export const BUILT_IN_ADMIN_LISTING_STATE: AdminListingState = { ...BUILT_IN_LISTING_STATE, version: 0, history: [] };

const sameFields = (a: ListingFields, b: ListingFields) =>
  a.status === b.status && a.note === b.note && (a.noteFr ?? null) === (b.noteFr ?? null) && a.priceUsd === b.priceUsd && a.priceValidUntil === b.priceValidUntil;

/**
 * The change `requested` makes to `current`, made by `by` at `now`; undefined when it changes nothing
 * (a no-op is answered without a history entry, so a retried request never logs twice).
 */
export function nextListingChange(current: AdminListingState, requested: ListingFields, by: string, now: Date): AdminListingChange | undefined {
  if (sameFields(current, requested)) return undefined;
  return {
    version: current.version + 1,
    at: now.toISOString(),
    on: toIsoDate(sellerToday(now)),
    by,
    status: requested.status,
    note: requested.note,
    ...frenchNote(requested),
    priceUsd: requested.priceUsd,
    priceValidUntil: requested.priceValidUntil,
    ...(requested.status !== current.status ? { previousStatus: current.status } : {}),
    ...(requested.priceUsd !== current.priceUsd ? { previousPriceUsd: current.priceUsd } : {}),
  };
}

/** The state after `change`, with the change first in its history. */
export function withListingChange(current: AdminListingState, change: AdminListingChange): AdminListingState {
  return {
    status: change.status,
    note: change.note,
    ...frenchNote(change),
    priceUsd: change.priceUsd,
    priceValidUntil: change.priceValidUntil,
    version: change.version,
    changedOn: change.on,
    history: [change, ...current.history],
  };
}
