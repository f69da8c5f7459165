import type { ConditionSystem } from '../../../shared/condition-report';
import { CONDITION_LIMITS, CONDITION_RATING_LABELS, monthsSince, ratingCounts } from '../../../shared/condition-summary';
import { CONDITION_RATINGS, type ConditionComponentId, type ConditionRating, type ConditionReport } from '../../../shared/condition-report-facts';
import type { InspectionDocumentKind } from '../../../shared/inspection-documents';
import type { ListingFigures } from '../../../shared/listing-figures';
import { formatListingDay } from '../../../shared/listing-state';
import { PATHS } from '../../../shared/site-routes';
import { TRAILER } from '../../../shared/trailer';
import { SITE_SETTINGS } from '../lib/site-settings';
import { CONDITION_REPORT_PDF_PATH, CONDITION_REPORT_TITLE as TITLE } from '../../../shared/condition-report-file';
import type { LinkCopy, MetaCopy } from './types';

/**
 * The words of /condition and of the Condition Report PDF (docs/product.md#condition-report). Every
 * date, name and count is read from the report in the listing's facts; nothing here states a condition.
 */

export { CONDITION_REPORT_FILE_NAME, CONDITION_REPORT_PDF_PATH } from '../../../shared/condition-report-file';

/** 'Good: 3 · Fair: 1 ...' parts in the ratings' order, every rating named even at 0, so nothing reads as hidden. */
export const ratingSummary = (report: ConditionReport): { rating: ConditionRating; label: string; count: number }[] => {
  const counts = ratingCounts(report);
  return CONDITION_RATINGS.map((rating) => ({ rating, label: CONDITION_RATING_LABELS[rating], count: counts[rating] }));
};

/** Who inspected, in a sentence's words: 'the seller, Jane Doe' or 'Northside Trailer (CVIP facility 12345)'. */
export function inspectorText({ inspector }: ConditionReport): string {
  return inspector.kind === 'seller' ? `the seller, ${SITE_SETTINGS.sellerName}` : `${inspector.name} (${inspector.credential})`;
}

/** '1 month', '14 months': the report's age on `today` (yyyy-mm-dd). */
function ageText(inspectedOn: string, today: string): string {
  const months = monthsSince(inspectedOn, today);
  if (months === 0) return 'less than a month';
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/**
 * The words of /condition in one language (English here, French in fr/condition.ts): the page's
 * components read them from ConditionCopyContext, so a French page never loads this module.
 */
export interface ConditionCopy {
  title: string;
  /** Between a label and its value: ': ', or ' : ' with a no-break space in French. */
  colon: string;
  lead: (figures: ListingFigures) => string;
  /** Who inspected, in a sentence's words. */
  inspector: (report: ConditionReport) => string;
  summaryTitle: string;
  inspectedOn: string;
  notInspectedYet: string;
  inspectedBy: string;
  age: string;
  ageValue: (report: ConditionReport, today: string, made: 'page' | 'document') => string;
  olderThanAYear: string;
  countsLabel: string;
  countsTotal: (count: number) => string;
  download: string;
  /** The report's PDF under /documents/. */
  pdfPath: string;
  askTitle: string;
  ask: string;
  askCta: LinkCopy;
  ratingLabels: Readonly<Record<ConditionRating, string>>;
  /** A yyyy-mm-dd day as this language writes it. */
  formatDay: (day: string) => string;
  /** The statement's, the documents' and the systems' words: loaded with their parts. */
  loadDetails: () => Promise<ConditionDetailsCopy>;
}

/** The words of /condition under its summary (the statement, the documents, the systems), and of the PDF. */
export interface ConditionDetailsCopy {
  comment: string;
  noComment: string;
  notInspectedNote: string;
  fix: string;
  fixUnknown: string;
  photosLabel: (component: string) => string;
  photoLink: (alt: string) => string;
  systemsLabel: string;
  statementTitle: string;
  statementLead: string;
  statementPeriod: string;
  days: (count: number) => string;
  documentsTitle: string;
  documentsLead: string;
  noDocuments: string;
  documentLink: (kind: string, issuer: string, date: string, size: string) => string;
  systemTitles: Readonly<Record<ConditionSystem, string>>;
  componentLabels: Readonly<Record<ConditionComponentId, string>>;
  documentKindLabels: Readonly<Record<InspectionDocumentKind, string>>;
  /** '47 KB', '47 Ko'. */
  fileSize: (bytes: number) => string;
}

/** Every word of the report, as its PDF reads them. */
export type ConditionReportCopy = ConditionCopy & ConditionDetailsCopy;

export const CONDITION_COPY = {
  title: TITLE,
  lead: ({ facts: { condition } }: ListingFigures) =>
    condition.inspectedOn
      ? `The state of unit ${TRAILER.unitNumber}, component by component, as ${inspectorText(condition)} found it on ${formatListingDay(condition.inspectedOn)}. What was not inspected is marked so, not left out.`
      : `No inspection of unit ${TRAILER.unitNumber} has been published yet: every component below is marked ‘${CONDITION_RATING_LABELS['not-inspected']}’, and nothing on this page states a condition.`,
  colon: ': ',
  inspector: inspectorText,
  summaryTitle: 'Summary',
  inspectedOn: 'Inspected on',
  notInspectedYet: 'Not inspected yet',
  inspectedBy: 'Inspected by',
  age: 'Age of the report',
  /** The age on the day the page was published or the document made (`made`: 'page' or 'document'). */
  ageValue: (report: ConditionReport, today: string, made: 'page' | 'document') =>
    report.inspectedOn ? `${ageText(report.inspectedOn, today)} when this ${made === 'page' ? 'page was published' : 'document was made'}` : '',
  /** Said when the report is CONDITION_LIMITS.freshMonths months old or more, on the page and in the PDF. */
  olderThanAYear: `Older than ${CONDITION_LIMITS.freshMonths} months: ask the seller for a new inspection before you rely on it.`,
  countsLabel: 'Components by rating',
  countsTotal: (count: number) => `${count} components in the report`,
  download: 'Download the condition report (PDF)',
  pdfPath: CONDITION_REPORT_PDF_PATH,
  askTitle: 'See it for yourself',
  ask: 'Book a viewing in Edmonton or your own third-party inspection, or ask the seller about any component.',
  askCta: { label: 'Ask the seller', to: PATHS.contact },
  ratingLabels: CONDITION_RATING_LABELS,
  formatDay: formatListingDay,
  loadDetails: () => import('./condition-details').then((details) => details.CONDITION_DETAILS),
} as const satisfies ConditionCopy;

export const conditionMeta = ({ facts: { condition } }: ListingFigures): MetaCopy => ({
  title: `${TITLE} | ${TRAILER.year} Mobile Medical Trailer, Unit ${TRAILER.unitNumber}`,
  description: condition.inspectedOn
    ? `The condition of the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer for sale in Edmonton, component by component, inspected on ${formatListingDay(condition.inspectedOn)}: chassis, tires, brakes, generator, HVAC, lift and interior.`
    : `The condition report of the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer for sale in Edmonton: each component from chassis to HVAC, with what has and has not been inspected.`,
  keywords: ['mobile medical trailer condition', 'used medical trailer inspection', 'CVIP inspection trailer', 'medical trailer generator condition', 'used mobile clinic condition report'],
});
