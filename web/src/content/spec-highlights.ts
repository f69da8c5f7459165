import { inspectionYear } from '../../../shared/listing-figures';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';
import type { SpecHighlightsCopy } from './specifications';
import { TRAILER_FACTS } from './trailer-facts';

/** /specifications' highlights. */
export const specificationsHighlights: SpecHighlightsCopy = (unit) => ({
  title: 'Highlights',
  items: [
    { icon: 'size', title: `${TRAILER.lengthFeet} ft, ${TRAILER_FACTS.gvwr} GVWR`, text: `${TRAILER.axleCount} axles at ${formatWholeNumber(TRAILER.axleRatingLbs)} lbs each on air ride suspension.` },
    { icon: 'power', title: 'Self-powered', text: 'Diesel generator with electric head, 110V/220V distribution and GFCI protection.' },
    { icon: 'access', title: 'Wheelchair accessible', text: 'Fully automatic lift and pull-out aluminum platforms at both entrances.' },
    { icon: 'inspection', title: 'Alberta inspected', text: `Commercial vehicle inspection valid through ${inspectionYear(unit)}.` },
  ],
});
