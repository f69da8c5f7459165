import { describeDistance, formatAmountRange, type CostLine, type CostLineId } from '../../../../shared/delivered-cost';
import { placeLabel } from '../../../../shared/places';
import { formatListingDay } from '../../../../shared/listing-state';
import { formatQuotationDate, quotationStatusText, type Quotation } from '../../../../shared/quotation';
import { PATHS } from '../../../../shared/site-routes';
import { TRAILER, formatAmount } from '../../../../shared/trailer';
import { DOCUMENT_SUBTITLE, unitRows, type PrintedDocument, type PrintedTableRow } from '../../content/documents-print';
import { conditionStatementSections } from '../../content/documents-condition';
import { SALE_CONTENTS } from '../../content/documents-trailer';
import { NEW_UNIT_COMPARISON, QUOTATION_COPY } from '../../content/quotation';
import { inspectionTextThrough } from '../../content/trailer-facts';
import { canonicalUrl } from '../../lib/site-settings';

const { sections, rows } = QUOTATION_COPY;

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

const tableRow = (line: CostLine): PrintedTableRow => ({
  label: line.id === 'price' ? line.label : `${line.label} (estimate)`,
  amounts: line.amount ? [formatAmountRange(line.amount.usd), formatAmountRange(line.amount.cad)] : [QUOTATION_COPY.quotedByCarrier, QUOTATION_COPY.quotedByCarrier],
});

/** The estimate's lines as the price table's row groups, in the estimate's order. */
function priceGroups(lines: readonly CostLine[]): PrintedTableRow[][] {
  const groups = new Map<string, PrintedTableRow[]>();
  for (const line of lines) {
    const group = GROUP_OF[line.id];
    groups.set(group, [...(groups.get(group) ?? []), tableRow(line)]);
  }
  return [...groups.values()];
}

/**
 * The formal quotation as a printed document, from the server's quotation: its number, dates and
 * the listing's status; who it is for; the unit; the price table; what the estimate cannot know;
 * what the sale includes; the seller's terms; a comparison with a new unit; the seller's legal
 * identity; and the signature block.
 */
/** An identity field as printed: the seller's value, or a plain 'not yet set'. */
const orNotYetSet = (value: string) => value.trim() || QUOTATION_COPY.notYetSet;

export function quotationDocument(quotation: Quotation): PrintedDocument {
  const { number, estimate, listing, seller, terms, condition } = quotation;
  const sources = estimate.lines.flatMap((line) => (line.source ? [`${line.label}: ${line.source.source}, checked ${line.source.checkedOn}.`] : []));
  const { newPriceUsd, buildMonths, points } = NEW_UNIT_COMPARISON;
  return {
    title: `${QUOTATION_COPY.title} ${number}`,
    subtitle: DOCUMENT_SUBTITLE,
    sections: [
      {
        heading: sections.quotation,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.number, value: number },
              { label: rows.issued, value: formatQuotationDate(quotation.issuedAt) },
              { label: rows.validUntil, value: formatQuotationDate(quotation.validUntil) },
              { label: rows.status, value: quotationStatusText(listing.status) },
              ...(listing.note ? [{ label: rows.sellerNote, value: listing.note }] : []),
            ],
          },
          { kind: 'paragraphs', paragraphs: [QUOTATION_COPY.validity(quotation.validDays)] },
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
              { label: rows.destination, value: placeLabel(estimate.place) },
              { label: rows.distance, value: describeDistance(estimate) },
            ],
          },
        ],
      },
      { heading: sections.unit, blocks: [{ kind: 'rows', rows: unitRows(quotation.inspectionValidThrough) }] },
      {
        heading: sections.price,
        blocks: [
          {
            kind: 'table',
            headings: QUOTATION_COPY.tableHeadings,
            groups: priceGroups(estimate.lines),
            total: { label: rows.total, amounts: [formatAmountRange(estimate.total.usd), formatAmountRange(estimate.total.cad)] },
          },
          { kind: 'rows', rows: [{ label: rows.exchangeRate, value: QUOTATION_COPY.exchangeRate(estimate.offer.cadRate.usdToCad, formatListingDay(estimate.offer.cadRate.setOn)) }] },
        ],
      },
      { heading: sections.notes, blocks: [{ kind: 'paragraphs', paragraphs: [QUOTATION_COPY.estimateNote, ...estimate.notes] }, { kind: 'bullets', items: sources }] },
      SALE_CONTENTS,
      {
        heading: sections.inspection,
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              `${inspectionTextThrough(quotation.inspectionValidThrough)}.`,
              ...(condition?.inspectedOn ? [QUOTATION_COPY.conditionReport(formatListingDay(condition.inspectedOn), canonicalUrl(PATHS.condition))] : []),
            ],
          },
        ],
      },
      ...conditionStatementSections(condition?.statement),
      {
        heading: sections.terms,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.payment, value: terms.payment },
              { label: rows.viewing, value: terms.viewing },
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
              `A new ${TRAILER.lengthFeet}-foot medical semi-trailer costs about ${formatAmount(newPriceUsd.low)} to ${formatAmount(newPriceUsd.high)} USD before imaging equipment and takes ${buildMonths.low} to ${buildMonths.high} months to build.`,
            ],
          },
          { kind: 'bullets', items: points },
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
              { label: rows.gstHst, value: seller.gstHstNumber ?? QUOTATION_COPY.notGstRegistered },
              { label: rows.phone, value: orNotYetSet(seller.phone) },
              { label: rows.email, value: orNotYetSet(seller.email) },
              { label: rows.unitLocation, value: TRAILER.location },
            ],
          },
        ],
      },
      {
        heading: sections.signatures,
        blocks: [
          { kind: 'paragraphs', paragraphs: [QUOTATION_COPY.acceptance] },
          {
            kind: 'signatures',
            signatories: [
              { party: QUOTATION_COPY.forSeller(orNotYetSet(seller.legalName)), name: seller.signatory.name, title: seller.signatory.title },
              { party: QUOTATION_COPY.forBuyer(quotation.organization), name: quotation.contactName, title: '' },
            ],
          },
        ],
      },
    ],
  };
}
