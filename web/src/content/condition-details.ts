import { CONDITION_COMPONENTS, CONDITION_SYSTEMS } from '../../../shared/condition-report';
import type { ConditionComponentId } from '../../../shared/condition-report-facts';
import { formatFileSize, INSPECTION_DOCUMENT_KIND_LABELS } from '../../../shared/inspection-documents';
import type { ConditionDetailsCopy } from './condition';

/** /condition's words under its summary, and the PDF's (with CONDITION_COPY). */
export const CONDITION_DETAILS = {
  comment: 'What was seen',
  noComment: 'Nothing noted.',
  notInspectedNote: 'Not inspected: the seller states nothing about this component yet.',
  fix: 'What it takes to fix',
  fixUnknown: 'Not yet known: ask the seller.',
  photosLabel: (component: string) => `Photos of the ${component.toLowerCase()}`,
  photoLink: (alt: string) => `${alt} (opens the full-size photo)`,
  systemsLabel: 'Systems',
  statementTitle: 'The seller’s statement',
  statementLead: 'In the seller’s own words, published with this report:',
  statementPeriod: 'Period',
  /** '7 days': the statement's period as the page, the PDF and the quotation say it. */
  days: (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`,
  documentsTitle: 'Inspection documents',
  documentsLead: 'The documents behind this report, as their issuers made them: each link downloads the PDF the seller uploaded.',
  noDocuments: 'No inspection document has been published yet: ask the seller for the CVIP certificate or a third-party inspection.',
  documentLink: (kind: string, issuer: string, date: string, size: string) => `${kind}, ${issuer}, ${date} (PDF, ${size})`,
  systemTitles: CONDITION_SYSTEMS,
  componentLabels: Object.fromEntries(Object.entries(CONDITION_COMPONENTS).map(([id, { label }]) => [id, label])) as Record<ConditionComponentId, string>,
  documentKindLabels: INSPECTION_DOCUMENT_KIND_LABELS,
  fileSize: formatFileSize,
} as const satisfies ConditionDetailsCopy;
