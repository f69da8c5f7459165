import { SELLER_TIME_ZONE, parseIsoDate } from './calendar-day';
import { groupDigits } from './trailer';

/**
 * The French forms of numbers, amounts and days (docs/glossary-fr.md#nombres-et-dates):
 * '129 000 $ US', '25 novembre 2026', written as fr-CA's Intl writes them (the tests hold them to it,
 * but for a half-way cent, which rounds as toFixed does) without Intl: a page's first Intl object
 * loads the locale data, 13 to 26 ms of main thread on this machine, and every French page used to
 * pay that while its scripts started (docs/decisions/numbers-without-intl.md).
 */
const GROUP_SEPARATOR = '\u00a0';
const DECIMAL_SEPARATOR = ',';
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * `value` with at most `maximumFractionDigits` (at least `minimumFractionDigits`), rounded as toFixed
 * rounds, as the English pages' amounts are.
 */
function frenchDecimal(value: number, maximumFractionDigits: number, minimumFractionDigits = 0): string {
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  const decimals = fraction.slice(0, minimumFractionDigits) + fraction.slice(minimumFractionDigits).replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${groupDigits(whole, GROUP_SEPARATOR)}${decimals && DECIMAL_SEPARATOR + decimals}`;
}

/** '129 000' (the space is a no-break space, as Quebec typography wants). */
export function formatFrenchNumber(value: number): string {
  return frenchDecimal(value, 0);
}

/** '1,372': a rate or a measure, with the decimal comma. */
export function formatFrenchDecimal(value: number): string {
  return frenchDecimal(value, 4);
}

/** '651,50 $ US': a fee in dollars and cents. */
export function formatFrenchCents(amount: number, currency: 'USD' | 'CAD'): string {
  return `${frenchDecimal(amount, 2, 2)}\u00a0$\u00a0${currency === 'USD' ? 'US' : 'CA'}`;
}

/** '129 000 $ US', '176 730 $ CA'. */
export function formatFrenchAmount(amount: number, currency: 'USD' | 'CAD'): string {
  return `${formatFrenchNumber(amount)}\u00a0$\u00a0${currency === 'USD' ? 'US' : 'CA'}`;
}

/** '25 novembre 2026', '1er janvier 2026' for a yyyy-mm-dd day; the text as it is when it is no such day. */
export function formatFrenchDay(text: string): string {
  const day = parseIsoDate(text);
  if (!day) return text;
  // The first of the month is an ordinal in French.
  return `${day.day === 1 ? '1er' : day.day} ${MONTHS[day.month - 1]} ${day.year}`;
}

/** '13 h 00': a time of day as Quebec writes it, from minutes after midnight. */
export const frenchClock = (minutes: number) => `${Math.floor(minutes / 60)}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`;

/** '1er décembre 2026 à 10 h 00': an instant (ISO) as the seller's clock in Edmonton read it (for the mails; no page calls it). */
export function formatFrenchMoment(at: string): string {
  const sellerMoment = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = Object.fromEntries(sellerMoment.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${formatFrenchDay(`${parts.year}-${parts.month}-${parts.day}`)} à ${frenchClock(Number(parts.hour) * 60 + Number(parts.minute))}`;
}
