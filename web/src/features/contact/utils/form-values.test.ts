import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../../../../shared/contact';
import { CONTACT_PROBLEMS } from '../../../../../shared/contact-form';
import { contactInquirySchema } from '../../../../../shared/contact-schema';
import {
  DEFAULT_CONTACT_VALUES,
  appointmentDateRange,
  newIdempotencyKey,
  readContactPrefill,
  toInquiryInput,
  type ContactFormValues,
} from './form-values';

const NOW = new Date('2026-11-20T18:00:00Z'); // Friday, November 20, 2026 in Edmonton
const schema = contactInquirySchema(() => NOW);

const filled = (values: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...DEFAULT_CONTACT_VALUES,
  name: 'Dana Buyer',
  email: 'dana@clinic.example',
  message: 'Is it available?',
  ...values,
});

describe('toInquiryInput', () => {
  it('gives the schema the defaults of docs/product.md#inquiry-record and sends no appointment fields without an appointment', () => {
    // Prepare: a date and time left behind after the appointment type went back to none.
    const input = toInquiryInput(filled({ preferredDate: '2026-11-23', preferredTime: '9:00 AM' }));

    // Assess
    expect(input).toEqual({
      name: 'Dana Buyer',
      email: 'dana@clinic.example',
      phone: '',
      organization: '',
      intendedUse: '',
      message: 'Is it available?',
      preferredContact: 'email',
      requestedDocuments: [],
      appointmentType: 'none',
    });
    expect(schema.parse(input)).toMatchObject({ appointmentType: 'none', preferredDate: undefined });
  });

  it('sends the chosen date as the date input holds it, yyyy-mm-dd, and the slot', () => {
    const input = toInquiryInput(filled({ appointmentType: 'video', preferredDate: '2026-11-23', preferredTime: '10:00 AM' }));

    expect(input).toMatchObject({ appointmentType: 'video', preferredDate: '2026-11-23', preferredTime: '10:00 AM' });
    expect(schema.safeParse(input).success).toBe(true);
  });

  it('leaves the date to the schema, which asks for today, when none is chosen', () => {
    const input = toInquiryInput(filled({ appointmentType: 'in-person' }));

    expect(input).not.toHaveProperty('preferredDate');
    expect(schema.parse(input).preferredDate).toBe('2026-11-20');
  });

  it('lists documents in the order of the list and passes a filled honeypot on', () => {
    const input = toInquiryInput(filled({ requestedDocuments: ['Photo Package', 'Technical Specifications'], website: 'spam' }));

    expect(input.requestedDocuments).toEqual(['Technical Specifications', 'Photo Package']);
    expect(input.website).toBe('spam');
  });

  it('lets the schema refuse a past date', () => {
    const result = schema.safeParse(toInquiryInput(filled({ appointmentType: 'phone', preferredDate: '2026-11-18' })));

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['preferredDate'], message: CONTACT_PROBLEMS.preferredDate.past });
  });

  it("accepts yesterday: a browser's clock or time-zone data may be a day behind the handler's around midnight", () => {
    const result = schema.safeParse(toInquiryInput(filled({ appointmentType: 'phone', preferredDate: '2026-11-19' })));

    expect(result.success).toBe(true);
  });
});

describe('readContactPrefill', () => {
  it('takes known document names, comma-separated or repeated, and the message', () => {
    const prefill = readContactPrefill('?documents=Service%20Records,Nope,Technical%20Specifications&documents=Photo%20Package&message=%20Hello%20');

    expect(prefill).toEqual({ requestedDocuments: ['Technical Specifications', 'Service Records', 'Photo Package'], message: 'Hello' });
  });

  it('ignores everything else and caps the message', () => {
    expect(readContactPrefill('?name=Eve&appointmentType=video&documents=')).toEqual({});
    expect(readContactPrefill(`?message=${'x'.repeat(CONTACT_LIMITS.message + 10)}`).message).toHaveLength(CONTACT_LIMITS.message);
  });
});

describe('appointmentDateRange', () => {
  it('runs from today in Edmonton to a year later', () => {
    // 03:00 UTC on the 21st is still the 20th in Edmonton.
    expect(appointmentDateRange(new Date('2026-11-21T03:00:00Z'))).toEqual({ min: '2026-11-20', max: '2027-11-20' });
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh version 4 UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
