/**
 * Calendar days as the site writes and reads them (yyyy-mm-dd, 'November 23, 2026'), and today in the
 * seller's time zone. A module of its own: every page formats a day (the listing's), while the contact
 * form's rules and messages load only with the pages that show a form.
 */

/** Appointments, listing changes and dates are in the seller's time zone, Edmonton's. */
export const SELLER_TIME_ZONE = 'America/Edmonton';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 'November 23, 2026': a calendar day as pages write it, without Intl (whose first call costs a page's start-up). */
export function formatCalendarDay(day: CalendarDay): string {
  return `${MONTHS[day.month - 1]} ${day.day}, ${day.year}`;
}

/** 'Monday, November 23, 2026': the long-form date of docs/product.md#inquiry-record, for a calendar day. */
export function formatLongDate(day: CalendarDay): string {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${formatCalendarDay(day)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as yyyy-mm-dd: a date input's value, and how an inquiry carries its date. */
export function toIsoDate(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** yyyy-mm-dd back as a calendar day; undefined when it is not that form or no such day. */
export function parseIsoDate(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year = '', month = '', day = ''] = match;
  const parsed = { year: Number(year), month: Number(month), day: Number(day) };
  const date = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  return date.getUTCFullYear() === parsed.year && date.getUTCMonth() === parsed.month - 1 && date.getUTCDate() === parsed.day ? parsed : undefined;
}

// Made once, when first asked for: each Intl object costs a page's start-up, the first one most
// (docs/decisions/numbers-without-intl.md).
let sellerDayFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar day in the seller's time zone. */
export function sellerToday(now: Date = new Date()): CalendarDay {
  sellerDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = sellerDayFormat
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/**
 * Time-zone data disagrees by up to an hour where a region has changed its clock rules: Chromium 156
 * keeps Edmonton at UTC-6 all year, Node 20's data at UTC-7 in winter. A browser can then be an hour
 * into the seller's next day while the API is still in the last one.
 */
const TIME_ZONE_DATA_SPREAD_MS = 60 * 60 * 1000;

/**
 * The latest day that is today for the seller on any clock within TIME_ZONE_DATA_SPREAD_MS of ours:
 * what a "not after today" check allows, so the API accepts the today a browser (a form's default
 * date) computed with other time-zone data.
 */
export function latestSellerToday(now: Date = new Date()): CalendarDay {
  return sellerToday(new Date(now.getTime() + TIME_ZONE_DATA_SPREAD_MS));
}
