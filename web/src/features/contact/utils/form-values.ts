import {
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  PREFERRED_CONTACT_METHODS,
  REQUESTED_DOCUMENTS,
  TIME_SLOTS,
  formatLongDate,
  sellerToday,
  type AppointmentType,
  type CalendarDay,
} from '../../../../../shared/contact';
import type { ContactInquiryInput } from '../../../../../shared/contact-schema';

export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];
export type RequestedDocument = (typeof REQUESTED_DOCUMENTS)[number];
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** What the form holds: strings as the inputs give them. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  organization: string;
  intendedUse: string;
  message: string;
  preferredContact: PreferredContactMethod;
  requestedDocuments: readonly RequestedDocument[];
  /** '' is SPEC.md's default: no appointment. */
  appointmentType: AppointmentType | '';
  /** The date input's value, yyyy-mm-dd; '' when no date is chosen (the schema then asks for today). */
  preferredDate: string;
  preferredTime: TimeSlot | '';
  /** The honeypot: stays empty for people. */
  [HONEYPOT_FIELD]: string;
}

export type ContactField = keyof ContactFormValues;

/** SPEC.md section 3 defaults. */
export const DEFAULT_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  intendedUse: '',
  message: '',
  preferredContact: 'email',
  requestedDocuments: [],
  appointmentType: '',
  preferredDate: '',
  preferredTime: '',
  [HONEYPOT_FIELD]: '',
};

/** Fields the required-field notice of SPEC.md section 5 is about. */
export const REQUIRED_FIELDS = ['name', 'email', 'message'] as const satisfies readonly ContactField[];

export function hasAppointment(values: Pick<ContactFormValues, 'appointmentType'>): boolean {
  return values.appointmentType !== '' && values.appointmentType !== 'none';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as the date input's value, yyyy-mm-dd. */
export function toIsoDate(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

function parseIsoDate(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year = '', month = '', day = ''] = match;
  return { year: Number(year), month: Number(month), day: Number(day) };
}

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

/** The schema's input for the form's values: the date in SPEC.md's long form, no appointment fields without one. */
export function toInquiryInput(values: ContactFormValues): ContactInquiryInput {
  const appointment = hasAppointment(values);
  const day = parseIsoDate(values.preferredDate);
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    organization: values.organization,
    intendedUse: values.intendedUse,
    message: values.message,
    preferredContact: values.preferredContact,
    // In the order of the list, whatever order they were ticked in.
    requestedDocuments: REQUESTED_DOCUMENTS.filter((document) => values.requestedDocuments.includes(document)),
    appointmentType: values.appointmentType,
    ...(appointment && values.preferredDate !== '' && { preferredDate: day ? formatLongDate(day) : values.preferredDate }),
    ...(appointment && values.preferredTime !== '' && { preferredTime: values.preferredTime }),
    ...(values[HONEYPOT_FIELD] !== '' && { [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] }),
  };
}

const isRequestedDocument = (name: string): name is RequestedDocument =>
  (REQUESTED_DOCUMENTS as readonly string[]).includes(name);

/**
 * Values a link may preset (DESIGN.md: 'Request Custom Documentation' opens the form with documents
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

/**
 * A field's inline text for a schema issue. The schema's messages start with the field's key
 * ('preferredDate must not be in the past'); the form shows the field's label there instead.
 */
export function fieldMessage(field: ContactField, message: string, label: string | undefined): string {
  return label !== undefined && message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : message;
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
