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
export const TIME_SLOTS = ['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM'] as const;
/** Appointments are in the seller's time zone, Edmonton's. */
export const SELLER_TIME_ZONE = 'America/Edmonton';

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
  /** With sendFailed, when the inquiry was stored: it is not lost, and the sweeper delivers it. */
  savedForDelivery: (sellerPhone: string) =>
    `Your inquiry is saved and will reach the seller automatically. For anything urgent, call ${sellerPhone}.`,
  rateLimited: 'Too many inquiries from this address or e-mail in the last hour. Please try again later.',
  inProgress: 'This inquiry is already being sent. Please wait a moment.',
  crossSite: 'Inquiries are accepted only from this site\'s own contact form',
  unsupportedType: `Send the inquiry as ${CONTACT_CONTENT_TYPES.join(' or ')}`,
} as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 'November 23, 2026': a calendar day as pages write it, without Intl (whose first call costs a page's start-up). */
export function formatCalendarDay(day: CalendarDay): string {
  return `${MONTHS[day.month - 1]} ${day.day}, ${day.year}`;
}

/** 'Monday, November 23, 2026': the long-form date of docs/product.md#inquiry-record, for a calendar day. */
export function formatLongDate(day: CalendarDay): string {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${formatCalendarDay(day)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as yyyy-mm-dd: a date input's value, and how an inquiry carries its date. */
export function toIsoDate(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** yyyy-mm-dd back as a calendar day; undefined when it is not that form or no such day. */
export function parseIsoDate(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year = '', month = '', day = ''] = match;
  const parsed = { year: Number(year), month: Number(month), day: Number(day) };
  const date = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  return date.getUTCFullYear() === parsed.year && date.getUTCMonth() === parsed.month - 1 && date.getUTCDate() === parsed.day ? parsed : undefined;
}

/** An inquiry's yyyy-mm-dd date in the long form people read (pages and mail); any other text as it is. */
export function formatAppointmentDate(value: string): string {
  const day = parseIsoDate(value);
  return day ? formatLongDate(day) : value;
}

/** Today's calendar day in the seller's time zone. */
export function sellerToday(now: Date = new Date()): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The API's answer (docs/product.md#calls: success, or an error text). */
export type ContactResponse = { success: true; reference: string } | { success: false; error: string; reference?: string };
