import { describe, expect, it } from 'vitest';
import { formatFrenchDay, formatFrenchDecimal, formatFrenchNumber } from '../../../../shared/french-format';
import { cadEquivalent } from '../../../../shared/listing-figures';
import { sampleQuotation } from '../../../../test/fixtures/quotation';
import { pdfPages } from '../../../../test/e2e/support/pdf-text';
import { quotationFileName, quotationPdf } from './french-quotation-pdf';

/** The PDF's text with its no-break spaces as plain ones: the extractor gives either. */
const textOf = async (bytes: Uint8Array) => (await pdfPages(bytes)).pages.join('\n').replace(/\u00a0/g, ' ');

describe('the French quotation PDF, read back with a PDF text extractor', () => {
  it('for Québec: a soumission with French amounts, days, the TPS and TVQ lines and the signatures, no English', async () => {
    const quotation = sampleQuotation('quebec-city', { status: 'under-offer', priceUsd: 119_000, note: 'Deposit received' });
    const text = await textOf(quotationPdf(quotation));
    const { priceUsd } = quotation.listing;
    const { cadRate } = quotation.estimate.offer;
    for (const expected of [
      'Soumission Q-3057-20261123-4F2A9C1B',
      'Carrossier américain, New York – Unité nº 3057 – modèle 2009',
      'Date d’émission 23 novembre 2026',
      'Valable jusqu’au 23 décembre 2026',
      'Offre en cours : l’offre d’un autre acheteur est en attente.',
      'Deposit received (en anglais)',
      'Livraison à Québec, QC',
      'Poste $ US $ CA',
      `Prix ${formatFrenchNumber(priceUsd)} ${formatFrenchNumber(cadEquivalent(priceUsd, cadRate))}`,
      'TPS 5 % (estimation)',
      'TVQ 9,975 % (Québec) (estimation)',
      'Total estimatif, livraison comprise',
      'la TVQ ne s’applique pas sur la TPS',
      `${formatFrenchDecimal(cadRate.usdToCad)} $ CA pour 1 $ US, taux du vendeur en vigueur le ${formatFrenchDay(cadRate.setOn)}`,
      'Ce que comprend la vente',
      'Pour le vendeur, Northern Clinic Assets Ltd.',
      'Acceptée pour l’acheteur, Prairie North Health Region',
      'Produit à partir de',
    ]) {
      expect(text, expected).toContain(expected.replace(/\u00a0/g, ' '));
    }
    // The sentences are French: only the seller's and operator's own English texts, each marked, are not.
    const sellerTexts = [quotation.listing.note!, quotation.terms.payment, quotation.terms.viewing];
    for (const english of sellerTexts) expect(text).toContain(`${english} (en anglais)`);
    const withoutMarked = sellerTexts.reduce((rest, english) => rest.split(english).join(' '), text);
    expect(withoutMarked).not.toMatch(/\b(Quotation|Delivery from|Price|Estimated total|the|and|with)\b/);
    expect(quotationFileName(quotation.number)).toBe('Soumission_Q-3057-20261123-4F2A9C1B.pdf');
  });

  it('keeps a line whole when a narrow no-break space is in it (jsPDF’s standard fonts have none)', async () => {
    const quotation = { ...sampleQuotation('quebec-city'), organization: 'CIUSSS de la Capitale\u202fNationale' };
    expect(await textOf(quotationPdf(quotation))).toContain('CIUSSS de la Capitale Nationale');
  });
});
