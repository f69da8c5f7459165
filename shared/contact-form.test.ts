import { describe, expect, it } from 'vitest';
import { contactInquirySchema } from './contact-schema';
import { fieldProblem, formFields, toInquiryInput } from './contact-form';

const NOW = new Date('2026-11-20T18:00:00Z'); // Friday, November 20, 2026 in Edmonton
const schema = contactInquirySchema(() => NOW);

/** A body as a browser posts the prerendered form: every control, empty ones included. */
const posted = (fields: [string, string][]) => new URLSearchParams(fields);
const FORM = (extra: [string, string][] = []): [string, string][] => [
  ['name', 'Dana Buyer'],
  ['email', 'dana@clinic.example'],
  ['phone', ''],
  ['organization', ''],
  ['preferredContact', 'email'],
  ['appointmentType', ''],
  ['preferredDate', ''],
  ['preferredTime', ''],
  ['intendedUse', ''],
  ['message', 'Is it available?'],
  ['website', ''],
  ...extra,
];

describe('a posted form, read for the schema', () => {
  it('reads empty optional fields, no appointment and an empty honeypot as the script would send them', () => {
    const input = toInquiryInput(formFields(posted(FORM())));

    expect(input).toEqual({
      name: 'Dana Buyer',
      email: 'dana@clinic.example',
      phone: '',
      organization: '',
      preferredContact: 'email',
      appointmentType: '',
      intendedUse: '',
      message: 'Is it available?',
    });
    expect(schema.parse(input)).toMatchObject({ appointmentType: 'none', requestedDocuments: [], preferredDate: undefined });
  });

  it('makes repeated document fields a list in the order of the list, and turns the date input into the long form', () => {
    const body = posted(
      FORM([
        ['requestedDocuments', 'Photo Package'],
        ['requestedDocuments', 'Technical Specifications'],
      ]).map(([name, value]): [string, string] =>
        name === 'appointmentType' ? [name, 'video'] : name === 'preferredDate' ? [name, '2026-11-23'] : name === 'preferredTime' ? [name, '10:00 AM'] : [name, value],
      ),
    );

    const inquiry = schema.parse(toInquiryInput(formFields(body)));

    expect(inquiry).toMatchObject({
      requestedDocuments: ['Technical Specifications', 'Photo Package'],
      appointmentType: 'video',
      preferredDate: 'Monday, November 23, 2026',
      preferredTime: '10:00 AM',
    });
  });

  it('drops a date and time left behind without an appointment', () => {
    const body = posted(FORM().map(([name, value]): [string, string] => (name === 'preferredDate' ? [name, '2026-11-23'] : name === 'preferredTime' ? [name, '9:00 AM'] : [name, value])));

    const inquiry = schema.parse(toInquiryInput(formFields(body)));

    expect(inquiry).toMatchObject({ appointmentType: 'none', preferredDate: undefined });
    expect(inquiry.preferredTime).toBeUndefined();
  });

  it('leaves what the schema must refuse for it to name: a repeated text field, an unknown field, an unknown document, a date that does not exist', () => {
    const body = posted(
      FORM([
        ['email', 'second@clinic.example'],
        ['budget', '100000'],
        ['requestedDocuments', 'Secret Plans'],
      ]).map(([name, value]): [string, string] => (name === 'appointmentType' ? [name, 'phone'] : name === 'preferredDate' ? [name, '2099-02-30'] : [name, value])),
    );

    const result = schema.safeParse(toInquiryInput(formFields(body)));

    expect(result.success).toBe(false);
    const fields = result.error?.issues.flatMap((issue) => (issue.path.length ? [String(issue.path[0])] : issue.message.match(/"(\w+)"/g) ?? []));
    expect(fields).toEqual(expect.arrayContaining(['email', 'requestedDocuments', '"budget"']));
  });
});

describe('fieldProblem', () => {
  it('puts the label where the schema names the field', () => {
    expect(fieldProblem('preferredDate', 'preferredDate must not be in the past', '2026-01-05')).toBe('Preferred date must not be in the past');
    expect(fieldProblem('name', 'name is required', '')).toBe('Full name is required');
  });

  it("uses SPEC.md's wording for an e-mail or phone number that is there but malformed", () => {
    expect(fieldProblem('email', 'email must be a valid email address', 'dana.example.org')).toBe('Please enter a valid email address');
    expect(fieldProblem('email', 'email is required', '')).toBe('Email is required');
  });

  it('keeps a message that does not start with the field', () => {
    expect(fieldProblem('requestedDocuments', 'Invalid input', ['x'])).toBe('Invalid input');
    expect(fieldProblem('budget', 'budget is not a field', '1')).toBe('budget is not a field');
  });
});
