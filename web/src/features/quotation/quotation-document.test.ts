import { describe, expect, it } from 'vitest';
import { estimateDeliveredCost } from '../../../../shared/delivered-cost';
import { BUILT_IN_FIGURES } from '../../../../shared/listing-snapshot';
import { place } from '../../../../shared/places';
import type { PrintedDocument } from '../../content/documents-print';
import { printedDocumentPdf } from '../documents/pdf/printed-document-pdf';
import { formatQuotationDate, quotationDocument, validUntil, type QuotationInput } from './quotation-document';

const settings: QuotationInput['settings'] = {
  quotationValidDays: 30,
  paymentTerms: 'Ten per cent deposit, balance before pick-up.',
  viewingTerms: 'By appointment in Edmonton.',
  sellerName: 'Pat Seller',
  sellerPhone: '+1 780 555 0134',
  sellerEmail: 'seller@example.com',
};
const rates = { perKmCad: { low: 3.25, high: 4.75 }, minimumCad: { low: 900, high: 1500 } };
const input = (placeId: string): QuotationInput => ({
  number: 'QUO-20261123-4F2A9C',
  issuedOn: new Date('2026-11-23T15:00:00Z'),
  organization: 'Prairie North Health Region',
  contactName: 'Dana Buyer',
  estimate: estimateDeliveredCost(place(placeId), rates, { priceUsd: BUILT_IN_FIGURES.priceUsd, cadRate: BUILT_IN_FIGURES.facts.cadRate }),
  settings,
});

/** Every string the document prints, in order. */
function printedText(document: PrintedDocument): string {
  const parts: string[] = [document.title, document.subtitle];
  for (const section of document.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === 'rows' || block.kind === 'comparison') for (const row of block.rows) parts.push(`${row.label}: ${row.value}`);
      else if (block.kind === 'paragraphs') parts.push(...block.paragraphs);
      else parts.push(...block.items);
    }
  }
  return parts.join('\n');
}

describe('the formal quotation', () => {
  it('dates the quotation and its validity from the settings', () => {
    expect(formatQuotationDate(new Date('2026-11-23T15:00:00Z'))).toBe('November 23, 2026');
    expect(formatQuotationDate(validUntil(new Date('2026-11-23T15:00:00Z'), 30))).toBe('December 23, 2026');
  });

  it('for Saskatoon: number, dates, buyer, destination, both currencies, GST and PST as estimates, terms and seller', () => {
    const text = printedText(quotationDocument(input('saskatoon')));
    for (const expected of [
      'Quotation QUO-20261123-4F2A9C',
      'Quotation number: QUO-20261123-4F2A9C',
      'Issued: November 23, 2026',
      'Valid until: December 23, 2026',
      'Organisation: Prairie North Health Region',
      'Contact: Dana Buyer',
      'Delivery to: Saskatoon, SK',
      'Distance from Edmonton: 525 km by road',
      'Price: $129,000 USD / $176,988 CAD',
      'Delivery from Edmonton (estimate): $1,239 – $1,822 USD / $1,700 – $2,500 CAD',
      'GST 5 % (estimate): $6,512 – $6,541 USD / $8,934 – $8,974 CAD',
      'PST 6 % (Saskatchewan) (estimate): $7,814 – $7,849 USD / $10,721 – $10,769 CAD',
      'Estimated total, delivered: $144,565 – $145,212 USD / $198,343 – $199,231 CAD',
      "Exchange rate: 1.372 CAD per USD, the seller's rate of November 1, 2026",
      'Payment: Ten per cent deposit, balance before pick-up.',
      'Viewing: By appointment in Edmonton.',
      'Seller: Pat Seller',
      'Phone: +1 780 555 0134',
      'E-mail: seller@example.com',
      'The mammography machine has been removed and is NOT included.',
      'Alberta commercial vehicle inspection valid through',
      'A new 53-foot medical semi-trailer costs about $450,000 to $650,000 USD',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/public body/);
  });

  it('for Denver: the US entry lines with their sources and the broker note', () => {
    const text = printedText(quotationDocument(input('denver')));
    expect(text).toContain('Delivery to: Denver, CO');
    expect(text).toMatch(/Merchandise processing fee, 0\.3464 % of the price .* \(estimate\): \$447 USD \/ \$613 CAD/);
    expect(text).toMatch(/Customs broker \(filing the entry\) \(estimate\): \$175 – \$450 USD/);
    expect(text).toMatch(/Harmonized Tariff Schedule \(hts\.usitc\.gov\), checked \d{4}-\d{2}-\d{2}\./);
    expect(text).toMatch(/licensed customs broker/);
  });

  it('makes a PDF that carries the number and the organisation', () => {
    const bytes = printedDocumentPdf(quotationDocument(input('saskatoon')), { host: 'trailer.example.com', createdAt: new Date('2026-11-23T15:00:00Z'), fileId: '0'.repeat(32) });
    const raw = new TextDecoder('latin1').decode(bytes);
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('QUO-20261123-4F2A9C');
    expect(raw).toContain('Prairie North Health Region');
  });
});
