import { formatFrenchNumber } from '../../../../shared/french-format';
import type { TourRoomId } from '../../../../shared/tour-media';
import { TRAILER } from '../../../../shared/trailer';
import { roomsIn, type RoomText } from '../room-layout';

/* The walkthrough's rooms in Canadian French (docs/glossary-fr.md#visite). */

const unit = TRAILER.unitNumber;
const lbs = (value: number) => `${formatFrenchNumber(value)}\u00a0lb`;
/** 13'6" as 13 pi 6 po. */
const feetAndInches = (measure: string) => measure.replace(/^(\d+)'(\d+)"$/, '$1\u00a0pi $2\u00a0po');

// Lines shared by several rooms: the systems that serve the whole remorque.
const HVAC = 'Appareils CVC muraux côté trottoir et côté rue';
const HEATERS = 'Radiateurs électriques portatifs d’appoint pour les jours froids';
const HUMIDIFIER = 'Humidificateur avec cycle de rinçage du drain';
const POWER = 'Distribution électrique 110\u00a0V/220\u00a0V';
const GFCI = 'Protection DDFT partout';
const FIRE = 'Couverte par le système d’extinction d’incendie';
const GENERATOR = 'Alimentée par la génératrice diesel de bord';
const ACCESSIBLE = 'Aménagement accessible aux patients en fauteuil roulant';

const ROOM_TEXTS: Readonly<Record<TourRoomId, RoomText>> = {
  'break-room-workstation': {
    title: 'Salle de pause et postes de travail',
    description:
      'Un espace pour le personnel, à l’écart des aires de soins\u00a0: postes de travail pour les dossiers et les rendez-vous, armoires en chêne et comptoirs en granit, avec la même climatisation et la même alimentation protégée que les salles cliniques.',
    features: [
      'Postes de travail pour les dossiers, les rendez-vous et les rapports',
      'Armoires en chêne pour le matériel et les effets personnels',
      'Comptoirs en granit pour la paperasse et les pauses',
      'Un lieu de repos pour le personnel entre les rendez-vous',
      POWER,
      GFCI,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      FIRE,
      GENERATOR,
      'Fait partie de l’aménagement accessible de toute la remorque',
    ],
    keywords: ['intérieur', 'salle de pause', 'postes de travail', 'armoires en chêne', 'comptoirs en granit'],
  },
  'reception-waiting': {
    title: 'Réception et aire d’attente',
    description:
      'La première pièce que voient les patients\u00a0: un comptoir de réception en granit et des armoires en chêne, des sièges bordeaux et un téléviseur avec lecteur DVD pour l’attente, le tout aménagé pour qu’une personne en fauteuil roulant puisse s’inscrire et attendre comme tout le monde.',
    features: [
      'Sièges bordeaux pour les patients en attente',
      'Téléviseur et lecteur DVD dans l’aire d’attente',
      'Comptoir de réception en granit',
      'Armoires en chêne pour les formulaires, les dossiers et le matériel',
      ACCESSIBLE,
      'Accès en fauteuil roulant par l’élévateur entièrement automatique',
      'Entrée sécurisée par clavier à code',
      HVAC,
      HUMIDIFIER,
      HEATERS,
      FIRE,
      `${POWER} protégée par DDFT`,
    ],
    keywords: ['intérieur', 'réception', 'aire d’attente', 'sièges bordeaux', 'téléviseur'],
  },
  'main-entry': {
    title: 'Entrée principale',
    description:
      'Là où patients et personnel montent à bord\u00a0: un clavier à code à la porte, des plateformes en aluminium escamotables aux deux entrées et un élévateur pour fauteuil roulant entièrement automatique, pour que chaque patient puisse entrer dans la clinique.',
    features: [
      'Entrée par clavier à code',
      'Élévateur pour fauteuil roulant entièrement automatique',
      'Compartiment de rangement de l’élévateur pendant le transport',
      'Plateformes en aluminium escamotables aux deux entrées',
      'Conçue pour la conformité ADA (norme américaine d’accessibilité)',
      'Aménagement accessible dès la porte',
      'Fenêtres d’évacuation d’urgence',
      'Système d’extinction d’incendie',
      'Nivellement automatique aux quatre coins pour une entrée stable et de niveau',
      'Suspension pneumatique',
      `Longueur de ${TRAILER.lengthFeet}\u00a0pi, hauteur de ${feetAndInches(TRAILER.height)}, largeur de ${feetAndInches(TRAILER.width)}`,
      `Construite en ${TRAILER.year} par un carrossier américain, unité ${unit}`,
      'Inspection de véhicule commercial de l’Alberta en vigueur',
      GFCI,
    ],
    keywords: ['intérieur', 'entrée principale', 'clavier à code', 'élévateur pour fauteuil roulant', 'accessibilité'],
  },
  'equipment-room': {
    title: 'Salle technique',
    description:
      'Le cœur technique de la remorque\u00a0: les panneaux électriques de la distribution 110\u00a0V/220\u00a0V, le chargeur de batteries et les systèmes qui font fonctionner la clinique sur la génératrice diesel, où qu’elle soit stationnée.',
    features: [
      `Panneaux électriques de la ${POWER.toLowerCase()}`,
      'Génératrice principale\u00a0: moteur diesel avec tête électrique',
      'Une génératrice incluse\u00a0; une seconde en option',
      'Chargeur de batteries',
      GFCI,
      'Système d’extinction d’incendie',
      'Système d’aspiration',
      HVAC,
      HUMIDIFIER,
      HEATERS,
      'Système de nivellement automatique aux quatre coins',
      'Suspension pneumatique pour un transport en douceur',
    ],
    keywords: ['intérieur', 'salle technique', 'panneaux électriques', 'génératrice diesel', 'systèmes'],
  },
  'exam-room': {
    title: 'Salle d’examen',
    description:
      'L’une des deux salles d’examen complètes, aménagée pour la mammographie. Le mammographe a été retiré et n’est pas inclus, ce qui laisse une pièce privée et climatisée, prête pour l’équipement dont votre programme a besoin.',
    features: [
      'L’une des 2\u00a0salles d’examen complètes',
      'Aménagée pour la mammographie\u00a0; l’appareil est retiré et non inclus',
      'De la place pour votre propre équipement de diagnostic ou de traitement',
      'Stérilisation aux ultraviolets',
      'Armoires en chêne pour le matériel clinique',
      'Comptoirs en granit',
      ACCESSIBLE,
      `${POWER} pour l’équipement médical`,
      GFCI,
      HVAC,
      HUMIDIFIER,
      FIRE,
    ],
    keywords: ['intérieur', 'salle d’examen', 'stérilisation UV', 'armoires en chêne', 'comptoirs en granit'],
  },
  'dressing-room-1': {
    title: 'Cabine de déshabillage nº\u00a01',
    description:
      'Une cabine privée où les patients se préparent pour leur examen, avec une finition en chêne comme le reste de l’intérieur et la même température confortable.',
    features: [
      'Cabine privée pour les patients',
      'Finition en chêne',
      ACCESSIBLE,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      'Stérilisation aux ultraviolets pour l’hygiène entre les patients',
      'Système d’aspiration pour un nettoyage rapide entre les patients',
      GFCI,
      FIRE,
      'Fenêtres d’évacuation d’urgence dans la remorque',
      'À l’intérieur de la clinique sécurisée par clavier à code',
    ],
    keywords: ['intérieur', 'cabine de déshabillage', 'intimité', 'armoires en chêne'],
  },
  'dressing-room-2': {
    title: 'Cabine de déshabillage nº\u00a02',
    description: 'La seconde cabine privée, pour que deux patients se préparent en même temps et que les rendez-vous s’enchaînent.',
    features: [
      'Seconde cabine privée pour les patients',
      'Finition en chêne',
      ACCESSIBLE,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      'Système d’aspiration pour un nettoyage rapide entre les patients',
      GFCI,
      FIRE,
      'À l’intérieur de la clinique sécurisée par clavier à code',
    ],
    keywords: ['intérieur', 'cabine de déshabillage', 'intimité', 'armoires en chêne'],
  },
  'master-room': {
    title: 'Grande salle',
    description:
      'Une pièce pleine grandeur finie comme le reste de la clinique, avec armoires en chêne, comptoirs en granit, climatisation et alimentation protégée\u00a0: un espace polyvalent pour un second examen, des consultations ou un bureau.',
    features: [
      'Pièce polyvalente pour un second examen, des consultations ou un bureau',
      'Armoires en chêne',
      'Comptoirs en granit',
      ACCESSIBLE,
      POWER,
      GFCI,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      FIRE,
      'Fenêtres d’évacuation d’urgence dans la remorque',
      GENERATOR,
    ],
    keywords: ['intérieur', 'grande salle', 'armoires en chêne', 'comptoirs en granit', 'espace polyvalent'],
  },
  'hallway-pictures': {
    title: 'Corridor',
    description: `Le corridor relie toute la clinique de ${TRAILER.lengthFeet}\u00a0pieds\u00a0: la réception, les salles d’examen et les aires du personnel, en laissant le passage libre aux fauteuils roulants.`,
    features: [
      'Relie la réception, les salles d’examen et les aires du personnel',
      'Aménagement accessible avec un parcours pour fauteuils roulants',
      'Finition en chêne',
      'Système d’extinction d’incendie',
      'Fenêtres d’évacuation d’urgence',
      'Clavier à code à l’entrée',
      'Système d’aspiration',
      HVAC,
      HUMIDIFIER,
      HEATERS,
      GFCI,
      'Le nivellement automatique aux quatre coins garde le plancher de niveau sur place',
    ],
    keywords: ['intérieur', 'corridor', 'accessibilité', 'extinction d’incendie'],
  },
  'accessories-pictures': {
    title: 'Équipements',
    description: `L’équipement fourni avec l’unité ${unit}, de la génératrice diesel et l’élévateur pour fauteuil roulant aux systèmes de climatisation, de sécurité et de divertissement.`,
    features: [
      'Génératrice diesel\u00a0: moteur diesel avec tête électrique',
      'Une génératrice incluse\u00a0; une seconde en option',
      `Panneaux électriques de la ${POWER.toLowerCase()}`,
      'Chargeur de batteries',
      GFCI,
      'Appareil CVC mural côté trottoir',
      'Appareil CVC mural côté rue',
      'Radiateurs électriques portatifs d’appoint',
      HUMIDIFIER,
      'Élévateur pour fauteuil roulant entièrement automatique',
      'Compartiment de rangement de l’élévateur',
      'Plateformes en aluminium escamotables aux deux entrées',
      'Conçue pour la conformité ADA (norme américaine d’accessibilité)',
      'Fenêtres d’évacuation d’urgence',
      'Système d’extinction d’incendie',
      'Entrée par clavier à code',
      'Stérilisation aux ultraviolets',
      'Système d’aspiration',
      'Téléviseur et lecteur DVD',
      'Sièges bordeaux',
      'Armoires en chêne et comptoirs en granit',
      'Nivellement automatique aux quatre coins',
      'Suspension pneumatique',
      `PNBV de ${lbs(TRAILER.gvwrLbs)} sur ${TRAILER.axleCount}\u00a0essieux de ${lbs(TRAILER.axleRatingLbs)} chacun`,
      'Mammographe retiré et non inclus',
    ],
    keywords: ['équipements', 'génératrice diesel', 'élévateur pour fauteuil roulant', 'système CVC', 'extinction d’incendie'],
  },
};

/** The walkthrough's rooms in French, in tour order. */
export const FRENCH_ROOMS = roomsIn(ROOM_TEXTS);
