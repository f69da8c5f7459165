import { formatFrenchAmount, formatFrenchDay, formatFrenchNumber } from '../../../../shared/french-format';
import type { UnitFacts } from '../../../../shared/listing-facts';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { TRAILER } from '../../../../shared/trailer';
import type { SpecCategory, SpecItem } from '../specifications';
import { FRENCH_TRAILER_FACTS, examRoomsText } from './trailer-facts';

// The rows of /fr/specifications by category (content/spec-categories.ts in French), which its page
// and the French specifications template show; the page loads them with the part that shows them.

const row = (label: string, value: string, highlight = false): SpecItem => ({ label, value, highlight });

/** A row for a figure the seller may leave blank: none while it is blank. */
const given = (label: string, value: string | null | false): SpecItem[] => (value ? [row(label, value)] : []);

const measured = (value: number | null, unit: string) => value !== null && `${formatFrenchNumber(value)}\u00a0${unit}`;

const inspectionValidThrough = (unit: UnitFacts) => `Inspection de véhicule commercial de l’Alberta en vigueur jusqu’au ${formatFrenchDay(unit.inspection.validThrough)}`;

const GFCI = 'Protection DDFT (disjoncteurs de fuite à la terre) partout';
const ON_REQUEST = 'Fournis par le vendeur sur demande';

