import { inspectionYear } from '../../../../shared/listing-figures';
import { TRAILER } from '../../../../shared/trailer';
import type { SpecHighlightsCopy } from '../specifications';
import { FRENCH_TRAILER_FACTS } from './trailer-facts';

/** /fr/specifications' highlights: the same facts as specificationsHighlights. */
export const frenchSpecificationsHighlights: SpecHighlightsCopy = (unit) => ({
  title: 'Points saillants',
  items: [
    { icon: 'size', title: `${TRAILER.lengthFeet}\u00a0pi, PNBV de ${FRENCH_TRAILER_FACTS.gvwr}`, text: `${FRENCH_TRAILER_FACTS.gawr}, sur suspension pneumatique.` },
    { icon: 'power', title: 'Autonome en énergie', text: 'Génératrice diesel à tête électrique, distribution de 110\u00a0V/220\u00a0V et protection DDFT.' },
    { icon: 'access', title: 'Accessible en fauteuil roulant', text: 'Élévateur entièrement automatique et plateformes escamotables en aluminium aux deux entrées.' },
    { icon: 'inspection', title: 'Inspectée en Alberta', text: `Inspection de véhicule commercial en vigueur jusqu’en ${inspectionYear(unit)}.` },
  ],
});
