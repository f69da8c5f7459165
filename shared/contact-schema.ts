import * as z from 'zod';
import {
  APPOINTMENT_TYPES,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  PREFERRED_CONTACT_METHODS,
  REQUESTED_DOCUMENTS,
  TIME_SLOTS,
  parseIsoDate,
  sellerToday,
  toIsoDate,
  type CalendarDay,
} from './contact';
import { CONTACT_PROBLEMS } from './contact-form';

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

type TextField = keyof typeof CONTACT_LIMITS;

const text = (field: TextField) =>
  z
    .string({ error: () => CONTACT_PROBLEMS[field].notText })
    .trim()
    .max(CONTACT_LIMITS[field], CONTACT_PROBLEMS[field].tooLong);
const optionalText = (field: TextField) => text(field).optional().default('');

/**
 * What the form sends (SPEC.md section 3, with the date as yyyy-mm-dd: docs/decisions/contact-date-format.md),
 * checked the same way in the browser and the handler.
 */
export function contactInquirySchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      name: text('name').min(1, CONTACT_PROBLEMS.name.required),
      email: text('email').min(1, CONTACT_PROBLEMS.email.required).pipe(z.email(CONTACT_PROBLEMS.email.malformed)),
      phone: optionalText('phone').refine((phone) => phone === '' || /^\+?[0-9 ().-]{7,}$/.test(phone), CONTACT_PROBLEMS.phone.malformed),
      organization: optionalText('organization'),
      intendedUse: optionalText('intendedUse'),
      message: text('message').min(1, CONTACT_PROBLEMS.message.required),
      preferredContact: z.enum(PREFERRED_CONTACT_METHODS, { error: () => CONTACT_PROBLEMS.preferredContact.unknown }).default('email'),
      requestedDocuments: z
        .array(z.enum(REQUESTED_DOCUMENTS, { error: () => CONTACT_PROBLEMS.requestedDocuments.unknown }), {
          error: () => CONTACT_PROBLEMS.requestedDocuments.notList,
        })
        .max(REQUESTED_DOCUMENTS.length, CONTACT_PROBLEMS.requestedDocuments.repeated)
        .refine((documents) => new Set(documents).size === documents.length, CONTACT_PROBLEMS.requestedDocuments.repeated)
        .default([]),
      // SPEC.md: no appointment by default.
      appointmentType: z.enum(APPOINTMENT_TYPES, { error: () => CONTACT_PROBLEMS.appointmentType.unknown }).default('none'),
      preferredDate: z.string({ error: () => CONTACT_PROBLEMS.preferredDate.notText }).optional(),
      preferredTime: z.enum(TIME_SLOTS, { error: () => CONTACT_PROBLEMS.preferredTime.unknown }).optional(),
      [HONEYPOT_FIELD]: z.string().max(500).optional(),
    })
    .superRefine((inquiry, context) => {
      const problem = (path: 'appointmentType' | 'preferredDate', message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (inquiry.appointmentType === 'none') {
        if (inquiry.preferredDate !== undefined || inquiry.preferredTime !== undefined) problem('appointmentType', CONTACT_PROBLEMS.appointmentType.missing);
        return;
      }
      if (inquiry.preferredDate === undefined) return;
      const day = parseIsoDate(inquiry.preferredDate);
      if (!day) return problem('preferredDate', CONTACT_PROBLEMS.preferredDate.malformed);
      const ahead = dayNumber(day) - dayNumber(sellerToday(now()));
      if (ahead < -CLOCK_SKEW_DAYS) problem('preferredDate', CONTACT_PROBLEMS.preferredDate.past);
      if (ahead > MAX_DAYS_AHEAD) problem('preferredDate', CONTACT_PROBLEMS.preferredDate.tooFar);
    })
    .transform((inquiry) => ({
      ...inquiry,
      // SPEC.md section 5: choosing no date means today.
      preferredDate: inquiry.appointmentType !== 'none' ? (inquiry.preferredDate ?? toIsoDate(sellerToday(now()))) : undefined,
    }));
}

export type ContactInquiry = z.output<ReturnType<typeof contactInquirySchema>>;
/** What is kept of an inquiry: everything but the honeypot. */
export type InquiryFields = Omit<ContactInquiry, typeof HONEYPOT_FIELD>;
