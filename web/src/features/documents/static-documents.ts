import { DOCUMENT_TEMPLATES, DOWNLOAD_MESSAGES } from '../../content/documents';
import type { PrintedDocument } from '../../content/documents-print';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { complianceChecklistDocument, maintenanceScheduleDocument, specificationsTemplateDocument } from '../../content/documents-resources';
import { specSheetDocument } from '../../content/documents-spec-sheet';
import { frenchSpecSheetDocument } from '../../content/fr/documents-spec-sheet';
import {
  COMPLIANCE_CHECKLIST_FILE_NAME,
  FRENCH_DOCUMENT_FILE_NAMES,
  MAINTENANCE_SCHEDULE_FILE_NAME,
  ROI_SPREADSHEET_FILE_NAME,
  SERVICE_RECORDS_FILE_NAME,
  SPECIFICATIONS_TEMPLATE_FILE_NAME,
  SPEC_SHEET_FILE_NAME,
  WARRANTY_FILE_NAME,
} from '../../../../shared/document-files';
import { serviceRecordsDocument, warrantyDocument } from '../../content/documents-trailer';
import { FRENCH_TRAILER_DOCUMENT_WORDS } from '../../content/fr/documents-trailer';
import { FRENCH_RESOURCE_DOCUMENT_WORDS, FRENCH_ROI_MODEL } from '../../content/fr/documents-resources';
import { CONDITION_REPORT_FILE_NAME } from '../../../../shared/condition-report-file';
import { conditionReportDocument, type ConditionReportWords } from '../../content/documents-condition';
import { FRENCH_CONDITION_REPORT_WORDS } from '../../content/fr/documents-condition';
import { sellerToday, toIsoDate } from '../../../../shared/calendar-day';
import { RESOURCE_DOWNLOADS, resourceFileName, type ResourceDownloadId } from '../../content/resources';
import { printedDocumentPdf, type PdfEdition } from './pdf/printed-document-pdf';
import { roiWorkbook } from './spreadsheet/roi-workbook';

/**
 * The documents under /documents/ that the download buttons link to, made from the listing's
 * figures: the build writes them with the built-in ones (web/build/build-documents.ts), the page
 * publisher again with the stored ones after every change (lambdas/publish-pages.ts). Runs in Node
 * only: jsPDF and write-excel-file stay out of the browser.
 */
export interface StaticDocument {
  /** The file name of docs/product.md#document-templates, and the file's name under /documents/. */
  fileName: string;
  make: (edition: PdfEdition, figures: ListingFigures) => Promise<Uint8Array>;
}

const pdf = (content: (figures: ListingFigures) => PrintedDocument) => async (edition: PdfEdition, figures: ListingFigures) =>
  printedDocumentPdf(content(figures), edition);

/** What a template made by the build says; any other id is 'Unknown document type' (docs/product.md#filename-dates). */
export function documentContent(id: string): (figures: ListingFigures) => PrintedDocument {
  switch (id) {
    case 'technical-specs':
      return specSheetDocument;
    case 'service-records':
      return serviceRecordsDocument;
    case 'warranty-info':
      return warrantyDocument;
    default:
      throw new Error(DOWNLOAD_MESSAGES.unknownType);
  }
}

const RESOURCE_MAKERS: Record<ResourceDownloadId, StaticDocument['make']> = {
  'specifications-template': pdf(specificationsTemplateDocument),
  'compliance-checklist': pdf(complianceChecklistDocument),
  'maintenance-schedule': pdf(maintenanceScheduleDocument),
  'roi-spreadsheet': ({ createdAt }, figures) => roiWorkbook(createdAt, figures),
};

/** The condition report in the language of `words`; its age is counted to the edition's day, in the seller's time zone. */
const conditionReport =
  (words?: ConditionReportWords): StaticDocument['make'] =>
  async (edition, figures) =>
    printedDocumentPdf(conditionReportDocument(figures, toIsoDate(sellerToday(edition.createdAt)), words), edition);

/** A document in the language of `words`. */
const pdfIn = <Words,>(content: (figures: ListingFigures, words: Words) => PrintedDocument, words: Words) => pdf((figures) => content(figures, words));

/** The French documents' makers, by the English file's name (FRENCH_DOCUMENT_FILE_NAMES names the French one). */
const FRENCH_MAKERS: Readonly<Record<string, StaticDocument['make']>> = {
  [SPEC_SHEET_FILE_NAME]: pdf(frenchSpecSheetDocument),
  [CONDITION_REPORT_FILE_NAME]: conditionReport(FRENCH_CONDITION_REPORT_WORDS),
  [WARRANTY_FILE_NAME]: pdfIn(warrantyDocument, FRENCH_TRAILER_DOCUMENT_WORDS),
  [SERVICE_RECORDS_FILE_NAME]: pdfIn(serviceRecordsDocument, FRENCH_TRAILER_DOCUMENT_WORDS),
  [MAINTENANCE_SCHEDULE_FILE_NAME]: pdfIn(maintenanceScheduleDocument, FRENCH_RESOURCE_DOCUMENT_WORDS),
  [COMPLIANCE_CHECKLIST_FILE_NAME]: pdfIn(complianceChecklistDocument, FRENCH_RESOURCE_DOCUMENT_WORDS),
  [SPECIFICATIONS_TEMPLATE_FILE_NAME]: pdfIn(specificationsTemplateDocument, FRENCH_RESOURCE_DOCUMENT_WORDS),
  [ROI_SPREADSHEET_FILE_NAME]: ({ createdAt }, figures) => roiWorkbook(createdAt, figures, FRENCH_ROI_MODEL),
};

/** Every file under /documents/ made from the listing's figures alone. */
export const STATIC_DOCUMENTS: readonly StaticDocument[] = [
  // The PDFs; the photo package (a ZIP of the photos) is made beside them (site-documents.ts).
  ...DOCUMENT_TEMPLATES.filter((template) => template.type === 'pdf').map((template) => ({
    fileName: template.fileName,
    make: pdf(documentContent(template.id)),
  })),
  ...RESOURCE_DOWNLOADS.items.map((item) => ({ fileName: resourceFileName(item), make: RESOURCE_MAKERS[item.id] })),
  { fileName: CONDITION_REPORT_FILE_NAME, make: conditionReport() },
  // The French files beside the English ones (docs/product.md#languages).
  ...Object.entries(FRENCH_MAKERS).map(([english, make]) => ({ fileName: FRENCH_DOCUMENT_FILE_NAMES[english]!, make })),
];
