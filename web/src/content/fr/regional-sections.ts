import { inspectionYear } from '../../../../shared/listing-figures';
import { REGIONAL_DISTANCE_PLACES, distanceRow } from '../distance-rows';
import type { RegionalSectionsCopy, ServicePackageCopy } from '../regions';
import { examRoomsText } from './trailer-facts';
import { frenchLink } from './links';
import { formatFrenchDistance, frenchKmTo } from './regions';

const distanceHeadings = { cityHeading: 'Ville', distanceHeading: 'Distance depuis Edmonton' } as const;

const delivery = {
  title: 'Livraison',
  items: ['De porte à porte jusqu’à votre site', 'Habituellement de 7 à 21 jours', 'Soumission sur demande', 'Visite virtuelle avant le départ d’Edmonton'],
  cta: frenchLink('contact', 'Demander une soumission de livraison'),
} as const;

/** The sections under /fr/alberta's hero: the same facts as ALBERTA_SECTIONS. */
export const FRENCH_ALBERTA_SECTIONS: RegionalSectionsCopy = {
  benefits: (unit) => ({
    title: 'Pourquoi l’acheter en Alberta',
    intro: 'Le plus court chemin entre l’annonce et une clinique en service.',
    items: [
      { title: 'Déjà à Edmonton', text: 'Voyez la remorque sur rendez-vous avant de vous engager, sans long transport avant l’achat.' },
      { title: 'Inspectée en Alberta', text: `Une inspection de véhicule commercial de l’Alberta en vigueur, valide jusqu’en ${inspectionYear(unit)}.` },
      { title: 'Livraison rapide', text: `Livraison de porte à porte depuis Edmonton\u00a0: Red Deer est à ${frenchKmTo('red-deer')}, Calgary à ${frenchKmTo('calgary')}. Soumission sur demande.` },
      { title: 'Prête pour les programmes en région', text: `${examRoomsText(unit.examRooms)}, un élévateur pour fauteuil roulant et sa propre génératrice diesel pour les communautés éloignées d’une clinique.` },
    ],
  }),
  distances: {
    title: 'Distances de livraison depuis Edmonton',
    intro: 'La livraison se fait de porte à porte, sur soumission.',
    ...distanceHeadings,
    rows: REGIONAL_DISTANCE_PLACES.alberta.map(distanceRow),
  },
  formatDistance: formatFrenchDistance,
  delivery,
};

/** The sections under /fr/saskatchewan's hero: the same facts as SASKATCHEWAN_SECTIONS. */
export const FRENCH_SASKATCHEWAN_SECTIONS: RegionalSectionsCopy = {
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
  formatDistance: formatFrenchDistance,
  delivery,
};

/** /fr/saskatchewan's service package: the same offer as SASKATCHEWAN_SERVICE_PACKAGE. */
export const FRENCH_SASKATCHEWAN_SERVICE_PACKAGE: ServicePackageCopy = {
  title: 'Forfait de services pour la Saskatchewan',
  intro: 'Un seul forfait pour votre programme\u00a0: la livraison jusqu’à votre site, une visite virtuelle et les documents dont votre conseil d’administration a besoin, de la fiche technique et des registres d’entretien jusqu’aux renseignements sur la garantie et aux photos.',
  cta: frenchLink('contact', 'Demander un forfait de services'),
};
