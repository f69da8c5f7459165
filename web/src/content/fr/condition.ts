import { CONDITION_LIMITS, monthsSince } from '../../../../shared/condition-summary';
import type { ConditionReport } from '../../../../shared/condition-report-facts';
import { formatFrenchDay } from '../../../../shared/french-format';
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
export const counted = (count: number, one: string, many: string) => `${count}\u00a0${count >= 2 ? many : one}`;

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
  ratingLabels: { good: 'Bon état', fair: 'État passable', 'needs-attention': 'Intervention requise', 'not-inspected': NOT_INSPECTED },
  formatDay: formatFrenchDay,
  loadDetails: () => import('./condition-details').then((details) => details.FRENCH_CONDITION_DETAILS),
};

export const frenchConditionMeta = ({ facts: { condition } }: ListingFigures): MetaCopy => ({
  title: `Rapport d’état | Remorque médicale mobile ${TRAILER.year}, unité ${TRAILER.unitNumber}`,
  description: condition.inspectedOn
    ? `L’état de la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) à vendre à Edmonton, composant par composant, inspectée le ${formatFrenchDay(condition.inspectedOn)}\u00a0: châssis, pneus, freins, génératrice, système CVC, élévateur et intérieur.`
    : `Le rapport d’état de la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) à vendre à Edmonton\u00a0: chaque composant, du châssis au système CVC, avec ce qui a été inspecté et ce qui ne l’a pas été.`,
  keywords: ['état remorque médicale mobile', 'inspection remorque médicale usagée', 'inspection CVIP remorque', 'état génératrice remorque', 'rapport d’état clinique mobile'],
});
