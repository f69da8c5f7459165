import { APPOINTMENT_TYPES, CONTACT_LIMITS, HONEYPOT_FIELD, PREFERRED_CONTACT_METHODS, REQUESTED_DOCUMENTS, REQUIRED_CONTACT_FIELDS, TIME_SLOTS, type AppointmentType, type PreferredContactMethod } from '../../../../../shared/contact';
import { sellerToday, toIsoDate } from '../../../../../shared/calendar-day';
import { hasAppointment, toInquiryInput as formToInquiryInput, type ContactFormFields, type ContactFormInput } from '../../../../../shared/contact-form';

export { hasAppointment };
export type { PreferredContactMethod };
export type RequestedDocument = (typeof REQUESTED_DOCUMENTS)[number];
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** What the form holds: the shared form fields, with each choice narrowed to its options. */
export interface ContactFormValues
  extends Omit<ContactFormFields, 'preferredContact' | 'requestedDocuments' | 'appointmentType' | 'preferredTime'> {
  preferredContact: PreferredContactMethod;
  requestedDocuments: readonly RequestedDocument[];
  appointmentType: AppointmentType;
  preferredTime: TimeSlot | '';
}

export type ContactField = keyof ContactFormValues;

/** docs/product.md#inquiry-record defaults. */
export const DEFAULT_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  intendedUse: '',
  message: '',
  preferredContact: 'email',
  requestedDocuments: [],
  appointmentType: 'none',
  preferredDate: '',
  preferredTime: '',
  [HONEYPOT_FIELD]: '',
};

/** Fields the required-field notice of docs/product.md#contact-validation is about. */
export const REQUIRED_FIELDS = REQUIRED_CONTACT_FIELDS satisfies readonly ContactField[];

/** The date input's bounds: today in Edmonton up to the same day a year later (the schema's limit). */
export function appointmentDateRange(now: Date = new Date()): { min: string; max: string } {
  const today = sellerToday(now);
  // Date.UTC rolls February 29 over to March 1: at most 366 days ahead, as the schema allows.
  const yearLater = new Date(Date.UTC(today.year + 1, today.month - 1, today.day));
  return {
    min: toIsoDate(today),
    max: toIsoDate({ year: yearLater.getUTCFullYear(), month: yearLater.getUTCMonth() + 1, day: yearLater.getUTCDate() }),
  };
}

/** The schema's input for the form's values (the mapping a form posted without JavaScript gets too). */
export function toInquiryInput(values: ContactFormValues): ContactFormInput {
  return formToInquiryInput(values);
}

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (choices as readonly string[]).includes(value);

/**
 * What the form's controls hold right now. Read when the page hydrates: a visitor may have typed,
 * ticked and chosen before the script arrived, and the form state starts from that, not the defaults.
 */
export function readFormValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const text = (name: keyof ContactFormValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const preferredContact = data.get('preferredContact');
  const appointmentType = data.get('appointmentType');
  const preferredTime = data.get('preferredTime');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    organization: text('organization'),
    intendedUse: text('intendedUse'),
    message: text('message'),
    preferredContact: isOneOf(PREFERRED_CONTACT_METHODS, preferredContact) ? preferredContact : DEFAULT_CONTACT_VALUES.preferredContact,
    requestedDocuments: REQUESTED_DOCUMENTS.filter((document) => data.getAll('requestedDocuments').includes(document)),
    appointmentType: isOneOf(APPOINTMENT_TYPES, appointmentType) ? appointmentType : DEFAULT_CONTACT_VALUES.appointmentType,
    preferredDate: text('preferredDate'),
    preferredTime: isOneOf(TIME_SLOTS, preferredTime) ? preferredTime : '',
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
}

const isRequestedDocument = (name: string): name is RequestedDocument =>
  (REQUESTED_DOCUMENTS as readonly string[]).includes(name);

/**
 * Values a link may preset (docs/decisions/real-downloads.md: 'Request Custom Documentation' opens the form with documents
 * preselected): `documents` as a comma-separated list (or repeated) of REQUESTED_DOCUMENTS names,
 * unknown names ignored, and `message`. Nothing else is taken from the URL.
 */
export function readContactPrefill(search: string): Partial<Pick<ContactFormValues, 'requestedDocuments' | 'message'>> {
  const params = new URLSearchParams(search);
  const prefill: Partial<Pick<ContactFormValues, 'requestedDocuments' | 'message'>> = {};
  const documents = params
    .getAll('documents')
    .flatMap((list) => list.split(','))
    .map((name) => name.trim())
    .filter(isRequestedDocument);
  if (documents.length > 0) prefill.requestedDocuments = REQUESTED_DOCUMENTS.filter((name) => documents.includes(name));
  const message = params.get('message')?.trim();
  if (message) prefill.message = message.slice(0, CONTACT_LIMITS.message);
  return prefill;
}

/** A random UUID for the idempotency key, also where crypto.randomUUID is missing (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
