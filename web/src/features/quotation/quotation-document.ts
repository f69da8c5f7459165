import { describeDistance, formatMoneyRange, type DeliveredCostEstimate, type MoneyRange } from '../../../../shared/delivered-cost';
import { placeLabel } from '../../../../shared/places';
import type { PublicSiteSettings } from '../../../../shared/settings';
import { BUILT_IN_FACTS } from '../../../../shared/listing-facts';
import { formatListingDay } from '../../../../shared/listing-state';
import { TRAILER, formatAmount } from '../../../../shared/trailer';
import { DOCUMENT_SUBTITLE, UNIT_ROWS, type PrintedDocument, type PrintedRow } from '../../content/documents-print';
import { SALE_CONTENTS } from '../../content/documents-trailer';
import { NEW_UNIT_COMPARISON, QUOTATION_COPY } from '../../content/quotation';
import { inspectionText } from '../../content/trailer-facts';

const { sections, rows } = QUOTATION_COPY;

export interface QuotationInput {
  /** The stored request's reference, which is also the quotation's number. */
  number: string;
  issuedOn: Date;
  organization: string;
  contactName: string;
  estimate: DeliveredCostEstimate;
  settings: Pick<PublicSiteSettings, 'quotationValidDays' | 'paymentTerms' | 'viewingTerms' | 'sellerName' | 'sellerPhone' | 'sellerEmail'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'November 23, 2026', in UTC so a quotation reads the same wherever it is opened. */
export function formatQuotationDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The last day a quotation issued on `issuedOn` holds. */
export function validUntil(issuedOn: Date, days: number): Date {
  return new Date(issuedOn.getTime() + days * DAY_MS);
}

const bothCurrencies = (amount: MoneyRange) => `${formatMoneyRange(amount.usd, 'USD')} / ${formatMoneyRange(amount.cad, 'CAD')}`;

/**
 * The formal quotation as a printed document, in the layout of the site's other PDFs: number and
 * dates, the buyer, the unit, the price and delivered-cost lines marked as estimates, what the sale
 * includes, inspection, the seller's terms, a comparison with a new unit and the seller's details.
 */
export function quotationDocument({ number, issuedOn, organization, contactName, estimate, settings }: QuotationInput): PrintedDocument {
  const costRows: PrintedRow[] = estimate.lines.map((line) => ({
    label: line.id === 'price' ? line.label : `${line.label} (estimate)`,
    value: line.amount ? bothCurrencies(line.amount) : 'Quoted by the carrier',
  }));
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
              { label: rows.issued, value: formatQuotationDate(issuedOn) },
              { label: rows.validUntil, value: formatQuotationDate(validUntil(issuedOn, settings.quotationValidDays)) },
            ],
          },
          { kind: 'paragraphs', paragraphs: [QUOTATION_COPY.validity(settings.quotationValidDays)] },
        ],
      },
      {
        heading: sections.buyer,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.organization, value: organization },
              { label: rows.contact, value: contactName },
              { label: rows.destination, value: placeLabel(estimate.place) },
              { label: rows.distance, value: describeDistance(estimate) },
            ],
          },
        ],
      },
      { heading: sections.unit, blocks: [{ kind: 'rows', rows: UNIT_ROWS }] },
      {
        heading: sections.price,
        blocks: [
          {
            kind: 'rows',
            rows: [
              ...costRows,
              { label: rows.total, value: bothCurrencies(estimate.total) },
              { label: rows.exchangeRate, value: `${estimate.offer.cadRate.usdToCad} CAD per USD, the seller's rate of ${formatListingDay(estimate.offer.cadRate.setOn)}` },
            ],
          },
        ],
      },
      { heading: sections.notes, blocks: [{ kind: 'paragraphs', paragraphs: [QUOTATION_COPY.estimateNote, ...estimate.notes] }, { kind: 'bullets', items: sources }] },
      SALE_CONTENTS,
      { heading: sections.inspection, blocks: [{ kind: 'paragraphs', paragraphs: [`${inspectionText(BUILT_IN_FACTS.unit)}.`] }] },
      {
        heading: sections.terms,
        blocks: [
          {
            kind: 'rows',
            rows: [
              { label: rows.payment, value: settings.paymentTerms },
              { label: rows.viewing, value: settings.viewingTerms },
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
              { label: 'Seller', value: settings.sellerName },
              { label: 'Phone', value: settings.sellerPhone },
              { label: 'E-mail', value: settings.sellerEmail },
              { label: 'Location', value: TRAILER.location },
            ],
          },
        ],
      },
    ],
  };
}
