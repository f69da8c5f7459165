import { BUILT_IN_CONDITION_REPORT, type ConditionReport } from './condition-report-facts';

/**
 * The seller's facts about the listing: one record, edited by the admin and published into every
 * page, document and mail. The repository's values are its built-in default, not a second source.
 * Free of zod; the admin's change is checked by listing-facts-schema.ts. Pages import only its types:
 * what they compute from the facts is shared/listing-figures.ts, so this record's built-in value and
 * the admin's limits and words stay out of every page's first-load JavaScript.
 */

/** GET (admin): the facts with their version. PUT (admin): a change, made on that version. */
export const LISTING_FACTS_ENDPOINT = '/api/listing/facts';

/** Who sells the trailer, as a procurement office needs it on a quotation before it raises a purchase order. */
export interface SellerIdentity {
  /** The seller's legal name (a person's full name or a registered business name). */
  legalName: string;
  /** The postal address, one line per element of the array. */
  addressLines: string[];
  /** The Canada Revenue Agency GST/HST registration number (nine digits, 'RT', four digits); null when not registered. */
  gstHstNumber: string | null;
  phone: string;
  email: string;
  /** Who signs quotations for the seller. */
  signatory: { name: string; title: string };
}

/** The rate every CAD equivalent on the site is computed with, and the seller's day it was set. */
export interface CadRate {
  /** CAD per USD. */
  usdToCad: number;
  /** yyyy-mm-dd. */
  setOn: string;
  /**
   * Where the rate comes from: absent, the seller's own; CAD_RATE_SOURCE when the daily update took it
   * from the Bank of Canada (lambdas/update-cad-rate.ts). The admin's change of the rate drops it.
   */
  source?: typeof CAD_RATE_SOURCE;
}

/** The daily update's source of the rate: the Bank of Canada's USD/CAD series in its Valet API. */
export const CAD_RATE_SOURCE = 'bank-of-canada-fxusdcad';

/** Who the facts record names as their last changer when the daily update set the rate (an admin is named by e-mail). */
export const CAD_RATE_UPDATER = 'the daily Bank of Canada rate update';

/** The unit's hard numbers; null where the seller has not stated one (pages then say it is on request). */
export interface UnitFacts {
  /** The VIN, or the builder's serial number. */
  vinOrSerial: string | null;
  generator: { make: string | null; kw: number | null; hours: number | null };
  /** The Alberta commercial vehicle inspection: the day it was made and the last day it is valid (yyyy-mm-dd). */
  inspection: { inspectedOn: string | null; validThrough: string };
  /** A trailer has no engine of its own and so usually no odometer; null when none. */
  odometerKm: number | null;
  shorePowerAmps: number | null;
  emptyWeightLbs: number | null;
  /** How many full exam rooms the unit has; the walkthrough marks which rooms they are. */
  examRooms: number;
  /** How many functional areas the unit has (the walkthrough's rooms, accessories aside). */
  functionalAreas: number;
}

/** A figure the seller states about themself (Home's band of figures). */
export interface MarketingClaim {
  id: string;
  value: string;
  label: string;
  /** Set by the seller once they can back the claim; an unconfirmed claim is never shown in production. */
  confirmed: boolean;
}

/** A buyer's or partner's quote. */
export interface Testimonial {
  name: string;
  title: string;
  location: string;
  /** Stars out of 5. */
  rating: number;
  /** yyyy-mm, when it was given. */
  date: string;
  text: string;
  /** What the seller did for this person. */
  service: string;
  /** Set once the seller has confirmed the person and their consent to publish; an unconfirmed one is never shown in production. */
  confirmed: boolean;
}

/** One line of the Service Records document. */
export interface ServiceEntry {
  /** yyyy-mm-dd. */
  date: string;
  /** What was done. */
  work: string;
  /** Who did it. */
  by: string;
}

/** What the Service Records and Warranty Information documents state beyond the unit's description. */
export interface DocumentFacts {
  /** Newest first; empty while the seller has published none (the document then says so). */
  serviceEntries: ServiceEntry[];
  /** The warranty terms, one paragraph each; empty while none are published (the document then says so). */
  warrantyTerms: string[];
}

/** Everything the seller states about the listing besides its price and status (shared/listing-state.ts). */
export interface ListingFacts {
  cadRate: CadRate;
  seller: SellerIdentity;
  unit: UnitFacts;
  claims: MarketingClaim[];
  testimonials: Testimonial[];
  documents: DocumentFacts;
  /** The condition report, component by component (shared/condition-report.ts). */
  condition: ConditionReport;
}

/** The facts with the version the admin edits them on. */
export interface AdminListingFacts {
  /** The number of changes saved so far; a PUT names the version it was made on. */
  version: number;
  /** The seller's day (yyyy-mm-dd) of the last change; null while the built-in facts stand. */
  changedOn: string | null;
  /** The sign-in name of the admin who made the last change; null while the built-in facts stand. */
  changedBy: string | null;
  facts: ListingFacts;
}

