import { describe, expect, it } from 'vitest';
import { contactInquirySchema } from './contact-schema';
import { CONTACT_PROBLEMS, formFields, toInquiryInput } from './contact-form';

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
  ['appointmentType', 'none'],
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
      appointmentType: 'none',
      intendedUse: '',
      message: 'Is it available?',
    });
    expect(schema.parse(input)).toMatchObject({ appointmentType: 'none', requestedDocuments: [], preferredDate: undefined });
  });

  it('makes repeated document fields a list in the order of the list, and keeps the date input\'s yyyy-mm-dd', () => {
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
      preferredDate: '2026-11-23',
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

describe('a posted form with field names Object.prototype holds', () => {
  it.each(['__proto__', 'constructor', 'toString'])('keeps %s, sent once or twice, an unknown field the schema names, and leaves Object.prototype alone', (name) => {
    const body = posted(FORM([[name, 'x'], [name, 'y']]));

    const fields = formFields(body);
    const result = schema.safeParse(toInquiryInput(fields));

    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(fields, name)?.value).toEqual(['x', 'y']);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(name);
  });
});

describe("the schema's problems", () => {
  const problems = (input: Record<string, unknown>) =>
    Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

  it('are keyed by field, in the words shown beside each field', () => {
    expect(problems({ name: '', email: 'dana.example.org', phone: 'call me', message: 'x', appointmentType: 'phone', preferredDate: '2026-01-05' })).toEqual({
      name: CONTACT_PROBLEMS.name.required,
      email: CONTACT_PROBLEMS.email.malformed,
      phone: CONTACT_PROBLEMS.phone.malformed,
      preferredDate: CONTACT_PROBLEMS.preferredDate.past,
    });
    expect(CONTACT_PROBLEMS.name.required).toBe('Full name is required');
    expect(CONTACT_PROBLEMS.preferredDate.past).toBe('Preferred date must not be in the past');
  });

  it('takes a date only as yyyy-mm-dd, a day that exists, within a year', () => {
    const withDate = (preferredDate: string) => problems({ name: 'Dana', email: 'dana@clinic.example', message: 'x', appointmentType: 'video', preferredDate });

    expect(withDate('2026-11-23')).toEqual({});
    expect(withDate('Monday, November 23, 2026')).toEqual({ preferredDate: CONTACT_PROBLEMS.preferredDate.malformed });
    expect(withDate('2027-02-30')).toEqual({ preferredDate: CONTACT_PROBLEMS.preferredDate.malformed });
    expect(withDate('2027-12-01')).toEqual({ preferredDate: CONTACT_PROBLEMS.preferredDate.tooFar });
  });

  it("names 'none' as the only way to ask for no appointment, and asks for today when no date is chosen", () => {
    const base = { name: 'Dana', email: 'dana@clinic.example', message: 'x' };

    expect(problems({ ...base, appointmentType: '' })).toEqual({ appointmentType: CONTACT_PROBLEMS.appointmentType.unknown });
    expect(problems({ ...base, preferredDate: '2026-11-23' })).toEqual({ appointmentType: CONTACT_PROBLEMS.appointmentType.missing });
    expect(schema.parse({ ...base, appointmentType: 'phone' }).preferredDate).toBe('2026-11-20');
    expect(schema.parse(base)).toMatchObject({ appointmentType: 'none', preferredDate: undefined });
  });
});
