/**
 * The trailer's build facts, which no seller changes (docs/product.md#the-unit and docs/product.md#constants). What a seller may
 * change (price, status, CAD rate, the unit's numbers) is the listing's state and facts
 * (listing-state.ts, listing-facts.ts).
 */
export const TRAILER = {
  unitNumber: '3057',
  year: 2009,
  lengthFeet: 53,
  height: `13'6"`,
  width: `8'6"`,
  gvwrLbs: 68_000,
  axleCount: 2,
  axleRatingLbs: 20_000,
  location: 'Edmonton, Alberta, Canada',
  originalUse: 'mammography clinic',
} as const;

/** The site's name, as the header shows it on every page, the site's and the API's (its strapline follows the status: listing-state.ts). */
export const SITE_NAME = `${TRAILER.year} Mobile Medical Trailer`;

/**
 * '68,000': rounded, digits grouped by threes with commas, as en-US and en-CA write whole numbers.
 * Not Intl.NumberFormat: a page's first Intl call loads the locale data, some 20 ms of main thread
 * here and several times that on a mid-range phone, right while the page starts up.
 */
export function formatWholeNumber(value: number): string {
  return groupDigits(String(Math.round(value)), ',');
}

/** A number's digits grouped by threes from the right with `separator`: '129000' to '129,000'. */
export const groupDigits = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** '$129,000' style amount, no currency code. */
export function formatAmount(amount: number): string {
  return `$${formatWholeNumber(amount)}`;
}
