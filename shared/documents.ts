/**
 * The documents the build makes (docs/product.md#documentation-section and docs/product.md#constants): files under /documents/ that the
 * download buttons link to, and the headers every server answers them with (the S3 deployment
 * and the local server alike), since neither S3 nor `aws s3 sync` knows the workbook's type.
 */

/** The site folder of the generated documents. */
export const DOCUMENTS_FOLDER = 'documents';

export const DOCUMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export type DocumentExtension = keyof typeof DOCUMENT_CONTENT_TYPES;

/** 'Service Records' -> 'Service_Records.pdf': the title with underscores for spaces (docs/product.md#document-templates). */
export function fileNameFromTitle(title: string, extension: string): string {
  return `${title.trim().replace(/\s+/g, '_')}.${extension}`;
}

/** '/documents/Service_Records.pdf'. */
export function documentPath(fileName: string): string {
  return `/${DOCUMENTS_FOLDER}/${fileName}`;
}

/**
 * The Content-Type of a site path under /documents/ (undefined for any other path, or an
 * extension the build does not make).
 */
export function documentContentType(path: string): string | undefined {
  if (!path.startsWith(`/${DOCUMENTS_FOLDER}/`)) return undefined;
  const extension = path.slice(path.lastIndexOf('.') + 1);
  return Object.hasOwn(DOCUMENT_CONTENT_TYPES, extension) ? DOCUMENT_CONTENT_TYPES[extension as DocumentExtension] : undefined;
}

/** Saved rather than shown, under the link's own file name, even when opened without the `download` attribute. */
export const DOCUMENT_CONTENT_DISPOSITION = 'attachment';
