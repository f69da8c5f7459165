import { formatFrenchAmount } from '../../../../shared/french-format';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { TRAILER } from '../../../../shared/trailer';
import type { OverviewCopy } from '../overview';
import type { MetaCopy } from '../types';
import { FRENCH_CALLS_TO_ACTION } from './calls-to-action';
import { FRENCH_TRAILER_FACTS, examRoomsText } from './trailer-facts';

/** /fr/apercu in Canadian French (docs/glossary-fr.md); the counts and the inspection are the seller's facts; its sections below the first screen are in overview-sections.ts. */
export const FRENCH_OVERVIEW_COPY: OverviewCopy = {
  hero: {
    badge: `Unité ${TRAILER.unitNumber} · Construite en ${TRAILER.year}`,
    title: `La remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year})`,
    lead: 'Une clinique mobile autonome, construite par un carrossier américain comme unité de mammographie, maintenant à vendre à Edmonton (Alberta), avec livraison partout au Canada et aux États-Unis.',
    primary: FRENCH_CALLS_TO_ACTION.scheduleInspection,
    secondary: FRENCH_CALLS_TO_ACTION.viewSpecifications,
    factsLabel: 'En bref',
    facts: (unit) => [
      { label: 'Année', value: String(TRAILER.year) },
      { label: 'Longueur', value: `${TRAILER.lengthFeet}\u00a0pi` },
      { label: 'Salles d’examen', value: String(unit.examRooms) },
      { label: 'PNBV', value: FRENCH_TRAILER_FACTS.gvwr },
      { label: 'Aires fonctionnelles', value: String(unit.functionalAreas) },
      { label: 'Emplacement', value: FRENCH_TRAILER_FACTS.location },
    ],
  },
  photosLabel: 'Photos vedettes de la remorque',
  loadSections: () => import('./overview-sections').then((sections) => sections.FRENCH_OVERVIEW_SECTIONS),
};

export const frenchOverviewMeta = ({ priceUsd, facts }: ListingFigures): MetaCopy => ({
  title: `Aperçu\u00a0: remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pi (${TRAILER.year}), unité ${TRAILER.unitNumber} | Edmonton (Alberta)`,
  description: `La remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) à vendre à Edmonton\u00a0: une ancienne clinique de mammographie avec ${examRoomsText(facts.unit.examRooms)}, génératrice diesel, système CVC, élévateur pour fauteuil roulant et nivellement automatique aux quatre coins. PNBV de ${FRENCH_TRAILER_FACTS.gvwr}. ${formatFrenchAmount(priceUsd, 'USD')}.`,
  keywords: ['aperçu remorque médicale mobile', 'remorque médicale de 53 pieds', 'clinique mobile à vendre', 'remorque de mammographie convertie', 'remorque avec élévateur pour fauteuil roulant', 'Edmonton', 'Alberta'],
});
