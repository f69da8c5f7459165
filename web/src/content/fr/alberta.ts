import { formatFrenchAmount } from '../../../../shared/french-format';
import { inspectionYear } from '../../../../shared/listing-figures';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import type { RegionalPageCopy } from '../regions';
import { FRENCH_REGIONAL_HERO, FRENCH_TRAILER_NAME, frenchKmTo } from './regions';

/** /fr/alberta in Canadian French (docs/glossary-fr.md): the same facts as ALBERTA_PAGE. */
export const FRENCH_ALBERTA_PAGE: RegionalPageCopy = {
  ...FRENCH_REGIONAL_HERO,
  path: FRENCH_PATHS.alberta,
  meta: ({ priceUsd }) => ({
    title: `Remorque médicale mobile à vendre en Alberta – ${TRAILER.year}, ${TRAILER.lengthFeet}\u00a0pi, Edmonton | ${formatFrenchAmount(priceUsd, 'USD')}`,
    description: `Une ${FRENCH_TRAILER_NAME} à vendre à Edmonton (Alberta), avec une inspection de véhicule commercial de l’Alberta en vigueur. Livraison à Calgary (${frenchKmTo('calgary')}), Red Deer, Fort McMurray, Medicine Hat et Lethbridge.`,
    keywords: ['remorque médicale mobile Alberta', 'clinique mobile à vendre Edmonton', 'remorque médicale Calgary', 'remorque inspectée en Alberta', 'santé en région Alberta'],
  }),
  loadSections: () => import('./regional-sections').then((sections) => sections.FRENCH_ALBERTA_SECTIONS),
  badge: 'À VENDRE EN ALBERTA',
  title: 'Remorque médicale mobile à vendre en Alberta',
  heroFacts: (unit) => [
    { label: 'Emplacement', value: 'Edmonton' },
    { label: 'Inspection', value: `Alberta (${inspectionYear(unit)})` },
    { label: 'Calgary', value: frenchKmTo('calgary') },
    { label: 'Visite', value: 'Sur rendez-vous' },
  ],
  lead: (unit) =>
    `L’unité ${TRAILER.unitNumber} est déjà à Edmonton. Inspectez-la sur place, puis faites-la livrer partout dans la province. Elle détient une inspection de véhicule commercial de l’Alberta valide jusqu’en ${inspectionYear(unit)}.`,
};
