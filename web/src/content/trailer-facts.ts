import type { UnitFacts } from '../../../shared/listing-facts';
import { inspectionYear } from '../../../shared/listing-figures';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';

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
