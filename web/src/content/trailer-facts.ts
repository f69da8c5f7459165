import { PRICE, TRAILER, formatAmount, formatWholeNumber } from '../../../shared/trailer';

/**
 * The Alberta commercial vehicle inspection is valid through the current year (docs/product.md#the-unit).
 * Prerendering bakes the build's year into the HTML and the browser computes its own, so a build
 * made before a new year disagrees after it: rebuild and deploy in January.
 */
const currentYear = () => new Date().getFullYear();
// Marked pure so bundles that never read it (Home's first load) leave this module out.
export const INSPECTION_VALID_THROUGH = /* @__PURE__ */ currentYear();

/** Copy about the trailer that several pages repeat word for word. */
export const TRAILER_FACTS = {
  priceUsd: `${formatAmount(PRICE.usd)} USD`,
  inspection: `Alberta commercial vehicle inspection valid through ${INSPECTION_VALID_THROUGH}`,
  location: TRAILER.location,
  dimensions: `${TRAILER.lengthFeet} ft long, ${TRAILER.height} high, ${TRAILER.width} wide`,
  gvwr: `${formatWholeNumber(TRAILER.gvwrLbs)} lbs`,
  gawr: `${TRAILER.axleCount} axles at ${formatWholeNumber(TRAILER.axleRatingLbs)} lbs each`,
  /** What the price does not include (docs/product.md#the-unit and docs/product.md#pages). */
  notIncluded: [
    'The mammography machine has been removed and is NOT included.',
    'Only one generator is included; a second generator is optional.',
  ],
} as const;

/** Labels of the USD price with its CAD equivalent (docs/product.md#prices). */
export const PRICE_COPY = {
  cadPrefix: '≈',
  cadNote: `CAD equivalent at a fixed rate of ${PRICE.usdToCadRate} CAD per USD.`,
} as const;
