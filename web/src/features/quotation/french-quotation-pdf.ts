import type { Quotation } from '../../../../shared/quotation';
import { FRENCH_QUOTATION_WORDS } from '../../content/fr/quotation';
import { quotationPdf as pdfIn } from './quotation-pdf';

/** The quotation in French (docs/product.md#languages): a French page's download, and the server's for a French form post. */
export const quotationPdf = (quotation: Quotation): Uint8Array => pdfIn(quotation, FRENCH_QUOTATION_WORDS);

/** 'Soumission_Q-3057-….pdf'. */
export const quotationFileName = FRENCH_QUOTATION_WORDS.fileName;
