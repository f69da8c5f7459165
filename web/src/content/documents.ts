import type { REQUESTED_DOCUMENTS } from '../../../shared/contact';
import { fileNameFromTitle } from '../../../shared/documents';
import { SERVICE_RECORDS_FILE_NAME, SPEC_SHEET_FILE_NAME, WARRANTY_FILE_NAME } from '../../../shared/document-files';
import { PATHS } from '../../../shared/site-routes';
import type { LinkCopy } from './types';

/**
 * The downloadable documents of /specifications (docs/product.md#documentation-section, docs/product.md#document-templates and docs/product.md#download-messages; docs/decisions/real-downloads.md: every
 * download is a real file). What the files say is in documents-*.ts, which the build sets as
 * files under /documents/ (web/build/build-documents.ts).
 */

/** The 'Downloadable Documentation' section of /specifications (docs/product.md#documentation-section). */
export const DOCUMENTATION_SECTION = {
  title: 'Downloadable Documentation',
  intro:
    'Access comprehensive documentation for this mobile medical trailer. All documents are professionally prepared and include detailed technical information.',
} as const;

/** docs/product.md#document-templates: category colours the card's icon and badge. */
export type DocumentCategory = 'technical' | 'service' | 'warranty' | 'photos';
export type DocumentFileType = 'pdf' | 'zip';

/** The category badge's text. */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  technical: 'Technical',
  service: 'Service',
  warranty: 'Warranty',
  photos: 'Photos',
};
/** A name the contact form accepts in its requested-documents list. */
export type RequestableDocument = (typeof REQUESTED_DOCUMENTS)[number];

export interface DocumentTemplate {
  id: 'technical-specs' | 'service-records' | 'warranty-info' | 'photo-package';
  title: string;
  description: string;
  type: DocumentFileType;
  category: DocumentCategory;
  /** Its file under /documents/, which the button links to: the build makes it, the page publisher again after a change. */
  fileName: string;
  /** The same document in the contact form's list, for 'Request Custom Documentation'. */
  requestName: RequestableDocument;
}

/** The photo package's file: the photos change, so the page publisher writes it again after every change. */
export const PHOTO_PACKAGE_FILE_NAME = fileNameFromTitle('Photo Package', 'zip');

export { SPEC_SHEET_FILE_NAME };

/** The four templates of docs/product.md#document-templates, in its order. */
export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'technical-specs',
    title: 'Technical Specifications PDF',
    description: 'Complete technical specifications and system details.',
    type: 'pdf',
    category: 'technical',
    fileName: SPEC_SHEET_FILE_NAME,
    requestName: 'Technical Specifications',
  },
  {
    id: 'service-records',
    title: 'Service Records',
    description: 'Maintenance history and service documentation.',
    type: 'pdf',
    category: 'service',
    fileName: SERVICE_RECORDS_FILE_NAME,
    requestName: 'Service Records',
  },
  {
    id: 'warranty-info',
    title: 'Warranty Information',
    description: 'Available warranties and coverage details.',
    type: 'pdf',
    category: 'warranty',
    fileName: WARRANTY_FILE_NAME,
    requestName: 'Warranty Information',
  },
  {
    id: 'photo-package',
    title: 'Photo Package',
    description: 'High-resolution photo collection (ZIP file).',
    type: 'zip',
    category: 'photos',
    fileName: PHOTO_PACKAGE_FILE_NAME,
    requestName: 'Photo Package',
  },
];

/** What a document that is not made says (docs/product.md#download-messages). */
export const DOWNLOAD_MESSAGES = {
  unknownType: 'Unknown document type',
} as const;

export const DOWNLOAD_BUTTON_COPY = {
  /** 'Download PDF', 'Download ZIP': the document type in capitals (docs/product.md#documentation-section). */
  label: (format: string) => `Download ${format}`,
} as const;

/**
 * The contact form with these documents ticked. The form reads `documents` as a comma-separated
 * list of its document names (readContactPrefill in the contact feature).
 */
export function contactHrefWithDocuments(documents: readonly RequestableDocument[], contactPath: string = PATHS.contact): string {
  return `${contactPath}?${new URLSearchParams({ documents: documents.join(',') }).toString()}`;
}

/** The 'Need Additional Documentation?' box under the cards (docs/product.md#documentation-section). */
export const ADDITIONAL_DOCUMENTATION = {
  title: 'Need Additional Documentation?',
  text: 'We can provide custom documentation packages, additional photos, or specific technical details upon request.',
  cta: { label: 'Request Custom Documentation', to: contactHrefWithDocuments(DOCUMENT_TEMPLATES.map((template) => template.requestName)) },
} as const;

/**
 * The 'Downloadable Documentation' section's words in one language (French in fr/documents.ts): the
 * cards' files are DOCUMENT_TEMPLATES', in the page language's version where there is one.
 */
export interface DocumentationCopy {
  section: { title: string; intro: string };
  categoryLabels: Readonly<Record<DocumentCategory, string>>;
  templates: Readonly<Record<DocumentTemplate['id'], { title: string; description: string }>>;
  additional: { title: string; text: string; cta: LinkCopy };
  /**
   * The button's words where not DOWNLOAD_BUTTON_COPY's; `inPageLanguage` is false for a file not
   * made in the page's language, which the words then name.
   */
  buttonLabel?: (format: string, inPageLanguage: boolean) => string;
}

export const DOCUMENTATION_COPY: DocumentationCopy = {
  section: DOCUMENTATION_SECTION,
  categoryLabels: DOCUMENT_CATEGORY_LABELS,
  templates: Object.fromEntries(DOCUMENT_TEMPLATES.map(({ id, title, description }) => [id, { title, description }])) as DocumentationCopy['templates'],
  additional: ADDITIONAL_DOCUMENTATION,
};

