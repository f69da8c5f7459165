import { BUILT_IN_FACTS, inspectionYear, type UnitFacts } from '../../../shared/listing-facts';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';

/**
 * The inspection's year in the built-in facts, for the copy that states it without taking the
 * listing's figures (the overview, region, specification and home sections): an admin's change to the
 * inspection reaches the price-bearing pages, the FAQ and the documents, not these.
 */
export const INSPECTION_VALID_THROUGH = inspectionYear(BUILT_IN_FACTS.unit);

/** 'Alberta commercial vehicle inspection valid through 2026', for the year given. */
export const inspectionTextThrough = (year: string) => `Alberta commercial vehicle inspection valid through ${year}`;

/** The inspection as the copy states it: the year is the seller's fact. */
export function inspectionText(unit: UnitFacts): string {
  return inspectionTextThrough(inspectionYear(unit));
}

/** Copy about the trailer that several pages repeat word for word. */
export const TRAILER_FACTS = {
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

/** The mark before a CAD equivalent; the rate's note under it is shared/listing-facts.ts's cadRateNote. */
export const PRICE_COPY = {
  cadPrefix: '≈',
} as const;
