import type { ConditionReport } from './condition-report-facts';
import { CONTACT_CONTENT_TYPES } from './contact';
import { estimateDeliveredCost, type DeliveredCostEstimate, type DeliveryRates } from './delivered-cost';
import { type ListingFacts, type SellerIdentity } from './listing-facts';
import { inspectionYear } from './listing-figures';
import { LISTING_STATUS_LABELS, type ListingStatus, type PublicListingState } from './listing-state';
import type { Place } from './place-distance';
import type { Locale } from './site-routes';
import { TRAILER } from './trailer';

/**
 * The formal quotation: the server computes it from the places module, the seller's carrier rates
 * and the listing's current price and status, numbers and stores it, and answers it; the buyer's
 * PDF and the seller's copy are both set from this one record, so they cannot disagree.
 */

/** A request body over this is refused with 413. */
export const QUOTATION_MAX_BODY_BYTES = 4 * 1024;

/**
 * How many quotations one address may download per hour: generous, since the buyer always gets the
 * PDF, but bounded, since each is stored. The seller's mailed copy counts against the inquiry limit.
 */
export const QUOTATION_RATE_LIMIT = { perHour: 30 } as const;

/** 'Q-3057-20261123-4F2A9C1B': the unit, the issue day (UTC) and eight hex digits. */
export const QUOTATION_NUMBER_PATTERN = new RegExp(`^Q-${TRAILER.unitNumber}-\\d{8}-[0-9A-F]{8}$`);

export const QUOTATION_MESSAGES = {
  sold: 'The trailer is sold: no quotation can be issued.',
  unknownDestination: 'destination: not a place or postal area the estimator knows',
  rateLimited: 'Too many quotations from this address in the last hour. Please try again later.',
  notFound: 'No quotation with this number (quotations are deleted after the retention period).',
  crossSite: "Quotations are issued only to this site's own estimator",
  numberTaken: 'Another quotation took this number a moment ago. Please try again.',
  unsupportedType: `Send the quotation request as ${CONTACT_CONTENT_TYPES.join(' or ')}`,
} as const;

/** The languages a quotation's PDF is set in. */
export const QUOTATION_LANGUAGES = ['en', 'fr'] as const satisfies readonly Locale[];

/** What the buyer tells the server: where to, and who the quotation is for. Figures are never taken from the request. */
export interface QuotationRequest {
  /** A place's id (shared/places.ts) or a postal area's ('postal-s7k'). */
  destination: string;
  organization: string;
  contactName: string;
  email: string;
  /** The language of the page that asked: a form post's PDF is set in it (the seller's copy is English). @default 'en' */
  language?: Locale;
}

/** The statuses a quotation can be issued in: a sold trailer gets none. */
export type QuotableStatus = Exclude<ListingStatus, 'sold'>;

/** What became of the seller's mailed copy. */
export type SellerCopy = 'sent' | 'failed' | 'over-limit';

/** The quotation as the server issued it, and as the buyer's PDF and the seller's copy show it. */
export interface Quotation {
  number: string;
  /** ISO 8601 instant. */
  issuedAt: string;
  /** The last instant the quotation holds (ISO 8601): issuedAt plus validDays. */
  validUntil: string;
  validDays: number;
  organization: string;
  contactName: string;
  /** The listing when the quotation was issued. */
  listing: { status: QuotableStatus; priceUsd: number; note: string | null };
  /** Priced at the listing's price and the seller's dated CAD rate (`estimate.offer`). */
  estimate: DeliveredCostEstimate;
  /** The year the unit's commercial vehicle inspection holds through, from the seller's facts. */
  inspectionValidThrough: string;
  /**
   * The condition report the quotation refers to, by its date, and the seller's 'as described'
   * statement when made. Absent from a quotation issued before quotations carried it.
   */
  condition?: Pick<ConditionReport, 'inspectedOn' | 'statement'>;
  terms: { payment: string; viewing: string };
  seller: SellerIdentity;
}

/** The server's answer: the quotation, and whether the seller's copy went out. */
export interface QuotationResponse {
  quotation: Quotation;
  sellerCopy: SellerCopy;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface QuotationInputs {
  number: string;
  issuedAt: Date;
  buyer: Pick<QuotationRequest, 'organization' | 'contactName'>;
  place: Place;
  listing: Pick<PublicListingState, 'status' | 'priceUsd' | 'note'>;
  rates: DeliveryRates;
  validDays: number;
  terms: Quotation['terms'];
  /** The seller's facts: the CAD rate, the unit's inspection, the condition report and the seller's identity. */
  facts: Pick<ListingFacts, 'cadRate' | 'unit' | 'seller' | 'condition'>;
}

/** The quotation for these inputs; undefined when the listing is sold (no quotation is issued then). */
export function computeQuotation({ number, issuedAt, buyer, place, listing, rates, validDays, terms, facts }: QuotationInputs): Quotation | undefined {
  const { status } = listing;
  if (status === 'sold') return undefined;
  return {
    number,
    issuedAt: issuedAt.toISOString(),
    validUntil: new Date(issuedAt.getTime() + validDays * DAY_MS).toISOString(),
    validDays,
    organization: buyer.organization,
    contactName: buyer.contactName,
    listing: { status, priceUsd: listing.priceUsd, note: listing.note },
    estimate: estimateDeliveredCost(place, rates, { priceUsd: listing.priceUsd, cadRate: facts.cadRate }),
    inspectionValidThrough: inspectionYear(facts.unit),
    condition: { inspectedOn: facts.condition.inspectedOn, statement: facts.condition.statement },
    terms,
    seller: facts.seller,
  };
}

/** The number of a quotation issued at `issuedAt` whose request hashes to `digestHex`. */
export function quotationNumber(issuedAt: Date, digestHex: string): string {
  return `Q-${TRAILER.unitNumber}-${issuedAt.toISOString().slice(0, 10).replace(/-/g, '')}-${digestHex.slice(0, 8).toUpperCase()}`;
}

/** 'November 23, 2026', in UTC so a quotation reads the same wherever it is opened. */
export function formatQuotationDate(date: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

/** How a quotation states the listing's status: plainly, so an 'under offer' quotation cannot be read as an open offer. */
export function quotationStatusText(status: QuotableStatus): string {
  if (status === 'under-offer') {
    return `${LISTING_STATUS_LABELS['under-offer']}: another buyer's offer is pending. This quotation holds only if that sale does not complete.`;
  }
  return `${LISTING_STATUS_LABELS.available}: for sale at the price below.`;
}
