import { formatCalendarDay, parseIsoDate, sellerToday, toIsoDate } from './contact';
import { TRAILER, formatAmount } from './trailer';

/**
 * The listing's state: whether the trailer is still for sale, its asking price, an optional public
 * note, and the dated log of every change the admin made. Free of zod, so every page can read it
 * without loading it; the admin's change request is checked by listing-state-schema.ts.
 */

/** GET: the public state (no admin names). PUT (admin): a change. */
export const LISTING_ENDPOINT = '/api/listing';
/** GET (admin): the state with its whole history, naming the admin behind each change, and its version. */
export const LISTING_HISTORY_ENDPOINT = `${LISTING_ENDPOINT}/history` as const;

export const LISTING_STATUSES = ['available', 'under-offer', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_LIMITS = {
  /** The public note: a line or two under the banner. */
  note: 280,
  /** A sanity bound on the asking price, far above any price for this trailer. */
  priceUsdMax: 10_000_000,
  /** Bodies of PUT /api/listing over this are refused with 413. */
  requestBytes: 4 * 1024,
} as const;

/** What the admin sets: the whole editable state, sent as one PUT. */
export interface ListingFields {
  status: ListingStatus;
  /** Shown under the status to every buyer; null for none. */
  note: string | null;
  /** The asking price in USD; the CAD figure follows from it (cadFigure). */
  priceUsd: number;
  /** The last day (yyyy-mm-dd) the price holds, for the JSON-LD Offer; null for open-ended. */
  priceValidUntil: string | null;
}

/** One change, as buyers read it in the listing history. */
export interface ListingChange extends ListingFields {
  /** 1 for the first change, one more for each after it. */
  version: number;
  /** When it was saved (ISO 8601 instant). */
  at: string;
  /** The seller's calendar day of `at` (yyyy-mm-dd, Edmonton): the date pages show, fixed when saved. */
  on: string;
  /** The status before, when this change moved it. */
  previousStatus?: ListingStatus;
  /** The price before, when this change moved it. */
  previousPriceUsd?: number;
}

/** A change as the admin reads it: also who made it. Never sent to public pages. */
export interface AdminListingChange extends ListingChange {
  /** The admin's sign-in name. */
  by: string;
}

/** What public pages show (the listing snapshot's `listing`) and GET /api/listing answers. */
export interface PublicListingState extends ListingFields {
  /** The seller's calendar day (yyyy-mm-dd) of the last change; null while nothing was ever changed. */
  changedOn: string | null;
  /** Every change, newest first. */
  history: ListingChange[];
}

/** What the admin reads (GET /api/listing/history) and a PUT answers. */
export interface AdminListingState extends ListingFields {
  /** The number of changes saved so far; a PUT names the version it was made on. */
  version: number;
  changedOn: string | null;
  history: AdminListingChange[];
}

/** The built-in state: available at the price in the repository, never changed. */
export const BUILT_IN_LISTING_STATE: PublicListingState = {
  status: 'available',
  note: null,
  priceUsd: 129_000,
  priceValidUntil: null,
  changedOn: null,
  history: [],
};

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  'under-offer': 'Under offer',
  sold: 'Sold',
};

/** schema.org's ItemAvailability for each status, for the JSON-LD Offer. */
export const LISTING_AVAILABILITY: Record<ListingStatus, string> = {
  available: 'https://schema.org/InStock',
  'under-offer': 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
};

/** The words of the banner, the price blocks, the history and the admin's panel. */
export const LISTING_COPY = {
  bannerLabel: 'Listing status',
  historyTitle: 'Listing history',
  updatedOn: (date: string) => `Updated ${date}`,
  priceReducedOn: (date: string) => `Price reduced on ${date}`,
  priceValidUntil: (date: string) => `Price valid until ${date}`,
  statusChange: (from: ListingStatus, to: ListingStatus) => `Status: ${LISTING_STATUS_LABELS[from]} → ${LISTING_STATUS_LABELS[to]}`,
  priceChange: (from: number, to: number) => `Price: ${formatAmount(from)} → ${formatAmount(to)} USD`,
  detailsChange: 'Note or price validity updated',
  saved: 'Listing saved. The public pages show the change within 2 minutes.',
  unchanged: 'Nothing to save: the listing already reads like this.',
  conflict: 'Another admin changed the listing meanwhile. Their change is shown now; make yours again on top of it.',
  priceValidUntilPast: 'priceValidUntil must be today or later (yyyy-mm-dd)',
  priceValidUntilFormat: 'priceValidUntil must be a date (yyyy-mm-dd)',
} as const;

/** 'November 23, 2026' for a yyyy-mm-dd day; the text as it is when it is no such day. */
export function formatListingDay(day: string): string {
  const parsed = parseIsoDate(day);
  return parsed ? formatCalendarDay(parsed) : day;
}

/** Whether the banner shows: from the first change on (an untouched listing is simply for sale). */
export function listingBannerShown(state: PublicListingState): boolean {
  return state.changedOn !== null;
}

/** 'Price reduced on <date>' when the last price change lowered the price, else undefined. */
export function priceReducedLabel(state: PublicListingState): string | undefined {
  const lastPriceChange = state.history.find((change) => change.previousPriceUsd !== undefined);
  if (!lastPriceChange || lastPriceChange.previousPriceUsd! <= lastPriceChange.priceUsd) return undefined;
  return LISTING_COPY.priceReducedOn(formatListingDay(lastPriceChange.on));
}

/** What the header's strapline says of each status. */
const TAGLINE_STATUS: Record<ListingStatus, string> = { available: 'For Sale', 'under-offer': 'Under Offer', sold: 'Sold' };

/** The unit and its length: the strapline of the API's own pages, which do not read the listing's status. */
export const UNIT_TAGLINE = `Unit ${TRAILER.unitNumber} · ${TRAILER.lengthFeet} ft`;

/** The header's strapline on the site's pages: the unit, its length and where the sale stands. */
export function siteTagline(status: ListingStatus): string {
  return `${UNIT_TAGLINE} · ${TAGLINE_STATUS[status]}`;
}

/** '$129,000 USD'. */
export function formatUsd(usd: number): string {
  return `${formatAmount(usd)} USD`;
}

/** What one change did, line by line, for the history. */
export function changeSummary(change: ListingChange): string[] {
  const lines: string[] = [];
  if (change.previousStatus) lines.push(LISTING_COPY.statusChange(change.previousStatus, change.status));
  if (change.previousPriceUsd !== undefined) lines.push(LISTING_COPY.priceChange(change.previousPriceUsd, change.priceUsd));
  // Neither status nor price moved: the note or the validity did, and the entry shows both.
  if (!lines.length) lines.push(LISTING_COPY.detailsChange);
  return lines;
}

const publicChange = (change: ListingChange): ListingChange => ({
  version: change.version,
  at: change.at,
  on: change.on,
  status: change.status,
  note: change.note,
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
    priceUsd: state.priceUsd,
    priceValidUntil: state.priceValidUntil,
    changedOn: state.changedOn,
    history: state.history.map(publicChange),
  };
}

/** The state before any change, as the admin reads it. */
export const BUILT_IN_ADMIN_LISTING_STATE: AdminListingState = { ...BUILT_IN_LISTING_STATE, version: 0, history: [] };

const sameFields = (a: ListingFields, b: ListingFields) =>
  a.status === b.status && a.note === b.note && a.priceUsd === b.priceUsd && a.priceValidUntil === b.priceValidUntil;

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
    priceUsd: change.priceUsd,
    priceValidUntil: change.priceValidUntil,
    version: change.version,
    changedOn: change.on,
    history: [change, ...current.history],
  };
}
