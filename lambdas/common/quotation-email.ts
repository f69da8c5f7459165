import { describeDistance, formatMoneyRange } from '../../shared/delivered-cost';
import { placeLabel } from '../../shared/places';
import { formatQuotationDate, quotationStatusText, type Quotation, type QuotationRequest } from '../../shared/quotation';
import { TRAILER } from '../../shared/trailer';
import { oneLine, render } from './inquiry-email';

/**
 * The seller's copy of a quotation (Reply-To the buyer): the figures the buyer's PDF shows, line by
 * line, with that PDF attached.
 */
export function sellerQuotationCopy(quotation: Quotation, email: QuotationRequest['email']) {
  const { estimate } = quotation;
  const amounts = (amount: { usd: { low: number; high: number }; cad: { low: number; high: number } } | null) =>
    amount ? `${formatMoneyRange(amount.usd, 'USD')} / ${formatMoneyRange(amount.cad, 'CAD')}` : 'Quoted by the carrier';
  const rows: [string, string][] = [
    ['Quotation number', quotation.number],
    ['Issued', formatQuotationDate(quotation.issuedAt)],
    ['Valid until', formatQuotationDate(quotation.validUntil)],
    ['Listing status', quotationStatusText(quotation.listing.status)],
    ['Organisation', quotation.organization],
    ['Contact', quotation.contactName],
    ['E-mail', email],
    ['Delivery to', `${placeLabel(estimate.place)} (${describeDistance(estimate)})`],
    ...estimate.lines.map((line): [string, string] => [line.label, amounts(line.amount)]),
    ['Estimated total, delivered', amounts(estimate.total)],
  ];
  const subject = oneLine(`Trailer ${TRAILER.unitNumber} quotation ${quotation.number} for ${quotation.organization}, delivery to ${placeLabel(estimate.place)}`);
  const intro = `The site issued quotation ${quotation.number} for unit ${TRAILER.unitNumber}; the buyer downloaded the attached PDF. Reply to this e-mail to answer ${quotation.contactName} directly.`;
  return { subject, ...render(intro, rows) };
}
