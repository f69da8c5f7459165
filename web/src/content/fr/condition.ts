import { CONDITION_LIMITS, monthsSince } from '../../../../shared/condition-report';
import type { ConditionReport } from '../../../../shared/condition-report-facts';
import { formatFrenchDay, formatFrenchDecimal } from '../../../../shared/french-format';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { localizedPath } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import { SITE_SETTINGS } from '../../lib/site-settings';
import type { ConditionCopy } from '../condition';
import { FRENCH_CONDITION_REPORT_PDF_PATH } from '../../../../shared/condition-report-file';
import type { MetaCopy } from '../types';

/**
 * /fr/condition in Canadian French (docs/glossary-fr.md): the same report, dates, names and counts
 * as the English page; its PDF link is the French report's (fr/documents-condition.ts).
 */

const NOT_INSPECTED = 'Sans inspection';

/** 'le vendeur, Jane Doe' or 'Atelier Nord (installation CVIP 12345)'. */
const inspector = ({ inspector: who }: ConditionReport) => (who.kind === 'seller' ? `le vendeur, ${SITE_SETTINGS.sellerName}` : `${who.name} (${who.credential})`);

/** 'moins d'un mois', '1 mois', '14 mois'. */
function age(inspectedOn: string, today: string): string {
  const months = monthsSince(inspectedOn, today);
  return months === 0 ? 'moins d’un mois' : `${months}\u00a0mois`;
}

/** A plural by French rule: 0 and 1 take the singular. */
const counted = (count: number, one: string, many: string) => `${count}\u00a0${count >= 2 ? many : one}`;

const MEBIBYTE = 1024 * 1024;

export const FRENCH_CONDITION_COPY: ConditionCopy = {
  title: 'Rapport d’état',
  colon: '\u00a0: ',
  lead: ({ facts: { condition } }: ListingFigures) =>
    condition.inspectedOn
      ? `L’état de l’unité ${TRAILER.unitNumber}, composant par composant, tel que constaté par ${inspector(condition)} le ${formatFrenchDay(condition.inspectedOn)}. Ce qui n’a pas été inspecté est indiqué comme tel, jamais omis.`
      : `Aucune inspection de l’unité ${TRAILER.unitNumber} n’a encore été publiée\u00a0: chaque composant ci-dessous porte la mention «\u00a0${NOT_INSPECTED}\u00a0», et rien sur cette page n’affirme un état.`,
  inspector,
  summaryTitle: 'Sommaire',
  inspectedOn: 'Date de l’inspection',
  notInspectedYet: 'Aucune inspection pour l’instant',
  inspectedBy: 'Inspection faite par',
  age: 'Âge du rapport',
  ageValue: (report, today, made) =>
    report.inspectedOn ? `${age(report.inspectedOn, today)} à la ${made === 'page' ? 'publication de cette page' : 'production de ce document'}` : '',
  olderThanAYear: `Plus de ${CONDITION_LIMITS.freshMonths}\u00a0mois\u00a0: demandez au vendeur une nouvelle inspection avant de vous y fier.`,
  countsLabel: 'Composants selon leur état',
  countsTotal: (count) => `${counted(count, 'composant', 'composants')} dans le rapport`,
  download: 'Télécharger le rapport d’état (PDF)',
  pdfPath: FRENCH_CONDITION_REPORT_PDF_PATH,
  askTitle: 'Voyez par vous-même',
  ask: 'Planifiez une visite à Edmonton ou votre propre inspection par un tiers, ou questionnez le vendeur sur n’importe quel composant.',
  askCta: { label: 'Écrire au vendeur', to: localizedPath('contact', 'fr') },
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
  ratingLabels: { good: 'Bon état', fair: 'État passable', 'needs-attention': 'Intervention requise', 'not-inspected': NOT_INSPECTED },
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
  formatDay: formatFrenchDay,
  fileSize: (bytes) => (bytes < MEBIBYTE ? `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko` : `${formatFrenchDecimal(Math.round((bytes / MEBIBYTE) * 10) / 10)}\u00a0Mo`),
};

export const frenchConditionMeta = ({ facts: { condition } }: ListingFigures): MetaCopy => ({
  title: `Rapport d’état | Remorque médicale mobile ${TRAILER.year}, unité ${TRAILER.unitNumber}`,
  description: condition.inspectedOn
    ? `L’état de la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) à vendre à Edmonton, composant par composant, inspectée le ${formatFrenchDay(condition.inspectedOn)}\u00a0: châssis, pneus, freins, génératrice, système CVC, élévateur et intérieur.`
    : `Le rapport d’état de la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) à vendre à Edmonton\u00a0: chaque composant, du châssis au système CVC, avec ce qui a été inspecté et ce qui ne l’a pas été.`,
  keywords: ['état remorque médicale mobile', 'inspection remorque médicale usagée', 'inspection CVIP remorque', 'état génératrice remorque', 'rapport d’état clinique mobile'],
});
