import { SELLER_TIME_ZONE } from './calendar-day';

/**
 * The French forms of numbers, amounts and days (docs/glossary-fr.md#nombres-et-dates):
 * '129 000 $ US', '25 novembre 2026'. The platform's Intl writes them: it costs no bytes on a page.
 */
const FRENCH_TAG = 'fr-CA';

const wholeNumber = new Intl.NumberFormat(FRENCH_TAG, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(FRENCH_TAG, { maximumFractionDigits: 4 });
const longDay = new Intl.DateTimeFormat(FRENCH_TAG, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '129 000' (the space is a no-break space, as Quebec typography wants). */
export function formatFrenchNumber(value: number): string {
  return wholeNumber.format(value);
}

/** '1,372': a rate or a measure, with the decimal comma. */
export function formatFrenchDecimal(value: number): string {
  return decimal.format(value);
}

const cents = new Intl.NumberFormat(FRENCH_TAG, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '651,50 $ US': a fee in dollars and cents. */
export function formatFrenchCents(amount: number, currency: 'USD' | 'CAD'): string {
  return `${cents.format(amount)}\u00a0$\u00a0${currency === 'USD' ? 'US' : 'CA'}`;
}

/** '129 000 $ US', '176 730 $ CA'. */
export function formatFrenchAmount(amount: number, currency: 'USD' | 'CAD'): string {
  return `${formatFrenchNumber(amount)}\u00a0$\u00a0${currency === 'USD' ? 'US' : 'CA'}`;
}

/** '25 novembre 2026', '1er janvier 2026' for a yyyy-mm-dd day; the text as it is when it is no such day. */
export function formatFrenchDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return day;
  // The first of the month is an ordinal in French; Intl writes a plain 1.
  return longDay.format(date).replace(/^1 /, '1er ');
}

/** '13 h 00': a time of day as Quebec writes it, from minutes after midnight. */
export const frenchClock = (minutes: number) => `${Math.floor(minutes / 60)}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`;

/** '1er décembre 2026 à 10 h 00': an instant (ISO) as the seller's clock in Edmonton read it (for the mails; no page calls it). */
export function formatFrenchMoment(at: string): string {
  const sellerMoment = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = Object.fromEntries(sellerMoment.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${formatFrenchDay(`${parts.year}-${parts.month}-${parts.day}`)} à ${frenchClock(Number(parts.hour) * 60 + Number(parts.minute))}`;
}
