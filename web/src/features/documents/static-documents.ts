import { DOCUMENT_TEMPLATES, DOWNLOAD_MESSAGES } from '../../content/documents';
import type { PrintedDocument } from '../../content/documents-print';
import { COMPLIANCE_CHECKLIST_DOCUMENT, MAINTENANCE_SCHEDULE_DOCUMENT, SPECIFICATIONS_TEMPLATE_DOCUMENT } from '../../content/documents-resources';
import { SPEC_SHEET } from '../../content/documents-spec-sheet';
import { SERVICE_RECORDS_DOCUMENT, WARRANTY_DOCUMENT } from '../../content/documents-trailer';
import { RESOURCE_DOWNLOADS, resourceFileName, type ResourceDownloadId } from '../../content/resources';
import { printedDocumentPdf, type PdfEdition } from './pdf/printed-document-pdf';
import { roiWorkbook } from './spreadsheet/roi-workbook';

/**
 * The documents whose content is fixed at build time, which the build writes under /documents/
 * (web/build/build-documents.ts) and the download buttons link to. Runs in Node only: jsPDF
 * and write-excel-file stay out of the browser.
 */
export interface StaticDocument {
  /** The file name of docs/product.md#document-templates, and the file's name under /documents/. */
  fileName: string;
  make: (edition: PdfEdition) => Promise<Uint8Array>;
}

const pdf = (content: PrintedDocument) => async (edition: PdfEdition) => printedDocumentPdf(content, edition);

/** What a template made by the build says; any other id is 'Unknown document type' (docs/product.md#filename-dates). */
export function documentContent(id: string): PrintedDocument {
  switch (id) {
    case 'technical-specs':
      return SPEC_SHEET;
    case 'service-records':
      return SERVICE_RECORDS_DOCUMENT;
    case 'warranty-info':
      return WARRANTY_DOCUMENT;
    default:
      throw new Error(DOWNLOAD_MESSAGES.unknownType);
  }
}

const RESOURCE_MAKERS: Record<ResourceDownloadId, StaticDocument['make']> = {
  'specifications-template': pdf(SPECIFICATIONS_TEMPLATE_DOCUMENT),
  'compliance-checklist': pdf(COMPLIANCE_CHECKLIST_DOCUMENT),
  'maintenance-schedule': pdf(MAINTENANCE_SCHEDULE_DOCUMENT),
  'roi-spreadsheet': ({ createdAt }) => roiWorkbook(createdAt),
};

/** Every file the build writes under /documents/. */
export const STATIC_DOCUMENTS: readonly StaticDocument[] = [
  ...DOCUMENT_TEMPLATES.filter((template) => template.madeBy === 'build').map((template) => ({
    fileName: template.fileName,
    make: pdf(documentContent(template.id)),
  })),
  ...RESOURCE_DOWNLOADS.items.map((item) => ({ fileName: resourceFileName(item), make: RESOURCE_MAKERS[item.id] })),
];
