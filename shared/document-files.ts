import { CONDITION_REPORT_FILE_NAME, FRENCH_CONDITION_REPORT_FILE_NAME } from './condition-report-file';
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
/** The resource files, named after their cards' titles (content/resources.ts, docs/product.md#resources). */
export const SPECIFICATIONS_TEMPLATE_FILE_NAME = fileNameFromTitle('Specifications Template', 'pdf');
export const COMPLIANCE_CHECKLIST_FILE_NAME = fileNameFromTitle('Compliance Checklist', 'pdf');
export const MAINTENANCE_SCHEDULE_FILE_NAME = fileNameFromTitle('Maintenance Schedule', 'pdf');
export const ROI_SPREADSHEET_FILE_NAME = fileNameFromTitle('ROI Spreadsheet', 'xlsx');

/**
 * The documents that have a French file beside the English one (docs/product.md#languages), by the
 * English file's name; ASCII names, so a link never depends on how a client encodes an accent.
 */
export const FRENCH_DOCUMENT_FILE_NAMES: Readonly<Record<string, string>> = {
  [SPEC_SHEET_FILE_NAME]: 'Remorque_medicale_mobile_Fiche_technique.pdf',
  [CONDITION_REPORT_FILE_NAME]: FRENCH_CONDITION_REPORT_FILE_NAME,
  [WARRANTY_FILE_NAME]: 'Remorque_medicale_mobile_Garantie.pdf',
  [SERVICE_RECORDS_FILE_NAME]: 'Remorque_medicale_mobile_Registres_d_entretien.pdf',
  [MAINTENANCE_SCHEDULE_FILE_NAME]: 'Calendrier_d_entretien.pdf',
  [COMPLIANCE_CHECKLIST_FILE_NAME]: 'Liste_de_verification_de_la_conformite.pdf',
  [SPECIFICATIONS_TEMPLATE_FILE_NAME]: 'Modele_de_fiche_technique.pdf',
  [ROI_SPREADSHEET_FILE_NAME]: 'Chiffrier_du_rendement.xlsx',
};

/**
 * A document's file name in a page's language: on a French page the French file where there is one,
 * else the English file (its link says so).
 */
export function documentFileNameIn(fileName: string, locale: Locale): string {
  return (locale === 'fr' && FRENCH_DOCUMENT_FILE_NAMES[fileName]) || fileName;
}

/** A document's site path in a page's language (documentFileNameIn). */
export function documentPathIn(fileName: string, locale: Locale): string {
  return documentPath(documentFileNameIn(fileName, locale));
}
