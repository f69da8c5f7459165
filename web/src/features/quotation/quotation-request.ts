import { describeDistance, formatMoneyRange, type DeliveredCostEstimate } from '../../../../shared/delivered-cost';
import type { ContactInquiry } from '../../../../shared/contact-schema';
import { placeLabel } from '../../../../shared/places';
import { TRAILER } from '../../../../shared/trailer';

export interface QuotationBuyer {
  organization: string;
  contactName: string;
  email: string;
}

/**
 * The quotation request as an inquiry: it takes the inquiry's path (stored first, mailed to the
 * seller, the same idempotency and limits), and its message tells the seller what was quoted.
 */
export function quotationInquiry({ organization, contactName, email }: QuotationBuyer, estimate: DeliveredCostEstimate): ContactInquiry {
  const total = `${formatMoneyRange(estimate.total.usd, 'USD')} / ${formatMoneyRange(estimate.total.cad, 'CAD')}`;
  return {
    name: contactName,
    email,
    phone: '',
    organization,
    intendedUse: '',
    preferredContact: 'email',
    requestedDocuments: [],
    appointmentType: 'none',
    preferredDate: undefined,
    message: `Formal quotation downloaded from the site for delivery to ${placeLabel(estimate.place)} (${describeDistance(estimate)}). Estimated total, delivered: ${total}.`,
  };
}

/** The quotation's number from the stored request's reference: INQ-20261123-4F2A9C is Q-3057-20261123-4F2A9C. */
export function quotationNumber(reference: string): string {
  return `Q-${TRAILER.unitNumber}-${reference.replace(/^INQ-/, '')}`;
}
