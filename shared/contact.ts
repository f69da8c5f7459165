import { z } from 'zod';

/**
 * The contact inquiry (SPEC.md section 3): its choices, limits, messages and the one
 * schema that checks it in the browser and in POST /api/contact.
 */
export const CONTACT_ENDPOINT = '/api/contact';
/** Bodies over this are refused with 413 before parsing. */
export const CONTACT_MAX_BODY_BYTES = 32 * 1024;
/** Header carrying the form's idempotency key: a retried submission returns the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';
/** Inquiries accepted per client address, and per buyer e-mail, per hour. */
export const INQUIRY_RATE_LIMIT = { perHour: 5 } as const;

export const PREFERRED_CONTACT_METHODS = ['email', 'phone', 'text'] as const;
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

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  organization: 150,
  intendedUse: 500,
  message: 5000,
} as const;

/** SPEC.md section 8, word for word. */
export const CONTACT_MESSAGES = {
  requiredTitle: 'Please fill in required fields',
  requiredText: 'Name, email, and message are required.',
  successTitle: 'Inquiry Sent Successfully!',
  successWithAppointment: 'The seller will contact you within 24 hours to confirm your appointment.',
  successWithoutAppointment: 'The seller will contact you within 24 hours with detailed information.',
  failureTitle: 'Failed to send inquiry',
  failureFallback: (sellerEmail: string) => `Please try again or contact the seller directly at ${sellerEmail}`,
  sendFailed: 'Failed to send email',
  rateLimited: 'Too many inquiries from this address or e-mail in the last hour. Please try again later.',
  inProgress: 'This inquiry is already being sent. Please wait a moment.',
} as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Monday, November 23, 2026': the long-form date of SPEC.md section 3, for a calendar day. */
export function formatLongDate(day: CalendarDay): string {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[day.month - 1]} ${day.day}, ${day.year}`;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Reads a long-form date back; undefined when it is not one (wrong weekday, no such day, other format). */
export function parseLongDate(text: string): CalendarDay | undefined {
  const match = /^([A-Z][a-z]+), ([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, , monthName = '', dayText = '', yearText = ''] = match;
  const day = { year: Number(yearText), month: MONTHS.indexOf(monthName) + 1, day: Number(dayText) };
  if (day.month === 0) return undefined;
  return formatLongDate(day) === text ? day : undefined;
}

/** Today's calendar day in the seller's time zone. */
export function sellerToday(now: Date = new Date()): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;
/** How far ahead a viewing can be asked for. */
const MAX_DAYS_AHEAD = 366;

const text = (field: string, max: number) =>
  z
    .string({ error: () => `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) => text(field, max).optional().default('');

/** What the form sends (SPEC.md section 3), checked the same way in the browser and the handler. */
export function contactInquirySchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      name: text('name', CONTACT_LIMITS.name).min(1, 'name is required'),
      email: text('email', CONTACT_LIMITS.email)
        .min(1, 'email is required')
        .pipe(z.email('email must be a valid email address')),
      phone: optionalText('phone', CONTACT_LIMITS.phone).refine(
        (phone) => phone === '' || /^\+?[0-9 ().-]{7,}$/.test(phone),
        'phone must be a phone number',
      ),
      organization: optionalText('organization', CONTACT_LIMITS.organization),
      intendedUse: optionalText('intendedUse', CONTACT_LIMITS.intendedUse),
      message: text('message', CONTACT_LIMITS.message).min(1, 'message is required'),
      preferredContact: z
        .enum(PREFERRED_CONTACT_METHODS, { error: () => `preferredContact must be one of: ${PREFERRED_CONTACT_METHODS.join(', ')}` })
        .default('email'),
      requestedDocuments: z
        .array(z.enum(REQUESTED_DOCUMENTS, { error: () => `requestedDocuments may only list: ${REQUESTED_DOCUMENTS.join(', ')}` }), {
          error: () => 'requestedDocuments must be a list',
        })
        .max(REQUESTED_DOCUMENTS.length)
        .refine((documents) => new Set(documents).size === documents.length, 'requestedDocuments lists a document twice')
        .default([]),
      // SPEC.md: empty by default, which means no appointment.
      appointmentType: z
        .enum([...APPOINTMENT_TYPES, ''], { error: () => `appointmentType must be one of: ${APPOINTMENT_TYPES.join(', ')}` })
        .default('')
        .transform((type): AppointmentType => (type === '' ? 'none' : type)),
      preferredDate: z.string({ error: () => 'preferredDate must be text' }).optional(),
      preferredTime: z.enum(TIME_SLOTS, { error: () => `preferredTime must be one of: ${TIME_SLOTS.join(', ')}` }).optional(),
      [HONEYPOT_FIELD]: z.string().max(500).optional(),
    })
    .superRefine((inquiry, context) => {
      if (inquiry.appointmentType === 'none') {
        if (inquiry.preferredDate !== undefined || inquiry.preferredTime !== undefined) {
          context.addIssue({ code: 'custom', path: ['appointmentType'], message: 'appointmentType must be chosen to give a preferred date or time' });
        }
        return;
      }
      if (inquiry.preferredDate === undefined) return;
      const day = parseLongDate(inquiry.preferredDate);
      if (!day) {
        context.addIssue({ code: 'custom', path: ['preferredDate'], message: 'preferredDate must be a date such as Monday, November 23, 2026' });
        return;
      }
      const ahead = dayNumber(day) - dayNumber(sellerToday(now()));
      if (ahead < 0) context.addIssue({ code: 'custom', path: ['preferredDate'], message: 'preferredDate must not be in the past' });
      if (ahead > MAX_DAYS_AHEAD) context.addIssue({ code: 'custom', path: ['preferredDate'], message: 'preferredDate must be within a year' });
    })
    .transform((inquiry) => ({
      ...inquiry,
      // SPEC.md section 5: choosing no date means today.
      preferredDate:
        inquiry.appointmentType !== 'none' ? (inquiry.preferredDate ?? formatLongDate(sellerToday(now()))) : undefined,
    }));
}

export type ContactInquiryInput = z.input<ReturnType<typeof contactInquirySchema>>;
export type ContactInquiry = z.output<ReturnType<typeof contactInquirySchema>>;
/** What is kept of an inquiry: everything but the honeypot. */
export type InquiryFields = Omit<ContactInquiry, typeof HONEYPOT_FIELD>;

/** The API's answer (SPEC.md section 7: success, or an error text). */
export type ContactResponse = { success: true; reference: string } | { success: false; error: string; reference?: string };

/** Admin leads list (GET /api/inquiries): newest first, in pages. */
export const INQUIRIES_ENDPOINT = '/api/inquiries';
export const INQUIRIES_PAGE_SIZE = { default: 25, max: 100 } as const;

export const listInquiriesQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d+$/, 'limit must be a whole number')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= INQUIRIES_PAGE_SIZE.max, `limit must be between 1 and ${INQUIRIES_PAGE_SIZE.max}`)
    .optional(),
  cursor: z.string().max(2000, 'cursor is too long').optional(),
});

/** An inquiry as the admin sees it. */
export type InquiryListItem = InquiryFields & {
  id: string;
  reference: string;
  status: 'received' | 'sent' | 'failed';
  createdAt: string;
};

export interface InquiriesPage {
  items: InquiryListItem[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}
