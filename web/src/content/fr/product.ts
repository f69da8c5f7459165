import { inspectionYear } from '../../../../shared/listing-figures';
import type { UnitFacts } from '../../../../shared/listing-facts';
import { TRAILER } from '../../../../shared/trailer';
import { examRoomsText } from './trailer-facts';

/** The trailer as one product in French, for the structured data of the French pages. */
export const FRENCH_PRODUCT_COPY = {
  name: `Remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}), unité ${TRAILER.unitNumber}`,
  description: (unit: UnitFacts) =>
    `Remorque médicale mobile d’occasion de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}), construite par un carrossier américain comme clinique de mammographie (mammographe retiré, non inclus)\u00a0: ${examRoomsText(unit.examRooms)}, réception, salle de pause, génératrice diesel, système CVC, élévateur pour fauteuil roulant et nivellement automatique aux quatre coins. Inspection de véhicule commercial de l’Alberta valide jusqu’en ${inspectionYear(unit)}. Située à Edmonton (Alberta)\u00a0; livraison au Canada et aux États-Unis.`,
} as const;
