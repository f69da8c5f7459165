import { documentPath, fileNameFromTitle } from '../../../shared/documents';

/** The condition report's English title, which also names its PDF. */
export const CONDITION_REPORT_TITLE = 'Condition Report';

/**
 * The PDF's file under /documents/, rewritten by the page publisher whenever the facts change. Its own
 * module: the French page links to it without loading the English page's words.
 */
export const CONDITION_REPORT_FILE_NAME = fileNameFromTitle(CONDITION_REPORT_TITLE, 'pdf');
export const CONDITION_REPORT_PDF_PATH = documentPath(CONDITION_REPORT_FILE_NAME);
