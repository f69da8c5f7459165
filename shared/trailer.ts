/**
 * Facts about the one trailer for sale (docs/product.md#the-unit and docs/product.md#constants).
 * Every page, document and test reads them from here.
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

/** The site's name and strapline, as the header shows them on every page, the site's and the API's. */
export const SITE_NAME = `${TRAILER.year} Mobile Medical Trailer`;
export const SITE_TAGLINE = `Unit ${TRAILER.unitNumber} · ${TRAILER.lengthFeet} ft · For Sale`;

export const PRICE = {
  usd: 129_000,
  /** The fixed Canadian price the home page shows (docs/product.md#prices). */
  homeCad: 177_000,
  /** The fixed USD to CAD rate used for CAD equivalents on other pages. */
  usdToCadRate: 1.372,
} as const;

/**
 * '68,000': rounded, digits grouped by threes with commas, as en-US and en-CA write whole numbers.
 * Not Intl.NumberFormat: a page's first Intl call loads the locale data, some 20 ms of main thread
 * here and several times that on a mid-range phone, right while the page starts up.
 */
export function formatWholeNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '$129,000' style amount, no currency code. */
export function formatAmount(amount: number): string {
  return `$${formatWholeNumber(amount)}`;
}

/** CAD equivalent of a USD amount at the fixed rate, rounded to the dollar. */
export function usdToCad(usd: number): number {
  return Math.round(usd * PRICE.usdToCadRate);
}
