import {
  APPOINTMENT_LABELS,
  APPOINTMENT_TYPES,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  INQUIRY_LANGUAGES,
  PREFERRED_CONTACT_METHODS,
  REQUESTED_DOCUMENTS,
  TIME_SLOTS,
  type AppointmentType,
  type PreferredContactMethod,
} from './contact';
import { textProblem, type TextLines } from './text';
import { TRAILER } from './trailer';

/**
 * The inquiry form as people see it and as a browser posts it (application/x-www-form-urlencoded):
 * its labels, and the one mapping from the form's values to the input the schema checks. The page's
 * script and POST /api/contact both use it, so a form posted without JavaScript is read exactly as
 * the script would have sent it. Free of zod, so pages can use it without loading it.
 */

/** The form's labels (docs/product.md#contact-form and docs/product.md#inquiry-record). */
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

/** The form's labels in one language (shared/contact-fr.ts has the French ones). */
export type ContactFieldLabels = Record<keyof typeof CONTACT_FIELD_LABELS, string>;

/** The form's other words in one language. */
export interface ContactFormText {
  title: string;
  intro: string;
  placeholders: { intendedUse: string; message: string };
  hints: { requestedDocuments: string; preferredDate: string };
  submit: string;
  reference: string;
  honeypotLabel: string;
}

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
} as const satisfies ContactFormText;

/** The texts of the form's choices in one language; the values posted stay the English ones. */
export interface ContactOptionLabels {
  preferredContact: Record<PreferredContactMethod, string>;
  noAppointment: string;
  appointmentTypes: Record<Exclude<AppointmentType, 'none'>, string>;
  anyTime: string;
  /** A document's name as shown, by the value posted. */
  documents: Record<(typeof REQUESTED_DOCUMENTS)[number], string>;
  /** A slot as shown, by the value posted. */
  timeSlots: Record<(typeof TIME_SLOTS)[number], string>;
}

/** Choices whose English text is the value the form posts. */
const shownAsPosted = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value): [T, string] => [value, value])) as Record<T, string>;

/** The texts of the form's choices. */
export const CONTACT_OPTION_LABELS = {
  preferredContact: { email: 'Email', phone: 'Phone call', text: 'Text message' } satisfies Record<PreferredContactMethod, string>,
  noAppointment: 'No appointment',
  appointmentTypes: APPOINTMENT_LABELS,
  anyTime: 'No preference',
  documents: shownAsPosted(REQUESTED_DOCUMENTS),
  timeSlots: shownAsPosted(TIME_SLOTS),
} as const satisfies ContactOptionLabels;

/** The appointment type's options, in order: no appointment first, docs/product.md#inquiry-record's default. */
export const appointmentOptions = (labels: ContactOptionLabels) =>
  APPOINTMENT_TYPES.map((type) => ({
    value: type,
    label: type === 'none' ? labels.noAppointment : labels.appointmentTypes[type],
  }));
export const APPOINTMENT_OPTIONS = appointmentOptions(CONTACT_OPTION_LABELS);

/** The preferred time's options: no preference first, then each slot as `labels` shows it. */
export const timeOptions = (labels: ContactOptionLabels) => [
  { value: '' as const, label: labels.anyTime },
  ...TIME_SLOTS.map((slot) => ({ value: slot, label: labels.timeSlots[slot] })),
];

/** Which text fields are textareas: only they may hold line breaks and tabs. */
export const CONTACT_TEXT_LINES = {
  name: 'one-line',
  email: 'one-line',
  phone: 'one-line',
  organization: 'one-line',
  intendedUse: 'multi-line',
  message: 'multi-line',
} as const satisfies Record<keyof typeof CONTACT_LIMITS, TextLines>;

const labels = CONTACT_FIELD_LABELS;
const textProblems = (field: keyof typeof CONTACT_TEXT_LINES) => ({
  notText: `${labels[field]} must be text`,
  tooLong: `${labels[field]} must be at most ${CONTACT_LIMITS[field]} characters`,
  badCharacter: textProblem(labels[field], CONTACT_TEXT_LINES[field]),
});

/**
 * What can be wrong with each field, keyed by field, in the words shown beside it. The schema reports
 * these; the API names the field's key before them ('email: Please enter a valid email address'), the
 * forms show them as they are.
 */
