import { formatFrenchNumber } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';

/** 13'6" -> '13 pi 6 po': feet and inches as French writes them (docs/glossary-fr.md#nombres-et-dates). */
const feetAndInches = (measure: string) => measure.replace(/^(\d+)'(\d+)"$/, '$1\u00a0pi $2\u00a0po');

/** The trailer's measures in French, from the same record as the English TRAILER_FACTS. */
export const FRENCH_TRAILER_MEASURES = {
  dimensions: `${TRAILER.lengthFeet}\u00a0pi de longueur, ${feetAndInches(TRAILER.height)} de hauteur et ${feetAndInches(TRAILER.width)} de largeur`,
  gvwr: `${formatFrenchNumber(TRAILER.gvwrLbs)}\u00a0lb`,
  gawr: `${formatFrenchNumber(TRAILER.axleRatingLbs)}\u00a0lb par essieu (${TRAILER.axleCount} essieux)`,
} as const;
