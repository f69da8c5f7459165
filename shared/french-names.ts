import { TRAILER } from './trailer';

/**
 * The site's name and the unit's strapline in French: the French pages' header and link previews, and
 * the API's French pages. A module of their own: every page's meta names the site in its language,
 * and only /fr/contact loads the inquiry's French words.
 */
export const FRENCH_SITE_NAME = `Remorque médicale mobile ${TRAILER.year}`;
export const FRENCH_UNIT_TAGLINE = `Unité ${TRAILER.unitNumber} · ${TRAILER.lengthFeet}\u00a0pi`;
