import { formatFrenchAmount, formatFrenchNumber } from '../../../../shared/french-format';
import { inspectionYear } from '../../../../shared/listing-figures';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import { distanceRow } from '../distance-rows';
import type { RegionalPageCopy } from '../regions';
import { examRoomsText } from './trailer-facts';
import { frenchLink } from './links';
import { FRENCH_REGION_ACTIONS } from './region-actions';

/** '300 km', '1 250 km'. */
export const formatFrenchDistance = (km: number) => `${formatFrenchNumber(km)}\u00a0km`;

/** The road distance to a place, as the French pages write it. */
export const frenchKmTo = (placeId: string) => formatFrenchDistance(distanceRow(placeId).km);

const common = {
  heroFactsLabel: 'En bref',
  primary: FRENCH_REGION_ACTIONS.scheduleInspection,
  secondary: FRENCH_REGION_ACTIONS.takeInteriorTour,
} as const;

const trailerName = `remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year})`;

/** /fr/alberta in Canadian French (docs/glossary-fr.md): the same facts as ALBERTA_PAGE. */
export const FRENCH_ALBERTA_PAGE: RegionalPageCopy = {
  ...common,
  path: FRENCH_PATHS.alberta,
  meta: ({ priceUsd }) => ({
    title: `Remorque médicale mobile à vendre en Alberta – ${TRAILER.year}, ${TRAILER.lengthFeet}\u00a0pi, Edmonton | ${formatFrenchAmount(priceUsd, 'USD')}`,
    description: `Une ${trailerName} à vendre à Edmonton (Alberta), avec une inspection de véhicule commercial de l’Alberta en vigueur. Livraison à Calgary (${frenchKmTo('calgary')}), Red Deer, Fort McMurray, Medicine Hat et Lethbridge.`,
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

/** /fr/saskatchewan in Canadian French: the same facts as SASKATCHEWAN_PAGE. */
export const FRENCH_SASKATCHEWAN_PAGE: RegionalPageCopy = {
  ...common,
  path: FRENCH_PATHS.saskatchewan,
  meta: ({ priceUsd, facts }) => ({
    title: `Remorque médicale mobile à vendre en Saskatchewan – ${TRAILER.year}, ${TRAILER.lengthFeet}\u00a0pi | ${formatFrenchAmount(priceUsd, 'USD')}`,
    description: `Une ${trailerName} livrée d’Edmonton à Saskatoon, Regina, Prince Albert, Moose Jaw, Swift Current et Yorkton\u00a0: ${examRoomsText(facts.unit.examRooms)}, génératrice, système CVC, élévateur pour fauteuil roulant.`,
    keywords: ['remorque médicale mobile Saskatchewan', 'clinique mobile Saskatoon', 'remorque médicale Regina', 'santé en région Saskatchewan', 'clinique mobile santé autochtone'],
  }),
  loadSections: () => import('./regional-sections').then((sections) => sections.FRENCH_SASKATCHEWAN_SECTIONS),
  badge: 'À VENDRE EN SASKATCHEWAN',
  title: 'Remorque médicale mobile à vendre en Saskatchewan',
  lead: () => `Une clinique mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}), livrée de porte à porte depuis Edmonton jusqu’à votre communauté de la Saskatchewan.`,
  heroFacts: (unit) => [
    { label: 'Saskatoon', value: frenchKmTo('saskatoon') },
    { label: 'Regina', value: frenchKmTo('regina') },
    { label: 'Salles d’examen', value: String(unit.examRooms) },
    { label: 'Livraison', value: 'Porte à porte' },
  ],
  servicePackage: {
    title: 'Forfait de services pour la Saskatchewan',
    intro: 'Un seul forfait pour votre programme\u00a0: la livraison jusqu’à votre site, une visite virtuelle et les documents dont votre conseil d’administration a besoin, de la fiche technique et des registres d’entretien jusqu’aux renseignements sur la garantie et aux photos.',
    cta: frenchLink('contact', 'Demander un forfait de services'),
  },
};
