import { localizedPath } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import { ROOM_LAYOUT } from '../room-layout';
import type { TourCopy } from '../walkthrough';
import { FLOOR_PLAN_ASSET, videosIn } from '../walkthrough-media';

/* The walkthrough in Canadian French (docs/glossary-fr.md#visite); the facts come from the same records as the English page. */

const { year, lengthFeet, unitNumber } = TRAILER;

const photos = (count: number) => `${count}\u00a0${count >= 2 ? 'photos' : 'photo'}`;
const areas = (count: number) => `${count}\u00a0${count >= 2 ? 'aires' : 'aire'}`;

export const FRENCH_TOUR_COPY: TourCopy = {
  meta: {
    title: `Visite virtuelle – Remorque médicale mobile de ${lengthFeet}\u00a0pi (${year}), pièce par pièce`,
    description: `Visitez pièce par pièce la remorque médicale mobile de ${lengthFeet}\u00a0pieds (${year}, unité ${unitNumber})\u00a0: vidéos de l’intérieur et de la génératrice en marche, plan d’aménagement et photos des ${areas(ROOM_LAYOUT.length)}, de la réception et de la salle d’examen jusqu’à la salle technique.`,
    keywords: [
      'visite remorque médicale mobile',
      'intérieur clinique mobile',
      'visite virtuelle remorque médicale',
      'salle d’examen remorque',
      'remorque de mammographie intérieur',
      `unité ${unitNumber}`,
    ],
  },
  header: {
    eyebrow: 'Visite intérieure',
    title: 'Visite virtuelle',
    intro: (count) =>
      `Parcourez l’unité ${unitNumber} pièce par pièce\u00a0: regardez les deux vidéos, étudiez le plan d’aménagement, puis passez en revue les photos des ${areas(count)}. Chaque photo s’ouvre en grand format.`,
  },
  videosSection: {
    title: 'Visites en vidéo',
    intro: 'Le lecteur YouTube (mode de confidentialité renforcée) ne se charge que lorsque vous lancez la lecture.',
    playLabel: (title, duration) => `Lire la vidéo\u00a0: ${title} (${duration})`,
    durationLabel: 'Durée',
  },
  videos: videosIn({
    'interior-walkthrough': {
      title: 'Visite de l’intérieur',
      description: `Une visite de toutes les aires de la remorque médicale mobile de ${lengthFeet}\u00a0pieds (${year}), unité ${unitNumber}\u00a0: réception et aire d’attente, salle d’examen, cabines de déshabillage, salle de pause et salle technique.`,
    },
    'engine-running-demo': {
      title: 'Démonstration de la génératrice en marche',
      description: `La génératrice diesel de l’unité ${unitNumber} démarrée et en marche, qui alimente les systèmes de la remorque.`,
    },
  }),
  floorPlan: {
    title: 'Plan d’aménagement',
    intro: `L’aménagement de la remorque de ${lengthFeet}\u00a0pieds. Choisissez une pièce pour vous y rendre et voir ses photos, ou le plan pour l’ouvrir en grand format.`,
    alt: `Plan d’aménagement de la remorque médicale mobile de ${lengthFeet}\u00a0pieds (${year}), unité ${unitNumber}`,
    viewerTitle: 'Plan d’aménagement',
    openLabel: 'Ouvrir le plan d’aménagement en grand format',
    hint: 'Cliquez pour voir en détail',
    keywords: ['plan d’aménagement', 'plan', 'aménagement'],
    roomsTitle: 'Aller à une pièce',
    roomPhotos: photos,
    roomOnPlan: (number, title, photoCount) => `Pièce ${number} du plan\u00a0: ${title}, ${photos(photoCount)}`,
    asset: FLOOR_PLAN_ASSET,
  },
  roomsSection: {
    title: 'Visite pièce par pièce',
    intro: `Les ${areas(ROOM_LAYOUT.length)} dans l’ordre où vous les parcourriez. Choisissez une photo pour l’afficher en grand format.`,
    roomBadge: (number) => `Pièce ${number}`,
    featuresTitle: 'Caractéristiques et équipement\u00a0:',
    clickHint: 'Cliquez pour voir en détail',
    photoPosition: (position, count) => `Photo ${position} sur ${count}`,
    unitLabel: `Unité ${unitNumber}`,
    photosBadge: (count) => `${photos(count)} – Cliquez pour agrandir`,
    previousLabel: 'Photo précédente',
    nextLabel: 'Photo suivante',
    openPhotoLabel: (room, position, count) => `Ouvrir ${room}, photo ${position} sur ${count}, dans la visionneuse`,
    carouselLabel: (room) => `Photos\u00a0: ${room}`,
    photoAlt: (room, position, count) => `${room} de la remorque médicale mobile, unité ${unitNumber}, photo ${position} sur ${count}`,
    viewerCategory: 'intérieur',
  },
  loadRooms: () => import('./rooms').then((rooms) => rooms.FRENCH_ROOMS),
  closingBand: {
    title: `Une solution de soins mobile complète de ${lengthFeet}\u00a0pieds (${year})`,
    text: 'Toutes les aires que vous venez de visiter viennent avec la remorque. Voyez-la en personne à Edmonton ou lors d’une visite vidéo en direct.',
    figures: ({ functionalAreas, examRooms }) => [
      { value: String(functionalAreas), label: functionalAreas >= 2 ? 'Aires fonctionnelles' : 'Aire fonctionnelle' },
      { value: String(examRooms), label: examRooms >= 2 ? 'Salles d’examen complètes' : 'Salle d’examen complète' },
      { value: String(year), label: 'Année de construction' },
      { value: unitNumber, label: 'Numéro d’unité' },
    ],
    cta: { label: 'Planifier une inspection', to: localizedPath('contact', 'fr') },
    secondaryCta: { label: 'Voir la fiche technique', to: localizedPath('specifications', 'fr') },
  },
};
