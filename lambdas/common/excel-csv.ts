import { stringify } from 'csv-stringify/sync';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Rows as a CSV file Excel opens as it is: UTF-8 with a byte-order mark (else Excel reads it in the
 * system's code page), CRLF between records, fields quoted as RFC 4180 says, and a cell that starts
 * with = + - @ TAB or CR given a leading apostrophe, so text someone typed is never run as a formula.
 */
export function excelCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => [...row]), { bom: true, record_delimiter: 'windows', escape_formulas: true });
}
