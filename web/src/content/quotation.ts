import { TRAILER } from '../../../shared/trailer';

/** The quotation form's words beside the estimate (French: content/fr/quotation.ts). */
export interface QuotationFormCopy {
  title: string;
  intro: string;
  labels: { organization: string; contactName: string; email: string };
  submit: string;
  working: string;
  done: (number: string) => string;
  /** The quotation is the buyer's, but the seller's copy did not go out (over the hourly limit, or the mail failed). */
  doneWithoutCopy: (number: string) => string;
  failed: string;
}

/** What a quotation document says besides the figures, in one language (French: content/fr/quotation.ts). */
export interface QuotationDocumentCopy {
  title: string;
  sections: Record<'quotation' | 'buyer' | 'unit' | 'price' | 'notes' | 'includes' | 'inspection' | 'terms' | 'usedVersusNew' | 'seller' | 'signatures', string>;
  conditionReport: (date: string, url: string) => string;
  rows: Record<
    | 'number' | 'issued' | 'validUntil' | 'status' | 'sellerNote' | 'organization' | 'contact' | 'destination' | 'distance' | 'exchangeRate'
    | 'total' | 'payment' | 'viewing' | 'legalName' | 'address' | 'gstHst' | 'phone' | 'email' | 'unitLocation',
    string
  >;
  tableHeadings: readonly [string, string, string];
  quotedByCarrier: string;
  exchangeRate: (rate: number, setOn: string) => string;
  notGstRegistered: string;
  notYetSet: string;
  acceptance: string;
  forSeller: (legalName: string) => string;
  forBuyer: (organization: string) => string;
  estimateNote: string;
  validity: (days: number) => string;
}

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
    signatures: 'Acceptance',
  },
  /** The condition report the quotation refers to: its date and where it is published. */
  conditionReport: (date: string, url: string) => `Condition report of ${date}: ${url}`,
  rows: {
    number: 'Quotation number',
    issued: 'Issued',
    validUntil: 'Valid until',
    status: 'Listing status',
    sellerNote: "Seller's note",
    organization: 'Organisation',
    contact: 'Contact',
    destination: 'Delivery to',
    distance: 'Distance from Edmonton',
    exchangeRate: 'Exchange rate',
    total: 'Estimated total, delivered',
    payment: 'Payment',
    viewing: 'Viewing',
    legalName: 'Legal name',
    address: 'Address',
    gstHst: 'GST/HST number',
    phone: 'Phone',
    email: 'E-mail',
    unitLocation: 'Unit location',
  },
  tableHeadings: ['Item', 'USD', 'CAD'],
  quotedByCarrier: 'Quoted by the carrier',
  exchangeRate: (rate: number, setOn: string) => `${rate} CAD per USD, the seller's rate of ${setOn}`,
  notGstRegistered: 'Not registered for GST/HST',
  /** In place of an identity field the seller has not filled in yet (preflight names each before a deploy). */
  notYetSet: 'Not yet set by the seller',
  acceptance:
    'To accept, sign below and return this quotation to the seller before it expires, with your purchase order where your organisation issues one.',
  forSeller: (legalName: string) => `For the seller, ${legalName}`,
  forBuyer: (organization: string) => `Accepted for the buyer, ${organization}`,
  estimateNote:
    'Every figure other than the price is an estimate for planning and procurement, not an invoice: the carrier quotes the delivery once the date and site are known, and taxes and border costs are confirmed by your finance office or customs broker.',
  form: {
    title: 'Download quotation (PDF)',
    intro: 'A formal quotation for your board or procurement office, priced and numbered by the seller\'s site at the current asking price. The seller receives a copy too.',
    labels: { organization: 'Organisation', contactName: 'Contact name', email: 'E-mail' },
    submit: 'Download quotation (PDF)',
    working: 'Preparing...',
    done: (number: string) => `Quotation ${number} downloaded. The seller has a copy and will follow up by e-mail.`,
    doneWithoutCopy: (number: string) =>
      `Quotation ${number} downloaded. The seller did not receive a copy this time: send it with the contact form if you would like them to follow up.`,
    failed: 'The quotation could not be prepared. Please try again, or use the contact form.',
  } satisfies QuotationFormCopy,
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