/** The categories of content/spec-categories.ts, in French, with the listing's figures. */
export const frenchSpecCategories = ({ priceUsd, facts: { unit } }: ListingFigures): readonly SpecCategory[] => [
  {
    id: 'general',
    title: 'Renseignements généraux et inspection',
    items: [
      row('Fabricant', `Carrossier américain, État de New York (unité nº\u00a0${TRAILER.unitNumber})`),
      row('Année de fabrication', String(TRAILER.year)),
      row('Type de remorque', `Fourgon de ${TRAILER.lengthFeet}\u00a0pieds`),
      row('Usage d’origine', 'Clinique de mammographie (appareil retiré)'),
      row('Emplacement', FRENCH_TRAILER_FACTS.location),
      ...given('NIV ou numéro de série', unit.vinOrSerial),
      row('État de l’inspection', inspectionValidThrough(unit), true),
      ...given('Date de l’inspection', unit.inspection.inspectedOn && formatFrenchDay(unit.inspection.inspectedOn)),
    ],
  },
  {
    id: 'security',
    title: 'Sécurité',
    items: [row('Contrôle d’accès', 'Clavier de sécurité', true), row('Visite', 'Sur rendez-vous seulement')],
  },
  {
    id: 'fire-safety',
    title: 'Protection incendie',
    items: [
      row('Extinction d’incendie', 'Système d’extinction d’incendie intégré', true),
      row('Évacuation d’urgence', 'Fenêtres d’évacuation d’urgence'),
      row('Protection électrique', GFCI),
    ],
  },
  {
    id: 'communications',
    title: 'Communications',
    items: [row('Divertissement', 'Téléviseur et lecteur DVD'), row('Visite à distance', 'Visite virtuelle par vidéo WhatsApp ou par téléphone')],
  },
  {
    id: 'accessibility',
    title: 'Accessibilité',
    items: [
      row('Élévateur pour fauteuil roulant', 'Entièrement automatique, avec compartiment de rangement', true),
      row('Entrées', 'Plateformes escamotables en aluminium aux deux entrées'),
      row('Norme', 'Conformité à la norme ADA', true),
      row('Sorties d’urgence', 'Fenêtres d’évacuation d’urgence'),
      row('Aménagement', 'Aménagement intérieur accessible'),
    ],
  },
  {
    id: 'trailer',
    title: 'Remorque et suspension',
    items: [
      row('Longueur', `${TRAILER.lengthFeet}\u00a0pi`),
      row('Hauteur', FRENCH_TRAILER_FACTS.height),
      row('Largeur', FRENCH_TRAILER_FACTS.width),
      row('PNBV', FRENCH_TRAILER_FACTS.gvwr),
      row('PNBE', FRENCH_TRAILER_FACTS.gawr),
      row('Suspension', 'Pneumatique', true),
      row('Nivellement', 'Nivellement automatique aux quatre coins', true),
      ...given('Poids à vide', measured(unit.emptyWeightLbs, 'lb')),
      ...given('Odomètre', measured(unit.odometerKm, 'km')),
    ],
  },
  {
    id: 'electrical',
    title: 'Électricité',
    items: [
      row('Génératrice principale', 'Moteur diesel à tête électrique', true),
      row('Génératrices incluses', 'Une (une deuxième génératrice est offerte en option)'),
      row('Distribution', '110\u00a0V/220\u00a0V'),
      row('Chargeur de batterie', 'Inclus'),
      row('Protection', GFCI),
      row('Panneaux', 'Panneaux électriques à bord'),
      ...given('Marque de la génératrice', unit.generator.make),
      ...given('Puissance de la génératrice', measured(unit.generator.kw, 'kW')),
      ...given('Heures de la génératrice', measured(unit.generator.hours, 'heures')),
      ...given('Alimentation externe', measured(unit.shorePowerAmps, 'A')),
    ],
  },
  {
    id: 'hvac',
    title: 'Système CVC',
    items: [
      row('Côté trottoir', 'Appareil CVC mural'),
      row('Côté rue', 'Appareil CVC mural'),
      row('Chauffage d’appoint', 'Radiateurs électriques portatifs'),
      row('Humidité', 'Humidificateur à cycle de vidange', true),
    ],
  },
  {
    id: 'plumbing',
    title: 'Plomberie',
    items: [row('Vidange de l’humidificateur', 'Cycle de vidange'), row('Détails de la plomberie', ON_REQUEST)],
  },
  {
    id: 'medical-equipment',
    title: 'Équipement médical',
    items: [
      row('Mammographe', 'Retiré, NON inclus'),
      row('Stérilisation', 'Stérilisation par rayons UV', true),
      row('Nettoyage', 'Système d’aspiration'),
      row('Salles d’examen', `${examRoomsText(unit.examRooms)} complètes`),
    ],
  },
  {
    id: 'interior',
    title: 'Intérieur',
    items: [
      row('Aires fonctionnelles', String(unit.functionalAreas)),
      row('Pièces', `Entrée principale, réception et salle d’attente, ${examRoomsText(unit.examRooms)} complètes, 2\u00a0cabines de déshabillage, salle principale, salle d’équipement, salle de pause et postes de travail, corridor`),
      row('Armoires', 'Armoires en chêne', true),
      row('Comptoirs', 'Comptoirs en granit', true),
      row('Sièges', 'Sièges bordeaux'),
    ],
  },
  {
    id: 'construction',
    title: 'Construction et rangement',
    items: [
      row('Constructeur', `Carrossier de l’État de New York, ${TRAILER.year}`),
      row('Caisse', `Remorque de type fourgon de ${TRAILER.lengthFeet}\u00a0pieds`),
      row('Rangement de l’élévateur', 'Compartiment de rangement pour l’élévateur pour fauteuil roulant'),
      row('Rangement intérieur', 'Armoires en chêne partout'),
    ],
  },
  {
    id: 'compliance',
    title: 'Conformité',
    items: [
      row('Inspection de véhicule commercial', `Alberta, en vigueur jusqu’au ${formatFrenchDay(unit.inspection.validThrough)}`, true),
      row('Accessibilité', 'Conformité à la norme ADA'),
      row('Électricité', GFCI),
    ],
  },
  {
    id: 'maintenance',
    title: 'Entretien',
    items: [
      row('Registres d’entretien', 'Offerts par le vendeur en document'),
      row('Renseignements sur la garantie', 'Offerts par le vendeur en document'),
      row('Inspection avant l’achat', 'Bienvenue\u00a0: sur place à Edmonton ou par visite virtuelle'),
    ],
  },
  {
    id: 'transport-financial',
    title: 'Transport et financement',
    items: [
      row('Prix', formatFrenchAmount(priceUsd, 'USD'), true),
      row('Livraison', 'Porte-à-porte partout au Canada et aux États-Unis, de 7 à 21\u00a0jours'),
      row('Soumission de livraison', 'Sur demande'),
      row('Options de financement', 'Renseignements du vendeur sur demande'),
    ],
  },
];
