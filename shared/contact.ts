import { formatLongDate, parseIsoDate } from './calendar-day';
import type { Locale } from './site-routes';

/**
 * The contact inquiry (docs/product.md#inquiry-record): its choices, limits and messages. Free of zod,
 * so pages can use them without loading it; the schema is in contact-schema.ts.
 */
export const CONTACT_ENDPOINT = '/api/contact';
/**
 * Where a form posted without JavaScript is sent after it is stored (Post/Redirect/Get): a page the
 * API renders with the inquiry's reference and delivery status, so a reload never sends it again.
 */
export const CONTACT_RECEIPT_PATH = `${CONTACT_ENDPOINT}/receipts/{id}` as const;
export const contactReceiptUrl = (id: string) => CONTACT_RECEIPT_PATH.replace('{id}', encodeURIComponent(id));
/** The body types POST /api/contact reads: the script's JSON and the browser's own form encoding. */
export const CONTACT_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const;
/** Bodies over this are refused with 413 before parsing. */
export const CONTACT_MAX_BODY_BYTES = 32 * 1024;
/** Header carrying the form's idempotency key: a retried submission returns the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';
/** Inquiries accepted per client address, and per buyer e-mail, per hour. */
export const INQUIRY_RATE_LIMIT = { perHour: 5 } as const;

export const PREFERRED_CONTACT_METHODS = ['email', 'phone', 'text'] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];
export const REQUESTED_DOCUMENTS = [
  'Technical Specifications',
  'Service Records',
  'Warranty Information',
  'Photo Package',
  'Financing Options',
  'Delivery Information',
] as const;
export const APPOINTMENT_TYPES = ['none', 'phone', 'video', 'in-person'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_LABELS: Record<Exclude<AppointmentType, 'none'>, string> = {
  phone: 'Phone consultation (30-45 minutes)',
  video: 'Video walkthrough (45-60 minutes)',
  'in-person': 'In-person viewing (2-3 hours)',
};
/** Appointment lengths in minutes, for the calendar invite (the upper end of each range). */
export const APPOINTMENT_MINUTES: Record<Exclude<AppointmentType, 'none'>, number> = {
  phone: 45,
  video: 60,
  'in-person': 180,
};
/** The languages an inquiry can be written from: its page's, which the form carries. */
export const INQUIRY_LANGUAGES = ['en', 'fr'] as const satisfies readonly Locale[];
export type InquiryLanguage = (typeof INQUIRY_LANGUAGES)[number];
/** The buyer's language as the seller's (English) copy names it. */
export const INQUIRY_LANGUAGE_NAMES = { en: 'English', fr: 'French (fr-CA)' } as const satisfies Record<Locale, string>;

export const TIME_SLOTS = ['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Minutes from the start of the day for a slot such as '1:00 PM'. */
export function slotMinutes(slot: string): number {
  const [, hours = '0', minutes = '0', half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot) ?? [];
  return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minutes);
}
/** The fields docs/product.md#contact-validation's required-field notice is about. */
export const REQUIRED_CONTACT_FIELDS = ['name', 'email', 'message'] as const;

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  organization: 150,
  intendedUse: 500,
  message: 5000,
} as const;

/** docs/product.md#contact-messages, word for word. */
export const CONTACT_MESSAGES = {
  requiredTitle: 'Please fill in required fields',
  requiredText: 'Name, email, and message are required.',
  successTitle: 'Inquiry Sent Successfully!',
  successWithAppointment: 'The seller will contact you within 24 hours to confirm your appointment.',
  successWithoutAppointment: 'The seller will contact you within 24 hours with detailed information.',
  failureTitle: 'Failed to send inquiry',
  failureFallback: (sellerEmail: string) => `Please try again or contact the seller directly at ${sellerEmail}`,
  sendFailed: 'Failed to send email',
  /**
   * The buyer's acknowledgement opens with this and nothing the visitor typed: it goes to whatever
   * address the form was given, so a name would let anyone mail a stranger their own words.
   */
  acknowledgementGreeting: 'Hello,',
  acknowledgementThanks: 'thank you for your inquiry.',
  /** A mail sent again because an earlier copy may have gone (SES accepted it, its answer was lost): subject mark and first line. */
  repeatMark: '(repeat)',
  repeatNote: 'This e-mail may repeat one sent earlier about the same inquiry; if you have it already, nothing more is needed.',
  /** The answer when the inquiry is stored and the mail is on its way, though not yet known to be with the seller. */
  onItsWay: 'Your inquiry is saved and on its way to the seller.',
  /** With sendFailed, when the inquiry was stored: it is not lost, and the sweeper delivers it. */
  savedForDelivery: (sellerPhone: string) =>
    `Your inquiry is saved and will reach the seller automatically. For anything urgent, call ${sellerPhone}.`,
  rateLimited: 'Too many inquiries from this address or e-mail in the last hour. Please try again later.',
  inProgress: 'This inquiry is already being sent. Please wait a moment.',
  crossSite: 'Inquiries are accepted only from this site\'s own contact form',
  unsupportedType: `Send the inquiry as ${CONTACT_CONTENT_TYPES.join(' or ')}`,
} as const;

/** An inquiry's yyyy-mm-dd date in the long form people read (pages and mail); any other text as it is. */
export function formatAppointmentDate(value: string): string {
  const day = parseIsoDate(value);
  return day ? formatLongDate(day) : value;
}

/** The API's answer (docs/product.md#calls: success, or an error text). */
/**
 * The contact API's JSON answer. `queued`: the inquiry is stored and on its way (the sweeper
 * finishes it), but not yet known to be with the seller; `message` then says so.
 */
export type ContactResponse =
  | { success: true; reference: string; queued?: true; message?: string }
  | { success: false; error: string; reference?: string };
