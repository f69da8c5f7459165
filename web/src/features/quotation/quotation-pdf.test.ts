import { describe, expect, it } from 'vitest';
import { formatAmountRange } from '../../../../shared/delivered-cost';
import { sampleQuotation } from '../../../../test/fixtures/quotation';
import { pdfPages } from '../../../../test/e2e/support/pdf-text';
import type { PrintedDocument, PrintedTableRow } from '../../content/documents-print';
import { printedDocumentPdf } from '../documents/pdf/printed-document-pdf';
import { quotationPdf } from './quotation-pdf';

/** US Letter in PDF points. */
const LETTER = { width: 612, height: 792 };

describe('the quotation PDF, read back with a PDF text extractor', () => {
  it('for Saskatoon: Letter pages carrying the price, status, seller’s legal name and GST/HST number, validity, signatures, and the totals with their rows', async () => {
    const quotation = sampleQuotation('saskatoon', { status: 'under-offer', priceUsd: 119_000 });
    const { pages, sizes } = await pdfPages(quotationPdf(quotation));
    expect(sizes.every((size) => size.width === LETTER.width && size.height === LETTER.height), JSON.stringify(sizes)).toBe(true);
    const all = pages.join('\n');
    for (const text of [
      'Quotation Q-3057-20261123-4F2A9C1B',
      '$119,000',
      'Under offer',
      quotation.seller.legalName,
      quotation.seller.gstHstNumber!,
      'Valid until',
      'December 23, 2026',
      'Acceptance',
      'Signature',
      `For the seller, ${quotation.seller.legalName}`,
      'Accepted for the buyer, Prairie North Health Region',
    ]) {
      expect(all, text).toContain(text);
    }
    expect(all).not.toContain('$129,000');
    const totalPage = pages.find((page) => page.includes('Estimated total, delivered'));
    for (const row of ['Item USD CAD', 'Price $119,000 $163,268', 'Delivery from Edmonton (estimate)', 'GST 5 % (estimate)', 'PST 6 % (Saskatchewan) (estimate)', formatAmountRange(quotation.estimate.total.usd)]) {
      expect(totalPage, row).toContain(row);
    }
  });
});

describe('the price table on a page break', () => {
  const row = (label: string): PrintedTableRow => ({ label, amounts: ['$1,000', '$1,372'] });
  /** `count` groups, the n-th of n + 1 rows ('Group 2 row b'), whatever the count. */
  const groupsOf = (count: number, rows: (index: number) => number) =>
    Array.from({ length: count }, (_, group) => Array.from({ length: rows(group) }, (_, index) => row(`Group ${group + 1} row ${'abcdefgh'[index]}`)));
  /** A document whose table starts `filler` paragraphs down, so the table meets the page's foot at every offset. */
  const documentWith = (filler: number, groups: PrintedTableRow[][]): PrintedDocument => ({
    title: 'Quotation',
    subtitle: 'Layout test',
    sections: [
      { heading: 'Filler', blocks: [{ kind: 'paragraphs', paragraphs: Array.from({ length: filler }, (_, index) => `Filler paragraph ${index + 1}`) }] },
      { heading: 'Price section', blocks: [{ kind: 'table', headings: ['Item', 'USD', 'CAD'], groups, total: row('Table total') }] },
    ],
  });
  const pagesOf = async (document: PrintedDocument) =>
    (await pdfPages(printedDocumentPdf(document, { host: 'trailer.example.com', createdAt: new Date('2026-11-23T15:00:00Z'), fileId: '0'.repeat(32), pageFormat: 'letter' }))).pages;

  it('keeps a table that fits on a page whole, with its heading, wherever it meets the page foot', async () => {
    const groups = groupsOf(3, (group) => group + 1);
    for (let filler = 14; filler <= 34; filler += 1) {
      const pages = await pagesOf(documentWith(filler, groups));
      const pageOf = (label: string) => pages.findIndex((page) => page.includes(label));
      const tablePage = pageOf('Table total');
      for (const label of ['Price section', 'Item', ...groups.flat().map((entry) => entry.label)]) expect(pageOf(label), `${label}, filler ${filler}`).toBe(tablePage);
    }
  });

  it('breaks a table longer than a page only between groups, and never leaves the total alone', async () => {
    const groups = groupsOf(12, (group) => 2 + (group % 3));
    for (let filler = 0; filler <= 12; filler += 1) {
      const pages = await pagesOf(documentWith(filler, groups));
      const pageOf = (label: string) => pages.findIndex((page) => page.includes(label));
      for (const group of groups) expect(new Set(group.map((entry) => pageOf(entry.label))).size, `${group[0]!.label}, filler ${filler}`).toBe(1);
      expect(pageOf('Table total'), `filler ${filler}`).toBe(pageOf(groups.at(-1)!.at(-1)!.label));
      expect(pageOf('Item'), `filler ${filler}`).toBe(pageOf('Group 1 row a'));
    }
  });
});
