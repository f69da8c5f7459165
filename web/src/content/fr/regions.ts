import { formatFrenchAmount, formatFrenchNumber } from '../../../../shared/french-format';
import { inspectionYear } from '../../../../shared/listing-figures';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import { REGIONAL_DISTANCE_PLACES, distanceRow } from '../distance-rows';
import type { RegionalPageCopy } from '../regions';
import { examRoomsText } from './trailer-facts';
import { frenchLink } from './links';
import { FRENCH_REGION_ACTIONS } from './region-actions';

/** '300 km', '1 250 km'. */
export const formatFrenchDistance = (km: number) => `${formatFrenchNumber(km)}\u00a0km`;

const kmTo = (placeId: string) => formatFrenchDistance(distanceRow(placeId).km);

const distanceHeadings = { cityHeading: 'Ville', distanceHeading: 'Distance depuis Edmonton' } as const;

const delivery = {
  title: 'Livraison',
  items: ['De porte à porte jusqu’à votre site', 'Habituellement de 7 à 21 jours', 'Soumission sur demande', 'Visite virtuelle avant le départ d’Edmonton'],
  cta: frenchLink('contact', 'Demander une soumission de livraison'),
} as const;

const common = {
  heroFactsLabel: 'En bref',
  formatDistance: formatFrenchDistance,
  primary: FRENCH_REGION_ACTIONS.scheduleInspection,
  secondary: FRENCH_REGION_ACTIONS.takeInteriorTour,
  delivery,
} as const;

const trailerName = `remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year})`;

/** /fr/alberta in Canadian French (docs/glossary-fr.md): the same facts as ALBERTA_PAGE. */
export const FRENCH_ALBERTA_PAGE: RegionalPageCopy = {
  ...common,
  path: FRENCH_PATHS.alberta,
  meta: ({ priceUsd }) => ({
    title: `Remorque médicale mobile à vendre en Alberta – ${TRAILER.year}, ${TRAILER.lengthFeet}\u00a0pi, Edmonton | ${formatFrenchAmount(priceUsd, 'USD')}`,
    description: `Une ${trailerName} à vendre à Edmonton (Alberta), avec une inspection de véhicule commercial de l’Alberta en vigueur. Livraison à Calgary (${kmTo('calgary')}), Red Deer, Fort McMurray, Medicine Hat et Lethbridge.`,
    keywords: ['remorque médicale mobile Alberta', 'clinique mobile à vendre Edmonton', 'remorque médicale Calgary', 'remorque inspectée en Alberta', 'santé en région Alberta'],
  }),
  badge: 'À VENDRE EN ALBERTA',
  title: 'Remorque médicale mobile à vendre en Alberta',
  heroFacts: (unit) => [
    { label: 'Emplacement', value: 'Edmonton' },
    { label: 'Inspection', value: `Alberta (${inspectionYear(unit)})` },
    { label: 'Calgary', value: kmTo('calgary') },
    { label: 'Visite', value: 'Sur rendez-vous' },
  ],
  lead: (unit) =>
    `L’unité ${TRAILER.unitNumber} est déjà à Edmonton. Inspectez-la sur place, puis faites-la livrer partout dans la province. Elle détient une inspection de véhicule commercial de l’Alberta valide jusqu’en ${inspectionYear(unit)}.`,
  benefits: (unit) => ({
    title: 'Pourquoi l’acheter en Alberta',
    intro: 'Le plus court chemin entre l’annonce et une clinique en service.',
    items: [
      { title: 'Déjà à Edmonton', text: 'Voyez la remorque sur rendez-vous avant de vous engager, sans long transport avant l’achat.' },
      { title: 'Inspectée en Alberta', text: `Une inspection de véhicule commercial de l’Alberta en vigueur, valide jusqu’en ${inspectionYear(unit)}.` },
      { title: 'Livraison rapide', text: `Livraison de porte à porte depuis Edmonton\u00a0: Red Deer est à ${kmTo('red-deer')}, Calgary à ${kmTo('calgary')}. Soumission sur demande.` },
      { title: 'Prête pour les programmes en région', text: `${examRoomsText(unit.examRooms)}, un élévateur pour fauteuil roulant et sa propre génératrice diesel pour les communautés éloignées d’une clinique.` },
    ],
  }),
  distances: {
    title: 'Distances de livraison depuis Edmonton',
    intro: 'La livraison se fait de porte à porte, sur soumission.',
    ...distanceHeadings,
    rows: REGIONAL_DISTANCE_PLACES.alberta.map(distanceRow),
  },
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
  badge: 'À VENDRE EN SASKATCHEWAN',
  title: 'Remorque médicale mobile à vendre en Saskatchewan',
  lead: () => `Une clinique mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}), livrée de porte à porte depuis Edmonton jusqu’à votre communauté de la Saskatchewan.`,
  heroFacts: (unit) => [
    { label: 'Saskatoon', value: kmTo('saskatoon') },
    { label: 'Regina', value: kmTo('regina') },
    { label: 'Salles d’examen', value: String(unit.examRooms) },
    { label: 'Livraison', value: 'Porte à porte' },
  ],
  benefits: () => ({
    title: 'Pourquoi elle convient à la Saskatchewan',
    intro: 'Une clinique qui se rend auprès des gens qu’elle sert.',
    items: [
      { title: 'Livraison de porte à porte', text: 'D’Edmonton à Saskatoon, Regina, Prince Albert et au-delà, sur soumission.' },
      { title: 'Conçue pour les soins en région', text: 'Sa génératrice diesel, son système CVC et son nivellement automatique aux quatre coins lui permettent de s’installer là où aucun bâtiment n’est possible.' },
      { title: 'Accessible à tous les patients', text: 'Un élévateur pour fauteuil roulant entièrement automatique et des plateformes rétractables en aluminium aux deux entrées.' },
      { title: 'Voyez-la avant son départ', text: 'Une visite virtuelle par vidéo WhatsApp ou par téléphone, ou une visite sur place à Edmonton.' },
    ],
  }),
  distances: {
    title: 'Distances de livraison depuis Edmonton',
    intro: 'La livraison se fait de porte à porte, sur soumission.',
    ...distanceHeadings,
    rows: REGIONAL_DISTANCE_PLACES.saskatchewan.map(distanceRow),
  },
  servicePackage: {
    title: 'Forfait de services pour la Saskatchewan',
    intro: 'Un seul forfait pour votre programme\u00a0: la livraison jusqu’à votre site, une visite virtuelle et les documents dont votre conseil d’administration a besoin, de la fiche technique et des registres d’entretien jusqu’aux renseignements sur la garantie et aux photos.',
    cta: frenchLink('contact', 'Demander un forfait de services'),
  },
};
