import { formatFrenchNumber } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';

/** 13'6" -> '13 pi 6 po': the unit's measure as French writes feet and inches. */
const feetAndInches = (measure: string) => measure.replace(/(\d+)'(\d+)"/, '$1\u00a0pi $2\u00a0po');

/** The unit's fixed figures as the French pages write them (docs/glossary-fr.md#nombres-et-dates): '68 000 lb'. */
export const FRENCH_TRAILER_FACTS = {
  gvwr: `${formatFrenchNumber(TRAILER.gvwrLbs)}\u00a0lb`,
  gawr: `${TRAILER.axleCount}\u00a0essieux de ${formatFrenchNumber(TRAILER.axleRatingLbs)}\u00a0lb chacun`,
  height: feetAndInches(TRAILER.height),
  width: feetAndInches(TRAILER.width),
  location: 'Edmonton (Alberta)',
  notIncluded: [
    'Le mammographe a été retiré et n’est PAS inclus.',
    'Une seule génératrice est incluse\u00a0; une deuxième est offerte en option.',
  ],
} as const;

/** 'salle d'examen' for 0 and 1, 'salles d'examen' from 2: the French plural. */
export const examRoomsText = (count: number) => `${count}\u00a0${count >= 2 ? 'salles' : 'salle'} d'examen`;
