import { DOCUMENT_TEMPLATES, DOWNLOAD_MESSAGES, type DocumentTemplate } from '../../content/documents';
import type { PrintedDocument } from '../../content/documents-print';
import type { ResourceDownloadId } from '../../content/resources';
import type { MakeFile } from './hooks/use-downloads';
import type { PhotoProgress } from './zip/photo-package';

/**
 * Makes each download's file in the browser. Every generator and library (jsPDF, fflate,
 * write-excel-file) and the documents' text arrive by dynamic import, so nothing of them weighs on
 * a page's first load: they download when a visitor clicks.
 */

/** SPEC.md section 5: an id must name one of the four templates. */
export function findDocumentTemplate(id: string): DocumentTemplate {
  const template = DOCUMENT_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new Error(DOWNLOAD_MESSAGES.templateNotFound);
  return template;
}

/** A PDF of a printed document, the layout engine and the text loading side by side. */
async function pdfOf(content: Promise<PrintedDocument>): Promise<Blob> {
  const [{ printedDocumentPdf }, printed] = await Promise.all([import('./pdf/printed-document-pdf'), content]);
  return printedDocumentPdf(printed);
}

/**
 * What a click on a document card downloads (SPEC.md section 4): the template named by `id`,
 * its file name, and the maker of its file.
 */
export function documentDownload(id: string): { fileName: string; make: MakeFile } {
  const template = findDocumentTemplate(id);
  return { fileName: template.fileName, make: (onProgress) => generateDocument(template.id, onProgress) };
}

/** A document of the 'Downloadable Documentation' section; any other id is 'Unknown document type' (SPEC.md section 5). */
export async function generateDocument(id: string, onProgress?: PhotoProgress): Promise<Blob> {
  switch (id) {
    case 'technical-specs':
      return pdfOf(import('../../content/documents-spec-sheet').then((module) => module.SPEC_SHEET));
    case 'service-records':
      return pdfOf(import('../../content/documents-trailer').then((module) => module.SERVICE_RECORDS_DOCUMENT));
    case 'warranty-info':
      return pdfOf(import('../../content/documents-trailer').then((module) => module.WARRANTY_DOCUMENT));
    case 'photo-package':
      return (await import('./zip/photo-package')).photoPackageZip(onProgress);
    default:
      throw new Error(DOWNLOAD_MESSAGES.unknownType);
  }
}

/** A download of the Resources page. */
export async function generateResource(id: ResourceDownloadId): Promise<Blob> {
  switch (id) {
    case 'specifications-template':
      return pdfOf(import('../../content/documents-resources').then((module) => module.SPECIFICATIONS_TEMPLATE_DOCUMENT));
    case 'compliance-checklist':
      return pdfOf(import('../../content/documents-resources').then((module) => module.COMPLIANCE_CHECKLIST_DOCUMENT));
    case 'maintenance-schedule':
      return pdfOf(import('../../content/documents-resources').then((module) => module.MAINTENANCE_SCHEDULE_DOCUMENT));
    case 'roi-spreadsheet':
      return (await import('./spreadsheet/roi-workbook')).roiWorkbook();
  }
}
