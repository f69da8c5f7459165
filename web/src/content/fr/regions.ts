import { formatFrenchNumber } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';
import { distanceRow } from '../distance-rows';
import { FRENCH_REGION_ACTIONS } from './region-actions';

/*
 * What the two French provincial pages share. Each page's own words are a module of its own
 * (./alberta.ts, ./saskatchewan.ts), loaded by its own route, so that neither page loads the other's.
 */

/** '300 km', '1 250 km'. */
export const formatFrenchDistance = (km: number) => `${formatFrenchNumber(km)}\u00a0km`;

/** The road distance to a place, as the French pages write it. */
export const frenchKmTo = (placeId: string) => formatFrenchDistance(distanceRow(placeId).km);

/** The hero's label and calls to action on both provincial pages. */
export const FRENCH_REGIONAL_HERO = {
  heroFactsLabel: 'En bref',
  primary: FRENCH_REGION_ACTIONS.scheduleInspection,
  secondary: FRENCH_REGION_ACTIONS.takeInteriorTour,
} as const;

/** The unit as the pages' descriptions name it. */
export const FRENCH_TRAILER_NAME = `remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year})`;
