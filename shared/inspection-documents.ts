/**
 * The condition report's inspection documents (docs/decisions/inspection-documents.md): PDFs the
 * admin uploads (the CVIP certificate, a third-party inspection, the generator's service log,
 * maintenance invoices), checked by their bytes and published on /condition for buyers to download.
 * No zod here: /condition reads the labels and the published record's type.
 */

export const INSPECTION_DOCUMENTS_ENDPOINT = '/api/condition/documents';
/** POST: a presigned upload ticket for one PDF. */
export const INSPECTION_DOCUMENT_UPLOAD_ENDPOINT = `${INSPECTION_DOCUMENTS_ENDPOINT}/upload` as const;
/** DELETE one document, as an API Gateway route path. */
export const INSPECTION_DOCUMENT_ENDPOINT = `${INSPECTION_DOCUMENTS_ENDPOINT}/{id}` as const;
/** INSPECTION_DOCUMENT_ENDPOINT for one document. */
export const inspectionDocumentEndpoint = (id: string) => INSPECTION_DOCUMENT_ENDPOINT.replace('{id}', encodeURIComponent(id)) as `${typeof INSPECTION_DOCUMENTS_ENDPOINT}/${string}`;

export const INSPECTION_DOCUMENT_KINDS = ['cvip-certificate', 'third-party-inspection', 'generator-service-log', 'maintenance-invoice'] as const;
export type InspectionDocumentKind = (typeof INSPECTION_DOCUMENT_KINDS)[number];

export const INSPECTION_DOCUMENT_KIND_LABELS: Record<InspectionDocumentKind, string> = {
  'cvip-certificate': 'CVIP certificate',
  'third-party-inspection': 'Third-party inspection',
  'generator-service-log': 'Generator service log',
  'maintenance-invoice': 'Maintenance invoice',
};

export const PDF_CONTENT_TYPE = 'application/pdf';
/** A PDF larger than this is refused: by the presigned POST policy in S3 and by the check that records it. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / 1024 / 1024;
/** The text kept for the admin's search: enough for a long inspection, well inside a DynamoDB item's 400 KB. */
export const MAX_DOCUMENT_TEXT = 100_000;
export const INSPECTION_DOCUMENT_LIMITS = { issuer: 120 } as const;

export const DOCUMENT_MESSAGES = {
  missingUpload: 'No uploaded file was found for this key; upload it first',
  empty: 'The file is empty (0 bytes); nothing was stored',
  tooLarge: `The file is larger than ${MAX_DOCUMENT_MB} MB; it was removed, nothing was stored`,
  notAPdf: 'The file is not a PDF (its first bytes are not %PDF-); it was removed, nothing was stored',
  unreadable: 'The file could not be read as a PDF; it was removed, nothing was stored',
  scripted: 'The PDF contains JavaScript actions (/JS, /JavaScript or automatic /AA actions); it was removed, nothing was stored. Print it to a new PDF without scripts and upload that',
  alreadyRecorded: 'This upload is already recorded as a document; upload the file again to add it once more',
  notFound: 'No inspection document with this id',
  saveFailed: 'The document could not be saved; the upload was removed, please try again',
} as const;

/** One document as /condition lists it: public fields only. */
export interface PublishedInspectionDocument {
  id: string;
  kind: InspectionDocumentKind;
  /** Who issued it: the CVIP facility, the inspector, the service shop. */
  issuer: string;
  /** The date on the document, yyyy-mm-dd. */
  issuedOn: string;
  /** Bytes of the PDF as uploaded. */
  fileSize: number;
  /** Site-relative URL under /media/: the exact bytes uploaded. */
  publicUrl: string;
}

/** The stored record, as the admin's list reads it. */
export interface InspectionDocumentRecord extends PublishedInspectionDocument {
  /** The object key in the photo bucket. */
  filePath: string;
  /** ISO 8601 instant of the upload. */
  uploadDate: string;
  /** The PDF's text (at most MAX_DOCUMENT_TEXT characters), for the admin's search. */
  text: string;
}

export function publishedInspectionDocument({ id, kind, issuer, issuedOn, fileSize, publicUrl }: InspectionDocumentRecord): PublishedInspectionDocument {
  return { id, kind, issuer, issuedOn, fileSize, publicUrl };
}

/** A size as the page shows it: 'KB' below one MB, else 'MB' with one decimal. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The name a download is saved under: its kind and date, never a name the uploader chose. */
export function inspectionDocumentFilename({ kind, issuedOn }: Pick<PublishedInspectionDocument, 'kind' | 'issuedOn'>): string {
  return `${INSPECTION_DOCUMENT_KIND_LABELS[kind].replaceAll(' ', '_')}_${issuedOn}.pdf`;
}
