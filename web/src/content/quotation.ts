import { TRAILER } from '../../../shared/trailer';

/**
 * What a formal quotation says besides the figures: its headings, the terms that do not come from
 * the operator's settings, and the comparison with a new unit. The seller confirms the new-unit
 * figures before launch (docs/operating.md, 'Before launch').
 */
export const QUOTATION_COPY = {
  title: 'Quotation',
  fileName: (number: string) => `Quotation_${number}.pdf`,
  sections: {
    quotation: 'Quotation',
    buyer: 'Prepared for',
    unit: 'The unit',
    price: 'Price and delivered-cost estimate',
    notes: 'About the estimate',
    includes: 'What the sale includes',
    inspection: 'Inspection',
    terms: 'Terms',
    usedVersusNew: 'Used versus new',
    seller: 'Seller',
  },
  rows: {
    number: 'Quotation number',
    issued: 'Issued',
    validUntil: 'Valid until',
    organization: 'Organisation',
    contact: 'Contact',
    destination: 'Delivery to',
    distance: 'Distance from Edmonton',
    exchangeRate: 'Exchange rate',
    total: 'Estimated total, delivered',
    payment: 'Payment',
    viewing: 'Viewing',
  },
  estimateNote:
    'Every figure other than the price is an estimate for planning and procurement, not an invoice: the carrier quotes the delivery once the date and site are known, and taxes and border costs are confirmed by your finance office or customs broker.',
  form: {
    title: 'Download quotation (PDF)',
    intro: 'A formal quotation for your board or procurement office, with this estimate. The seller receives your request too.',
    labels: { organization: 'Organisation', contactName: 'Contact name', email: 'E-mail' },
    submit: 'Download quotation (PDF)',
    working: 'Preparing...',
    done: (number: string) => `Quotation ${number} downloaded. The seller has your request and will follow up by e-mail.`,
    failed: 'The quotation could not be prepared. Please try again, or use the contact form.',
  },
  validity: (days: number) =>
    `The price of the unit holds for ${days} days from the issue date, unless the unit is sold to a buyer who committed earlier.`,
} as const;

/**
 * A new 53-foot medical semi-trailer of the same kind, for the board's comparison: the builders'
 * price range without imaging equipment, and how long one takes to build.
 */
export const NEW_UNIT_COMPARISON = {
  newPriceUsd: { low: 450_000, high: 650_000 },
  buildMonths: { low: 9, high: 14 },
  points: [
    `This ${TRAILER.year} unit is available now from Edmonton; a new unit is ordered, specified and built, then delivered.`,
    'A used unit has its systems in service already: the buyer inspects what they get rather than a drawing.',
    'A new unit carries a builder’s warranty and current equipment; this one is sold as inspected, with no warranty (see Warranty Information).',
  ],
} as const;