export const LISTING_FACTS_LIMITS = {
  /** A sanity bound on the rate: CAD per USD has stayed between 0.9 and 1.7 since the 1970s. */
  usdToCad: { min: 0.5, max: 3 },
  text: 200,
  paragraph: 2000,
  listItems: 40,
  /** Bodies of PUT /api/listing/facts over this are refused with 413. */
  requestBytes: 64 * 1024,
} as const;

/** The words of the admin's facts panel and of the API's answers about it. */
export const LISTING_FACTS_COPY = {
  saved: 'Facts saved. The pages and documents show them within 2 minutes.',
  unchanged: 'Nothing to save: the facts already read like this.',
  conflict: 'Another admin changed the facts meanwhile. Their change is shown now; make yours again on top of it.',
} as const;

/**
 * The built-in facts: what the repository knows. The seller's identity is blank until the admin
 * fills it in, the unit's numbers the listing does not state are null, and no claim or testimonial
 * is confirmed: `npm run preflight` names each.
 */
export const BUILT_IN_FACTS: ListingFacts = {
  cadRate: { usdToCad: 1.372, setOn: '2026-11-01' },
  seller: { legalName: '', addressLines: [], gstHstNumber: null, phone: '', email: '', signatory: { name: '', title: '' } },
  unit: {
    vinOrSerial: null,
    generator: { make: null, kw: null, hours: null },
    inspection: { inspectedOn: null, validThrough: '2026-12-31' },
    odometerKm: null,
    shorePowerAmps: null,
    emptyWeightLbs: null,
    examRooms: 2,
    functionalAreas: 9,
  },
  claims: [
    { id: 'organisations', value: '50+', label: 'Organisations served', confirmed: false },
    { id: 'experience', value: '15+', label: 'Years of experience', confirmed: false },
    { id: 'satisfaction', value: '98%', label: 'Satisfaction', confirmed: false },
    { id: 'support', value: '24/7', label: 'Support', confirmed: false },
  ],
  testimonials: [
    {
      name: 'Sarah M.',
      title: 'Medical Director',
      location: 'Saskatoon, Saskatchewan',
      rating: 5,
      date: '2025-03',
      text: 'The WhatsApp video walkthrough answered our board’s questions before anyone travelled to Edmonton. Both exam rooms, the wheelchair lift and the generator were shown exactly as listed.',
      service: 'Virtual walkthrough',
      confirmed: false,
    },
    {
      name: 'James T.',
      title: 'Operations Manager',
      location: 'Calgary, Alberta',
      rating: 5,
      date: '2025-05',
      text: 'We inspected the unit in Edmonton by appointment. The auto-leveling, the lift and the HVAC ran for us on the spot, and the Alberta inspection paperwork was ready to read.',
      service: 'In-person inspection',
      confirmed: false,
    },
    {
      name: 'Linda K.',
      title: 'Program Coordinator, Indigenous health services',
      location: 'Prince Albert, Saskatchewan',
      rating: 5,
      date: '2025-06',
      text: 'Clear specifications and a plain statement that the mammography machine is not included made our funding proposal simple to write. Every question got an answer within a day.',
      service: 'Documentation package',
      confirmed: false,
    },
    {
      name: 'Mark R.',
      title: 'Emergency Services Planner',
      location: 'Great Falls, Montana',
      rating: 5,
      date: '2025-08',
      text: 'A USD price with the CAD equivalent beside it and a door-to-door delivery quote let us plan the cross-border purchase without surprises.',
      service: 'Cross-border delivery quote',
      confirmed: false,
    },
  ],
  documents: { serviceEntries: [], warrantyTerms: [] },
  condition: BUILT_IN_CONDITION_REPORT,
};

/** The facts before any change, as the admin reads them. */
export const BUILT_IN_ADMIN_FACTS: AdminListingFacts = { version: 0, changedOn: null, changedBy: null, facts: BUILT_IN_FACTS };

/** The kinds of statement a seller must confirm before production shows them. */
export type ConfirmedContent = 'claims' | 'testimonials';

/** The seller identity fields a quotation needs that are still blank, by name. */
export function missingSellerFields(seller: SellerIdentity): string[] {
  const missing: string[] = [];
  if (!seller.legalName.trim()) missing.push('legalName');
  if (!seller.addressLines.some((line) => line.trim())) missing.push('addressLines');
  if (!seller.gstHstNumber) missing.push('gstHstNumber');
  if (!seller.phone.trim()) missing.push('phone');
  if (!seller.email.trim()) missing.push('email');
  if (!seller.signatory.name.trim()) missing.push('signatory.name');
  if (!seller.signatory.title.trim()) missing.push('signatory.title');
  return missing;
}