export const CONTACT_PROBLEMS = {
  name: { ...textProblems('name'), required: `${labels.name} is required` },
  email: {
    ...textProblems('email'),
    required: `${labels.email} is required`,
    malformed: 'Please enter a valid email address',
  },
  phone: { ...textProblems('phone'), malformed: 'Please enter a valid phone number, such as +1 780 555 0134' },
  organization: textProblems('organization'),
  intendedUse: textProblems('intendedUse'),
  message: { ...textProblems('message'), required: `${labels.message} is required` },
  preferredContact: { unknown: `${labels.preferredContact} must be one of: ${PREFERRED_CONTACT_METHODS.join(', ')}` },
  requestedDocuments: {
    notList: `${labels.requestedDocuments} must be a list`,
    unknown: `${labels.requestedDocuments} may only list: ${REQUESTED_DOCUMENTS.join(', ')}`,
    repeated: `${labels.requestedDocuments} lists a document twice`,
  },
  appointmentType: {
    unknown: `${labels.appointmentType} must be one of: ${APPOINTMENT_TYPES.join(', ')}`,
    missing: `${labels.appointmentType} must be chosen to give a preferred date or time`,
  },
  preferredDate: {
    notText: `${labels.preferredDate} must be text`,
    malformed: `${labels.preferredDate} must be a date such as 2026-11-23`,
    past: `${labels.preferredDate} must not be in the past`,
    tooFar: `${labels.preferredDate} must be within a year`,
  },
  preferredTime: { unknown: `${labels.preferredTime} must be one of: ${TIME_SLOTS.join(', ')}` },
  language: { unknown: `The form's language must be one of: ${INQUIRY_LANGUAGES.join(', ')}` },
} as const;

type Worded<T> = { [K in keyof T]: T[K] extends string ? string : Worded<T[K]> };
/** The problems in one language, keyed as CONTACT_PROBLEMS (shared/contact-fr.ts has the French ones). */
export type ContactProblems = Worded<typeof CONTACT_PROBLEMS>;

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
  /** 'none' means no appointment. */
  appointmentType: string;
  /** A date input's value, yyyy-mm-dd, as the inquiry carries it; '' when none is chosen (the schema then asks for today). */
  preferredDate: string;
  /** '' when no slot is preferred. */
  preferredTime: string;
  [HONEYPOT_FIELD]: string;
}

/** The schema's input, before it checks it: whatever the form held, mapped as below. */
export type ContactFormInput = Record<string, unknown>;

export function hasAppointment(values: { appointmentType: string }): boolean {
  return values.appointmentType !== 'none';
}

const documentRank = (name: unknown) => {
  const rank = (REQUESTED_DOCUMENTS as readonly unknown[]).indexOf(name);
  return rank === -1 ? REQUESTED_DOCUMENTS.length : rank;
};

/**
 * The schema's input for the form's values: documents in the order of the list, no appointment fields
 * without an appointment, no empty date, slot or honeypot. Anything else (unknown fields, a repeated
 * field, an unknown document) is passed on for the schema to name.
 */
export function toInquiryInput(fields: Partial<ContactFormFields> | Record<string, unknown>): ContactFormInput {
  const { preferredDate, preferredTime, [HONEYPOT_FIELD]: honeypot, requestedDocuments, ...rest } = fields as Record<string, unknown>;
  const appointment = typeof rest.appointmentType === 'string' && hasAppointment({ appointmentType: rest.appointmentType });
  return {
    ...rest,
    ...(requestedDocuments !== undefined && {
      requestedDocuments: Array.isArray(requestedDocuments)
        ? [...(requestedDocuments as unknown[])].sort((a, b) => documentRank(a) - documentRank(b))
        : requestedDocuments,
    }),
    ...(appointment && preferredDate !== undefined && preferredDate !== '' && { preferredDate }),
    ...(appointment && preferredTime !== undefined && preferredTime !== '' && { preferredTime }),
    ...(honeypot !== undefined && honeypot !== '' && { [HONEYPOT_FIELD]: honeypot }),
  };
}

/**
 * A posted form's fields: one value as text, a repeated field as a list (so the schema refuses a
 * repeated text field), and the documents always as a list.
 */
export function formFields(form: URLSearchParams): Record<string, unknown> {
  // Own properties only: a field named `__proto__` is an unknown field for the schema to name, never the object's prototype.
  return Object.fromEntries(
    [...new Set(form.keys())].map((name) => {
      const values = form.getAll(name);
      return [name, name === 'requestedDocuments' || values.length > 1 ? values : values[0]];
    }),
  );
}
