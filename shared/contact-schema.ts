import { z } from 'zod';
import {
  APPOINTMENT_TYPES,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  PREFERRED_CONTACT_METHODS,
  REQUESTED_DOCUMENTS,
  TIME_SLOTS,
  formatLongDate,
  parseLongDate,
  sellerToday,
  type AppointmentType,
  type CalendarDay,
} from './contact';

/** The one schema that checks an inquiry in the browser and in POST /api/contact. */

const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;
/** How far ahead a viewing can be asked for. */
const MAX_DAYS_AHEAD = 366;
/**
 * The browser picks "today" with its own clock and time-zone data, which can be a day behind the
 * handler's around midnight (Chromium and Node already disagree on Alberta's offset in November
 * 2026): the handler accepts yesterday rather than refuse a buyer who picked what their page showed.
 */
const CLOCK_SKEW_DAYS = 1;

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
      if (ahead < -CLOCK_SKEW_DAYS) context.addIssue({ code: 'custom', path: ['preferredDate'], message: 'preferredDate must not be in the past' });
      if (ahead > MAX_DAYS_AHEAD) context.addIssue({ code: 'custom', path: ['preferredDate'], message: 'preferredDate must be within a year' });
    })
    .transform((inquiry) => ({
      ...inquiry,
      // SPEC.md section 5: choosing no date means today.
      preferredDate:
        inquiry.appointmentType !== 'none' ? (inquiry.preferredDate ?? formatLongDate(sellerToday(now()))) : undefined,
    }));
}

export type ContactInquiry = z.output<ReturnType<typeof contactInquirySchema>>;
/** What is kept of an inquiry: everything but the honeypot. */
export type InquiryFields = Omit<ContactInquiry, typeof HONEYPOT_FIELD>;
