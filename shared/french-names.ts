import { TRAILER } from './trailer';

/**
 * The site's name and the unit's strapline in French: the French pages' header and the API's French
 * pages. A module of their own: every French page loads them, and only /fr/contact the inquiry's words.
 */
export const FRENCH_SITE_NAME = `Remorque médicale mobile ${TRAILER.year}`;
export const FRENCH_UNIT_TAGLINE = `Unité ${TRAILER.unitNumber} · ${TRAILER.lengthFeet}\u00a0pi`;
