import * as z from 'zod/mini';
import './zod-config';
import { APPOINTMENT_TYPES, CONTACT_LIMITS, HONEYPOT_FIELD, INQUIRY_LANGUAGES, PREFERRED_CONTACT_METHODS, REQUESTED_DOCUMENTS, TIME_SLOTS } from './contact';
import { parseIsoDate, sellerToday, toIsoDate, type CalendarDay } from './calendar-day';
import { CONTACT_PROBLEMS, CONTACT_TEXT_LINES, type ContactProblems } from './contact-form';
import { textRule } from './text-schema';

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

/**
 * What the form sends (docs/product.md#inquiry-record, with the date as yyyy-mm-dd: docs/decisions/contact-date-format.md),
 * checked the same way in the browser and the handler; its problems worded in the form's language.
 */
export function contactInquirySchema(now: () => Date = () => new Date(), problems: ContactProblems = CONTACT_PROBLEMS) {
  const text = (field: TextField, ...checks: z.core.$ZodCheck<string>[]) =>
    z
      .string({ error: () => problems[field].notText })
      .check(
        ...textRule(field, CONTACT_TEXT_LINES[field], problems[field].badCharacter),
        z.maxLength(CONTACT_LIMITS[field], problems[field].tooLong),
        ...checks,
      );
  const optionalText = (field: TextField) => z._default(z.optional(text(field)), '');
  const fields = z
    .strictObject({
      name: text('name', z.minLength(1, problems.name.required)),
      email: z.pipe(text('email', z.minLength(1, problems.email.required)), z.email(problems.email.malformed)),
      phone: optionalText('phone').check(z.refine((phone) => phone === '' || /^\+?[0-9 ().-]{7,}$/.test(phone), problems.phone.malformed)),
      organization: optionalText('organization'),
      intendedUse: optionalText('intendedUse'),
      message: text('message', z.minLength(1, problems.message.required)),
      preferredContact: z._default(z.enum(PREFERRED_CONTACT_METHODS, { error: () => problems.preferredContact.unknown }), 'email'),
      requestedDocuments: z._default(
        z
          .array(z.enum(REQUESTED_DOCUMENTS, { error: () => problems.requestedDocuments.unknown }), {
            error: () => problems.requestedDocuments.notList,
          })
          .check(
            z.maxLength(REQUESTED_DOCUMENTS.length, problems.requestedDocuments.repeated),
            z.refine((documents) => new Set(documents).size === documents.length, problems.requestedDocuments.repeated),
          ),
        [],
      ),
      // docs/product.md#inquiry-record: no appointment by default.
      appointmentType: z._default(z.enum(APPOINTMENT_TYPES, { error: () => problems.appointmentType.unknown }), 'none'),
      preferredDate: z.optional(z.string({ error: () => problems.preferredDate.notText })),
      preferredTime: z.optional(z.enum(TIME_SLOTS, { error: () => problems.preferredTime.unknown })),
      [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
      // The page's language, a hidden field of the form: the buyer's mail and receipt are in it.
      language: z._default(z.enum(INQUIRY_LANGUAGES, { error: () => problems.language.unknown }), 'en'),
    })
    .check(z.superRefine((inquiry, context) => {
      const problem = (path: 'appointmentType' | 'preferredDate', message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (inquiry.appointmentType === 'none') {
        if (inquiry.preferredDate !== undefined || inquiry.preferredTime !== undefined) problem('appointmentType', problems.appointmentType.missing);
        return;
      }
      if (inquiry.preferredDate === undefined) return;
      const day = parseIsoDate(inquiry.preferredDate);
      if (!day) return problem('preferredDate', problems.preferredDate.malformed);
      const ahead = dayNumber(day) - dayNumber(sellerToday(now()));
      if (ahead < -CLOCK_SKEW_DAYS) problem('preferredDate', problems.preferredDate.past);
      if (ahead > MAX_DAYS_AHEAD) problem('preferredDate', problems.preferredDate.tooFar);
    }));
  return z.pipe(
    fields,
    z.transform((inquiry: z.output<typeof fields>) => ({
      ...inquiry,
      // docs/product.md#contact-validation: choosing no date means today.
      preferredDate: inquiry.appointmentType !== 'none' ? (inquiry.preferredDate ?? toIsoDate(sellerToday(now()))) : undefined,
    })),
  );
}

export type ContactInquiry = z.output<ReturnType<typeof contactInquirySchema>>;
/** What is kept of an inquiry: everything but the honeypot. */
export type InquiryFields = Omit<ContactInquiry, typeof HONEYPOT_FIELD>;
