import {
  APPOINTMENT_LABELS,
  HONEYPOT_FIELD,
  REQUESTED_DOCUMENTS,
  formatLongDate,
  type AppointmentType,
  type CalendarDay,
  type PreferredContactMethod,
} from './contact';
import { TRAILER } from './trailer';

/**
 * The inquiry form as people see it and as a browser posts it (application/x-www-form-urlencoded):
 * its labels, and the one mapping from the form's values to the input the schema checks. The page's
 * script and POST /api/contact both use it, so a form posted without JavaScript is read exactly as
 * the script would have sent it. Free of zod, so pages can use it without loading it.
 */

/** The form's labels (SPEC.md sections 2 and 3). */
export const CONTACT_FIELD_LABELS = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  organization: 'Organization',
  intendedUse: 'Intended use',
  message: 'Message',
  preferredContact: 'Preferred contact method',
  requestedDocuments: 'Requested documentation',
  appointment: 'Schedule an appointment (optional)',
  appointmentType: 'Appointment type',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time (Mountain Time)',
} as const;

/** The form's other words: heading, hints, placeholders and button. */
export const CONTACT_FORM_TEXT = {
  title: 'Send an Inquiry',
  intro: 'Fields marked * are required.',
  placeholders: {
    intendedUse: 'Mobile clinic, screening program, emergency response…',
    message: `What would you like to know about unit ${TRAILER.unitNumber}?`,
  },
  hints: {
    requestedDocuments: 'The seller sends the documents you tick with the reply.',
    preferredDate: 'Leave empty to ask for today.',
  },
  submit: 'Send Inquiry',
  reference: 'Reference number:',
  honeypotLabel: 'Leave this field empty',
} as const;

/** The texts of the form's choices. */
export const CONTACT_OPTION_LABELS = {
  preferredContact: { email: 'Email', phone: 'Phone call', text: 'Text message' } satisfies Record<PreferredContactMethod, string>,
  noAppointment: 'No appointment',
  appointmentTypes: APPOINTMENT_LABELS,
  anyTime: 'No preference',
} as const;

/** Inline texts that read better than the schema's, by field; other fields show the schema's text. */
export const CONTACT_MALFORMED_MESSAGES: Partial<Record<string, string>> = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number, such as +1 780 555 0134',
};

/** The values of the form's fields as the browser holds them: text, the ticked documents as a list. */
export interface ContactFormFields {
  name: string;
  email: string;
  phone: string;
  organization: string;
  intendedUse: string;
  message: string;
  preferredContact: string;
  requestedDocuments: readonly string[];
  /** '' or 'none' means no appointment. */
  appointmentType: string;
  /** A date input's value, yyyy-mm-dd; '' when none is chosen (the schema then asks for today). */
  preferredDate: string;
  /** '' when no slot is preferred. */
  preferredTime: string;
  [HONEYPOT_FIELD]: string;
}

/** The schema's input, before it checks it: whatever the form held, mapped as below. */
export type ContactFormInput = Record<string, unknown>;

export function hasAppointment(values: { appointmentType: AppointmentType | string }): boolean {
  return values.appointmentType !== '' && values.appointmentType !== 'none';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as a date input's value, yyyy-mm-dd. */
export function toIsoDate(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** A date input's value back as a calendar day; undefined when it is not yyyy-mm-dd. */
export function parseIsoDate(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year = '', month = '', day = ''] = match;
  return { year: Number(year), month: Number(month), day: Number(day) };
}

const documentRank = (name: unknown) => {
  const rank = (REQUESTED_DOCUMENTS as readonly unknown[]).indexOf(name);
  return rank === -1 ? REQUESTED_DOCUMENTS.length : rank;
};

/**
 * The schema's input for the form's values: documents in the order of the list, the date in SPEC.md's
 * long form, no appointment fields without an appointment, no empty date, slot or honeypot. Anything
 * else (unknown fields, a repeated field, an unknown document) is passed on for the schema to name.
 */
export function toInquiryInput(fields: Partial<ContactFormFields> | Record<string, unknown>): ContactFormInput {
  const { preferredDate, preferredTime, [HONEYPOT_FIELD]: honeypot, requestedDocuments, ...rest } = fields as Record<string, unknown>;
  const appointment = typeof rest.appointmentType === 'string' && hasAppointment({ appointmentType: rest.appointmentType });
  const day = typeof preferredDate === 'string' ? parseIsoDate(preferredDate) : undefined;
  return {
    ...rest,
    ...(requestedDocuments !== undefined && {
      requestedDocuments: Array.isArray(requestedDocuments)
        ? [...(requestedDocuments as unknown[])].sort((a, b) => documentRank(a) - documentRank(b))
        : requestedDocuments,
    }),
    ...(appointment && preferredDate !== undefined && preferredDate !== '' && { preferredDate: day ? formatLongDate(day) : preferredDate }),
    ...(appointment && preferredTime !== undefined && preferredTime !== '' && { preferredTime }),
    ...(honeypot !== undefined && honeypot !== '' && { [HONEYPOT_FIELD]: honeypot }),
  };
}

/**
 * A posted form's fields: one value as text, a repeated field as a list (so the schema refuses a
 * repeated text field), and the documents always as a list.
 */
export function formFields(form: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = name === 'requestedDocuments' || values.length > 1 ? values : values[0];
  }
  return fields;
}

/**
 * A field's inline text for a schema issue: SPEC.md's wording for an e-mail or phone number that is
 * there but malformed, else the schema's message with the field's label in place of its key
 * ('preferredDate must not be in the past' reads 'Preferred date must not be in the past').
 */
export function fieldProblem(field: string, message: string, value: unknown): string {
  const malformed = CONTACT_MALFORMED_MESSAGES[field];
  if (malformed !== undefined && typeof value === 'string' && value.trim() !== '') return malformed;
  const label = (CONTACT_FIELD_LABELS as Record<string, string>)[field];
  return label !== undefined && message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : message;
}
