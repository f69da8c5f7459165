import type { Quotation } from '../../../../shared/quotation';
import { SITE_SETTINGS } from '../../lib/site-settings';
import { printedDocumentPdf } from '../documents/pdf/printed-document-pdf';
import type { PdfPageFormat } from '../documents/pdf/pdf-layout';
import { ENGLISH_QUOTATION_WORDS, quotationDocument, type QuotationWords } from './quotation-document';

/** US Letter: what Canadian and US procurement offices print on. */
export const QUOTATION_PAGE_FORMAT: PdfPageFormat = 'letter';

/** The PDF's file id: the quotation number's bytes in hex, so one quotation always has one id. */
function fileIdOf(number: string): string {
  const hex = [...new TextEncoder().encode(number)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.padEnd(32, '0').slice(0, 32);
}

/**
 * The quotation as PDF bytes, from the server's quotation: the same bytes in the buyer's browser
 * (jsPDF loads when they ask for it) and in the seller's mail; in `words`' language (French:
 * french-quotation-pdf.ts).
 */
export function quotationPdf(quotation: Quotation, words: QuotationWords = ENGLISH_QUOTATION_WORDS): Uint8Array {
  return printedDocumentPdf(quotationDocument(quotation, words), {
    host: SITE_SETTINGS.siteHost,
    createdAt: new Date(quotation.issuedAt),
    fileId: fileIdOf(quotation.number),
    pageFormat: QUOTATION_PAGE_FORMAT,
  });
}

/** The file a quotation is saved under. */
export const quotationFileName = ENGLISH_QUOTATION_WORDS.fileName;
