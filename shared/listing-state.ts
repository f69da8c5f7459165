import { formatCalendarDay, parseIsoDate } from './calendar-day';
import { TRAILER, formatAmount } from './trailer';

/**
 * The listing's state: whether the trailer is still for sale, its asking price, an optional public
 * note, and the dated log of every change the admin made: what every page reads. Free of zod; how
 * the admin changes it is shared/listing-state-admin.ts, which no page loads before the admin signs in.
 */

/** GET: the public state (no admin names). PUT (admin): a change. */
export const LISTING_ENDPOINT = '/api/listing';
/** GET (admin): the state with its whole history, naming the admin behind each change, and its version. */
export const LISTING_HISTORY_ENDPOINT = `${LISTING_ENDPOINT}/history` as const;
export const LISTING_STATUSES = ['available', 'under-offer', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What the admin sets: the whole editable state, sent as one PUT. */
export interface ListingFields {
  status: ListingStatus;
  /** Shown under the status to every buyer; null for none. */
  note: string | null;
  /** The note's French version (docs/product.md#languages); absent or null for none. */
  noteFr?: string | null;
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

/** What public pages show (the listing snapshot's `listing`) and GET /api/listing answers. */
export interface PublicListingState extends ListingFields {
  /** The seller's calendar day (yyyy-mm-dd) of the last change; null while nothing was ever changed. */
  changedOn: string | null;
  /** Every change, newest first. */
  history: ListingChange[];
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

/** The words of the banner, the price blocks and the history. */
export const LISTING_COPY = {
  bannerLabel: 'Listing status',
  historyTitle: 'Listing history',
  updatedOn: (date: string) => `Updated ${date}`,
  priceReducedOn: (date: string) => `Price reduced on ${date}`,
  priceValidUntil: (date: string) => `Price valid until ${date}`,
  statusChange: (from: ListingStatus, to: ListingStatus) => `Status: ${LISTING_STATUS_LABELS[from]} → ${LISTING_STATUS_LABELS[to]}`,
  priceChange: (from: number, to: number) => `Price: ${formatAmount(from)} → ${formatAmount(to)} USD`,
  detailsChange: 'Note or price validity updated',
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

/** The day of the last price change when it lowered the price, else undefined. */
export function priceReductionDay(state: PublicListingState): string | undefined {
  const lastPriceChange = state.history.find((change) => change.previousPriceUsd !== undefined);
  if (!lastPriceChange || lastPriceChange.previousPriceUsd! <= lastPriceChange.priceUsd) return undefined;
  return lastPriceChange.on;
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

/** The words of a history entry, in one language. */
export interface ChangeWords {
  statusChange: (from: ListingStatus, to: ListingStatus) => string;
  priceChange: (from: number, to: number) => string;
  detailsChange: string;
}

/** What one change did, line by line, for the history. */
export function changeSummary(change: ListingChange, copy: ChangeWords = LISTING_COPY): string[] {
  const lines: string[] = [];
  if (change.previousStatus) lines.push(copy.statusChange(change.previousStatus, change.status));
  if (change.previousPriceUsd !== undefined) lines.push(copy.priceChange(change.previousPriceUsd, change.priceUsd));
  // Neither status nor price moved: the note or the validity did, and the entry shows both.
  if (!lines.length) lines.push(copy.detailsChange);
  return lines;
}
