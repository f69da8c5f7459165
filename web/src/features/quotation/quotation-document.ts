import { ENGLISH_ESTIMATE_WORDS, describeDistance, estimateInWords, type CostLine, type CostLineId, type EstimateWords } from '../../../../shared/delivered-cost';
import { formatListingDay } from '../../../../shared/listing-state';
import type { ConditionStatement } from '../../../../shared/condition-report-facts';
import { formatQuotationDate, quotationStatusText, type QuotableStatus, type Quotation } from '../../../../shared/quotation';
import { localizedPath, type Locale } from '../../../../shared/site-routes';
import { TRAILER, formatAmount } from '../../../../shared/trailer';
import { DOCUMENT_SUBTITLE, unitRows, type PrintedDocument, type PrintedRow, type PrintedSection, type PrintedTableRow } from '../../content/documents-print';
import { conditionStatementSections } from '../../content/documents-condition';
import { SALE_CONTENTS } from '../../content/documents-trailer';
import { NEW_UNIT_COMPARISON, QUOTATION_COPY, type QuotationDocumentCopy } from '../../content/quotation';
import { inspectionTextThrough } from '../../content/trailer-facts';
import { canonicalUrl } from '../../lib/site-settings';

/**
 * Every word of a quotation in one language: its headings and rows (QUOTATION_COPY's shape), the
 * estimate's words, the unit's rows and the sale's contents, and how it writes days and statuses.
 * English below; French in content/fr/quotation.ts.
 */
export interface QuotationWords {
  copy: QuotationDocumentCopy;
  estimate: EstimateWords;
  estimateMark: string;
  /** A sourced line: 'GST 5 %: Canada Revenue Agency, …, checked 2026-11-23.' */
  sourceLine: (label: string, source: string, checkedOn: string) => string;
  subtitle: string;
  unitRows: (inspectionValidThrough: string) => readonly PrintedRow[];
  saleContents: PrintedSection;
  inspectionThrough: (year: string) => string;
  conditionStatement: (statement: ConditionStatement | null | undefined) => PrintedSection[];
  newUnit: (lowUsd: number, highUsd: number, lowMonths: number, highMonths: number) => string;
  newUnitPoints: readonly string[];
  /** An instant (issued, valid until) and a yyyy-mm-dd day (a rate's, a report's) as this language writes them. */
  date: (instant: string) => string;
  day: (isoDay: string) => string;
  status: (status: QuotableStatus) => string;
  /** Text the seller or operator wrote in English (terms, the status note): marked as such in another language. */
  sellerText: (english: string) => string;
  unitLocation: string;
  /** The language's pages are the ones linked (the condition report's). */
  locale: Locale;
  /** The footer of every page ('Generated from {host}'). */
  footer: (host: string) => string;
  fileName: (number: string) => string;
}

export const ENGLISH_QUOTATION_WORDS: QuotationWords = {
  copy: QUOTATION_COPY,
  estimate: ENGLISH_ESTIMATE_WORDS,
  estimateMark: 'estimate',
  sourceLine: (label, source, checkedOn) => `${label}: ${source}, checked ${checkedOn}.`,
  subtitle: DOCUMENT_SUBTITLE,
  unitRows,
  saleContents: SALE_CONTENTS,
  inspectionThrough: inspectionTextThrough,
  conditionStatement: conditionStatementSections,
  newUnit: (low, high, lowMonths, highMonths) =>
    `A new ${TRAILER.lengthFeet}-foot medical semi-trailer costs about ${formatAmount(low)} to ${formatAmount(high)} USD before imaging equipment and takes ${lowMonths} to ${highMonths} months to build.`,
  newUnitPoints: NEW_UNIT_COMPARISON.points,
  date: formatQuotationDate,
  day: formatListingDay,
  status: quotationStatusText,
  sellerText: (english) => english,
  unitLocation: TRAILER.location,
  locale: 'en',
  footer: (host) => `Generated from ${host}`,
  fileName: QUOTATION_COPY.fileName,
};


/** Which lines of the estimate are printed together: the price, the delivery, then the taxes or the border items. */
const GROUP_OF: Record<CostLineId, 'price' | 'delivery' | 'taxes'> = {
  price: 'price',
  delivery: 'delivery',
  gst: 'taxes',
  hst: 'taxes',
  pst: 'taxes',
  'us-duty': 'taxes',
  'us-mpf': 'taxes',
  'us-broker': 'taxes',
};

const tableRow = (line: CostLine, words: QuotationWords): PrintedTableRow => ({
  label: line.id === 'price' ? line.label : `${line.label} (${words.estimateMark})`,
  amounts: line.amount
    ? [words.estimate.amountRange(line.amount.usd), words.estimate.amountRange(line.amount.cad)]
    : [words.copy.quotedByCarrier, words.copy.quotedByCarrier],
});

