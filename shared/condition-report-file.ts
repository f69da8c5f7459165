import { documentPath, fileNameFromTitle } from './documents';

/** The condition report's English title, which also names its PDF. */
export const CONDITION_REPORT_TITLE = 'Condition Report';

/**
 * The PDF's file under /documents/, rewritten by the page publisher whenever the facts change. Its own
 * module: the pages link to it without loading each other's words, and document-files.ts names the
 * French file beside it.
 */
export const CONDITION_REPORT_FILE_NAME = fileNameFromTitle(CONDITION_REPORT_TITLE, 'pdf');
export const CONDITION_REPORT_PDF_PATH = documentPath(CONDITION_REPORT_FILE_NAME);

/**
 * The French report's file beside it (docs/product.md#languages), which document-files.ts lists with
 * the other French files: here so /fr/condition links it without loading every French file name.
 */
export const FRENCH_CONDITION_REPORT_FILE_NAME = 'Remorque_medicale_mobile_Rapport_d_etat.pdf';
export const FRENCH_CONDITION_REPORT_PDF_PATH = documentPath(FRENCH_CONDITION_REPORT_FILE_NAME);
