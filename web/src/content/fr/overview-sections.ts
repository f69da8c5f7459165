import type { UnitFacts } from '../../../../shared/listing-facts';
import { inspectionYear } from '../../../../shared/listing-figures';
import { localizedPath } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import { SITE_SETTINGS } from '../../lib/site-settings';
import type { OverviewSectionsCopy } from '../overview';
import { FRENCH_CALLS_TO_ACTION } from './calls-to-action';
import { FRENCH_TRAILER_FACTS, examRoomsText } from './trailer-facts';

const validThrough = (unit: UnitFacts) => `en vigueur jusqu’en ${inspectionYear(unit)}`;

/** /fr/apercu's sections below its first screen, in Canadian French; the counts and the inspection are the seller's facts. */
export const FRENCH_OVERVIEW_SECTIONS: OverviewSectionsCopy = {
  narrative: (unit) => [
    {
      title: 'Conçue comme clinique dès le départ',
      paragraphs: [
        `L’unité ${TRAILER.unitNumber} a été construite en ${TRAILER.year} par un carrossier de l’État de New York comme clinique de mammographie mobile de ${TRAILER.lengthFeet}\u00a0pieds. Elle a été pensée pour les patients dès le départ\u00a0: ${unit.functionalAreas}\u00a0aires fonctionnelles, dont une entrée principale, une réception avec salle d’attente, ${examRoomsText(unit.examRooms)} complètes, deux cabines de déshabillage, une salle principale, une salle d’équipement et une salle de pause avec postes de travail.`,
        'Le mammographe a été retiré et ne fait pas partie de la vente. Il reste un intérieur clinique fini, avec armoires en chêne, comptoirs en granit et sièges bordeaux, prêt à recevoir l’équipement des services que vous comptez offrir.',
      ],
    },
    {
      title: 'Autonome partout où vous la stationnez',
      paragraphs: [
        'Une génératrice diesel à tête électrique alimente une distribution de 110\u00a0V/220\u00a0V, avec protection par disjoncteurs de fuite à la terre (DDFT) partout et un chargeur de batterie à bord. Une génératrice est incluse\u00a0; une deuxième est offerte en option.',
        'Deux appareils CVC muraux, côté trottoir et côté rue, des radiateurs électriques portatifs d’appoint et un humidificateur à cycle de vidange gardent l’intérieur confortable. Le nivellement automatique aux quatre coins et la suspension pneumatique permettent d’installer l’unité de niveau sur un terrain inégal.',
      ],
    },
    {
      title: 'Accessible à tous les patients',
      paragraphs: [
        'Un élévateur pour fauteuil roulant entièrement automatique, avec compartiment de rangement, fait monter les patients à bord, et des plateformes escamotables en aluminium desservent les deux entrées. La remorque est construite selon la norme d’accessibilité ADA, avec fenêtres d’évacuation d’urgence et un aménagement intérieur accessible.',
      ],
    },
    {
      title: 'Prête à inspecter à Edmonton',
      paragraphs: [
        `La remorque détient une inspection de véhicule commercial de l’Alberta ${validThrough(unit)}. Vous pouvez la voir sur place à Edmonton, sur rendez-vous, ou demander à ${SITE_SETTINGS.sellerName} une visite virtuelle par vidéo WhatsApp ou par téléphone.`,
      ],
    },
  ],
  unitSpecs: (unit) => ({
    title: 'Caractéristiques de l’unité',
    intro: 'Les données que demandent d’abord un transporteur et un assureur.',
    facts: [
      { label: 'Année', value: String(TRAILER.year) },
      { label: 'Longueur', value: `${TRAILER.lengthFeet}\u00a0pieds` },
      { label: 'PNBV', value: FRENCH_TRAILER_FACTS.gvwr },
      { label: 'PNBE (poids nominal brut sur l’essieu)', value: FRENCH_TRAILER_FACTS.gawr },
      { label: 'Inspection de l’Alberta', value: `En vigueur jusqu’en ${inspectionYear(unit)}` },
    ],
  }),
  equipment: {
    title: 'Équipement haut de gamme à bord',
    intro: 'Huit systèmes qui distinguent cette unité d’une simple coque de remorque.',
    items: [
      { brand: 'Carrossier de New York', product: `Autocar médical de type fourgon de ${TRAILER.lengthFeet}\u00a0pieds, ${TRAILER.year}` },
      { brand: 'Génératrice diesel', product: 'Moteur diesel à tête électrique' },
      { brand: 'Système CVC mural', product: 'Appareils côté trottoir et côté rue' },
      { brand: 'Humidificateur', product: 'Avec cycle de vidange' },
      { brand: 'Élévateur pour fauteuil roulant', product: 'Entièrement automatique, avec compartiment de rangement' },
      { brand: 'Nivellement automatique', product: 'Nivellement automatique aux quatre coins' },
      { brand: 'Stérilisation UV', product: 'Stérilisation par rayons UV intégrée' },
      { brand: 'Extinction d’incendie', product: 'Système d’extinction d’incendie intégré' },
    ],
  },
  keyFeatures: (unit) => ({
    title: 'Points forts',
    items: [
      examRoomsText(unit.examRooms),
      '2\u00a0cabines de déshabillage',
      'Réception et salle d’attente',
      'Salle de pause',
      'Génératrice diesel',
      'Système CVC',
      'Élévateur pour fauteuil roulant',
      'Nivellement automatique aux quatre coins',
      'Suspension pneumatique',
      'Système d’aspiration',
      'Inspectée en Alberta',
    ],
  }),
  applications: {
    title: 'Utilisations idéales',
    intro: 'Là où une clinique mobile finie et accessible est rentable.',
    items: [
      {
        title: 'Cliniques mobiles',
        text: 'Offrez des soins de première ligne, du dépistage et des suivis dans les communautés rurales et autochtones, avec deux salles d’examen et une salle d’attente à bord.',
      },
      {
        title: 'Intervention d’urgence',
        text: 'Un espace autonome en énergie et climatisé, où les services d’urgence peuvent organiser des soins là où aucun bâtiment n’est disponible.',
      },
      {
        title: 'Agrandissement des services de santé',
        text: 'Ajoutez de la capacité à une clinique ou à un établissement de santé sans projet de construction, et déplacez-la là où se trouve la demande.',
      },
      {
        title: 'Services spécialisés',
        text: 'L’ancien aménagement de mammographie convient aux programmes de dépistage et de diagnostic\u00a0; installez l’équipement dont votre service a besoin.',
      },
    ],
  },
  quality: (unit) => ({
    title: 'Assurance qualité',
    intro: 'Ce que vous pouvez vérifier vous-même avant de vous engager.',
    items: [
      `Inspection de véhicule commercial de l’Alberta ${validThrough(unit)}`,
      'Inspection sur place à Edmonton, sur rendez-vous',
      'Visite virtuelle par vidéo WhatsApp ou par téléphone',
      'Fiche technique, registres d’entretien et renseignements sur la garantie offerts en documents',
      'Mention claire de ce qui n’est pas inclus\u00a0: le mammographe et la deuxième génératrice optionnelle',
      'Réponse à chaque demande dans les 24\u00a0heures',
    ],
    cta: { label: 'Se renseigner sur une inspection', to: localizedPath('contact', 'fr') },
    report: FRENCH_CALLS_TO_ACTION.readConditionReport,
  }),
};
