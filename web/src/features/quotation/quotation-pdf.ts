import { SITE_SETTINGS } from '../../lib/site-settings';
import { printedDocumentPdf } from '../documents/pdf/printed-document-pdf';
import { quotationDocument, type QuotationInput } from './quotation-document';

/** The PDF's file id: the quotation number's bytes in hex, so one quotation always has one id. */
function fileIdOf(number: string): string {
  const hex = [...new TextEncoder().encode(number)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.padEnd(32, '0').slice(0, 32);
}

/** The quotation as PDF bytes, made in the browser when the buyer asks for it (jsPDF loads then). */
export function quotationPdf(input: Omit<QuotationInput, 'settings'>): Uint8Array {
  return printedDocumentPdf(quotationDocument({ ...input, settings: SITE_SETTINGS }), {
    host: SITE_SETTINGS.siteHost,
    createdAt: input.issuedOn,
    fileId: fileIdOf(input.number),
  });
}
