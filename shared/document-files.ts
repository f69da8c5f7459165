import { CONDITION_REPORT_FILE_NAME } from './condition-report-file';
import { documentPath, fileNameFromTitle } from './documents';
import type { Locale } from './site-routes';

/*
 * The document files a page links by language: apart from ./documents.ts, which every page's first
 * load carries, so the French file names load only with the pages that link them.
 */

/** docs/product.md#document-templates names the specification sheet's file itself. */
export const SPEC_SHEET_FILE_NAME = 'Mobile_Medical_Trailer_Specifications.pdf';
export const SERVICE_RECORDS_FILE_NAME = fileNameFromTitle('Service Records', 'pdf');
export const WARRANTY_FILE_NAME = fileNameFromTitle('Warranty Information', 'pdf');

/**
 * The documents that have a French file beside the English one (docs/product.md#languages), by the
 * English file's name; ASCII names, so a link never depends on how a client encodes an accent.
 */
export const FRENCH_DOCUMENT_FILE_NAMES: Readonly<Record<string, string>> = {
  [SPEC_SHEET_FILE_NAME]: 'Remorque_medicale_mobile_Fiche_technique.pdf',
  [CONDITION_REPORT_FILE_NAME]: 'Remorque_medicale_mobile_Rapport_d_etat.pdf',
  [WARRANTY_FILE_NAME]: 'Remorque_medicale_mobile_Garantie.pdf',
  [SERVICE_RECORDS_FILE_NAME]: 'Remorque_medicale_mobile_Registres_d_entretien.pdf',
};

/**
 * A document's site path in a page's language: a French page links the French file where there is
 * one, else the English file (its link says so).
 */
export function documentPathIn(fileName: string, locale: Locale): string {
  return documentPath((locale === 'fr' && FRENCH_DOCUMENT_FILE_NAMES[fileName]) || fileName);
}
