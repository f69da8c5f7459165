import { formatFrenchDecimal } from '../../../../shared/french-format';
import type { ConditionDetailsCopy } from '../condition';
import { counted } from './condition';

const MEBIBYTE = 1024 * 1024;

/** /fr/condition's words under its summary, and the French PDF's (with FRENCH_CONDITION_COPY). */
export const FRENCH_CONDITION_DETAILS: ConditionDetailsCopy = {
  comment: 'Constat',
  noComment: 'Rien à signaler.',
  notInspectedNote: 'Le vendeur ne déclare encore rien sur ce composant.',
  fix: 'Correctif requis',
  fixUnknown: 'Pas encore connu\u00a0: renseignez-vous auprès du vendeur.',
  photosLabel: (component) => `Photos\u00a0: ${component.toLowerCase()}`,
  photoLink: (alt) => `${alt} (ouvre la photo en pleine grandeur)`,
  systemsLabel: 'Systèmes',
  statementTitle: 'Déclaration du vendeur',
  statementLead: 'Dans les mots mêmes du vendeur, publiée avec ce rapport\u00a0:',
  statementPeriod: 'Période',
  days: (count) => counted(count, 'jour', 'jours'),
  documentsTitle: 'Documents d’inspection',
  documentsLead: 'Les documents à l’appui de ce rapport, tels que leurs émetteurs les ont produits\u00a0: chaque lien télécharge le PDF versé par le vendeur.',
  noDocuments: 'Aucun document d’inspection n’a encore été publié\u00a0: demandez au vendeur le certificat CVIP ou une inspection par un tiers.',
  documentLink: (kind, issuer, date, size) => `${kind}, ${issuer}, ${date} (PDF, ${size})`,
  systemTitles: {
    'running-gear': 'Châssis et train roulant',
    body: 'Carrosserie, portes et accès',
    power: 'Énergie et climatisation',
    interior: 'Intérieur et services',
  },
  componentLabels: {
    'chassis-frame': 'Châssis et cadre',
    suspension: 'Suspension pneumatique',
    tires: 'Pneus',
    brakes: 'Freins',
    lights: 'Feux et éclairage',
    'landing-gear': 'Béquilles',
    'roof-seals': 'Toit et joints d’étanchéité',
    'body-skirting': 'Carrosserie et jupes',
    'doors-steps': 'Portes et marchepieds',
    'wheelchair-lift': 'Élévateur pour fauteuil roulant',
    generator: 'Génératrice',
    'shore-power': 'Alimentation externe et commutateur de transfert',
    hvac: 'Système CVC',
    'electrical-panels': 'Panneaux électriques',
    plumbing: 'Plomberie et chauffe-eau',
    'floors-walls': 'Planchers et murs intérieurs',
    'exam-fixtures': 'Aménagement des salles d’examen',
    'data-communications': 'Réseau et communications',
  },
  documentKindLabels: {
    'cvip-certificate': 'Certificat d’inspection CVIP',
    'third-party-inspection': 'Inspection par un tiers',
    'generator-service-log': 'Registre d’entretien de la génératrice',
    'maintenance-invoice': 'Facture d’entretien',
  },
  fileSize: (bytes) => (bytes < MEBIBYTE ? `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko` : `${formatFrenchDecimal(Math.round((bytes / MEBIBYTE) * 10) / 10)}\u00a0Mo`),
};