/** The estimate's lines as the price table's row groups, in the estimate's order. */
function priceGroups(lines: readonly CostLine[], words: QuotationWords): PrintedTableRow[][] {
  const groups = new Map<string, PrintedTableRow[]>();
  for (const line of lines) {
    const group = GROUP_OF[line.id];
    groups.set(group, [...(groups.get(group) ?? []), tableRow(line, words)]);
  }
  return [...groups.values()];
}

/**
 * The formal quotation as a printed document, from the server's quotation: its number, dates and
 * the listing's status; who it is for; the unit; the price table; what the estimate cannot know;
 * what the sale includes; the seller's terms; a comparison with a new unit; the seller's legal
 * identity; and the signature block.
 */
export function quotationDocument(quotation: Quotation, words: QuotationWords = ENGLISH_QUOTATION_WORDS): PrintedDocument {
  const { copy } = words;
  const { sections, rows } = copy;
  /** An identity field as printed: the seller's value, or a plain 'not yet set'. */
  const orNotYetSet = (value: string) => value.trim() || copy.notYetSet;
  const { number, listing, seller, terms, condition } = quotation;
  // The stored quotation's lines are named in English; the figures stay the server's.
  const estimate = estimateInWords(quotation.estimate, words.estimate);
  const sources = estimate.lines.flatMap((line) => (line.source ? [words.sourceLine(line.label, line.source.source, words.estimate.day(line.source.checkedOn))] : []));
  const { newPriceUsd, buildMonths } = NEW_UNIT_COMPARISON;
  return {
    title: `${copy.title} ${number}`,
    subtitle: words.subtitle,
    footer: words.footer,
    sections: [
      {
        heading: sections.quotation,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.number, value: number },
              { label: rows.issued, value: words.date(quotation.issuedAt) },
              { label: rows.validUntil, value: words.date(quotation.validUntil) },
              { label: rows.status, value: words.status(listing.status) },
              ...(listing.note ? [{ label: rows.sellerNote, value: words.sellerText(listing.note) }] : []),
            ],
          },
          { kind: 'paragraphs', paragraphs: [copy.validity(quotation.validDays)] },
        ],
      },
      {
        heading: sections.buyer,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.organization, value: quotation.organization },
              { label: rows.contact, value: quotation.contactName },
              { label: rows.destination, value: words.estimate.placeLabel(estimate.place) },
              { label: rows.distance, value: describeDistance(estimate, words.estimate) },
            ],
          },
        ],
      },
      { heading: sections.unit, blocks: [{ kind: 'rows', rows: words.unitRows(quotation.inspectionValidThrough) }] },
      {
        heading: sections.price,
        blocks: [
          {
            kind: 'table',
            headings: copy.tableHeadings,
            groups: priceGroups(estimate.lines, words),
            total: { label: rows.total, amounts: [words.estimate.amountRange(estimate.total.usd), words.estimate.amountRange(estimate.total.cad)] },
          },
          { kind: 'rows', rows: [{ label: rows.exchangeRate, value: copy.exchangeRate(estimate.offer.cadRate.usdToCad, words.day(estimate.offer.cadRate.setOn)) }] },
        ],
      },
      { heading: sections.notes, blocks: [{ kind: 'paragraphs', paragraphs: [copy.estimateNote, ...estimate.notes] }, { kind: 'bullets', items: sources }] },
      words.saleContents,
      {
        heading: sections.inspection,
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              `${words.inspectionThrough(quotation.inspectionValidThrough)}.`,
              ...(condition?.inspectedOn ? [copy.conditionReport(words.day(condition.inspectedOn), canonicalUrl(localizedPath('condition', words.locale)))] : []),
            ],
          },
        ],
      },
      ...words.conditionStatement(condition?.statement),
      {
        heading: sections.terms,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.payment, value: words.sellerText(terms.payment) },
              { label: rows.viewing, value: words.sellerText(terms.viewing) },
            ],
          },
        ],
      },
      {
        heading: sections.usedVersusNew,
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              words.newUnit(newPriceUsd.low, newPriceUsd.high, buildMonths.low, buildMonths.high),
            ],
          },
          { kind: 'bullets', items: words.newUnitPoints },
        ],
      },
      {
        heading: sections.seller,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.legalName, value: orNotYetSet(seller.legalName) },
              { label: rows.address, value: orNotYetSet(seller.addressLines.join(', ')) },
              { label: rows.gstHst, value: seller.gstHstNumber ?? copy.notGstRegistered },
              { label: rows.phone, value: orNotYetSet(seller.phone) },
              { label: rows.email, value: orNotYetSet(seller.email) },
              { label: rows.unitLocation, value: words.unitLocation },
            ],
          },
        ],
      },
      {
        heading: sections.signatures,
        blocks: [
          { kind: 'paragraphs', paragraphs: [copy.acceptance] },
          {
            kind: 'signatures',
            signatories: [
              { party: copy.forSeller(orNotYetSet(seller.legalName)), name: seller.signatory.name, title: seller.signatory.title },
              { party: copy.forBuyer(quotation.organization), name: quotation.contactName, title: '' },
            ],
          },
        ],
      },
    ],
  };
}
