import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { AUDIT_ENDPOINT, type AuditPage } from '../../shared/audit';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import {
  INQUIRIES_ENDPOINT,
  INQUIRIES_EXPORT_ENDPOINT,
  INQUIRY_COUNTS_ENDPOINT,
  INQUIRY_EXPORT_COLUMNS,
  INQUIRY_MESSAGES,
  inquiryEndpoint,
  type InquiriesPage,
  type InquiryCounts,
  type InquiryListItem,
} from '../../shared/inquiries';
import { MESSAGES } from '../../shared/messages';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

const ADMIN_EMAIL = 'desk-admin@example.com';
let stack: TestStack;
let adminToken: string;
let buyerToken: string;
let client = 0;

beforeAll(async () => {
  stack = await startTestStack();
  [adminToken, buyerToken] = await Promise.all([signedInUser(stack, ADMIN_EMAIL, [ADMIN_GROUP]), signedInUser(stack, 'nosy-buyer@example.com')]);
});

afterAll(async () => {
  await stack?.stop();
});

async function submitInquiry(fields: Record<string, string>): Promise<string> {
  const response = await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    from: loopbackClient(client++),
    body: { name: 'Dana Buyer', email: `${randomUUID().slice(0, 8)}@clinic.example.org`, message: 'Still for sale?', ...fields },
  });
  return (response.body as { reference: string }).reference;
}

const asAdmin = (path: string, { method = 'GET', body, token = adminToken }: { method?: string; body?: unknown; token?: string } = {}) =>
  requestFrom(`${stack.url}${path}`, {
    method,
    body,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });

async function inquiryByReference(reference: string): Promise<InquiryListItem> {
  const page = (await asAdmin(`${INQUIRIES_ENDPOINT}?limit=100`)).body as InquiriesPage;
  const found = page.items.find((item) => item.reference === reference);
  if (!found) throw new Error(`No inquiry ${reference}`);
  return found;
}

const newCount = async () => ((await asAdmin(INQUIRY_COUNTS_ENDPOINT)).body as InquiryCounts).new;

describe('the desk routes are the admin\'s only', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', INQUIRY_COUNTS_ENDPOINT],
    ['PATCH', inquiryEndpoint(randomUUID()), { version: 0, state: 'replied' }],
    ['GET', INQUIRIES_EXPORT_ENDPOINT],
    ['GET', AUDIT_ENDPOINT],
  ];

  it.each(routes)('%s %s: 401 without a token, 403 for a signed-in buyer', async (method, path, body) => {
    expect((await requestFrom(`${stack.url}${path}`, { method, body })).status).toBe(401);
    expect(await asAdmin(path, { method, body, token: buyerToken })).toMatchObject({ status: 403, body: { error: MESSAGES.api.forbidden } });
  });
});

describe('PATCH /api/inquiries/{id}: the desk state and private notes', () => {
  it('marks a new inquiry replied with a dated note naming the admin, and moves it back', async () => {
    const reference = await submitInquiry({ message: 'Can you deliver to Regina?' });
    const inquiry = await inquiryByReference(reference);
    expect(inquiry.deskState).toBeUndefined();
    const before = await newCount();

    const replied = await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body: { version: 0, state: 'replied', note: 'Phoned; quote sent.\nCall back Friday.' } });

    expect(replied.status).toBe(200);
    const updated = replied.body as InquiryListItem;
    expect(updated).toMatchObject({ id: inquiry.id, deskState: 'replied', deskVersion: 1, message: 'Can you deliver to Regina?' });
    expect(updated.notes).toEqual([{ text: 'Phoned; quote sent.\nCall back Friday.', by: ADMIN_EMAIL, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    expect(await newCount()).toBe(before - 1);

    const noted = (await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body: { version: 1, note: 'They bought another unit.' } })).body as InquiryListItem;
    expect(noted.notes?.map((note) => note.text)).toEqual(['Phoned; quote sent.\nCall back Friday.', 'They bought another unit.']);
    const reopened = (await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body: { version: 2, state: 'new' } })).body as InquiryListItem;
    expect(reopened).toMatchObject({ deskState: 'new', deskVersion: 3 });
    expect(reopened.notes).toHaveLength(2);
  });

  it('refuses a change made on an older version with a 409, writing nothing', async () => {
    const inquiry = await inquiryByReference(await submitInquiry({}));
    await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body: { version: 0, state: 'closed' } });

    const stale = await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body: { version: 0, state: 'replied', note: 'Lost race' } });

    expect(stale).toMatchObject({ status: 409, body: { error: INQUIRY_MESSAGES.conflict } });
    expect(await inquiryByReference(inquiry.reference)).toMatchObject({ deskState: 'closed', deskVersion: 1 });
    expect((await inquiryByReference(inquiry.reference)).notes).toBeUndefined();
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    const response = await asAdmin(inquiryEndpoint(randomUUID()), { method: 'PATCH', body: { version: 0, state: 'replied' } });

    expect(response).toMatchObject({ status: 404, body: { error: INQUIRY_MESSAGES.notFound } });
  });

  it.each([
    ['an unknown state', { version: 0, state: 'archived' }, 'state: state must be one of: new, replied, closed'],
    ['neither a state nor a note', { version: 0 }, 'give a state, a note or both'],
    ['no version', { state: 'replied' }, 'version'],
    ['a version that is not a whole number', { version: 'latest', state: 'replied' }, 'version'],
    ['an empty note', { version: 0, note: '   ' }, 'note: note must not be empty'],
    ['a note over 2,000 characters', { version: 0, note: 'x'.repeat(2001) }, 'note: note must be at most 2000 characters'],
    ['a field the desk does not keep', { version: 0, state: 'replied', by: 'someone@example.com' }, 'Unrecognized key: "by"'],
  ])('refuses %s with a 400 naming the problem, writing nothing', async (_case, body, problem) => {
    const inquiry = await inquiryByReference(await submitInquiry({}));

    const response = await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body });

    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(problem);
    expect((await inquiryByReference(inquiry.reference)).deskVersion).toBeUndefined();
  });
});

describe('GET /api/inquiries?state=', () => {
  it('lists only the inquiries in that state; an inquiry never touched is new', async () => {
    const untouched = await submitInquiry({});
    const closed = await inquiryByReference(await submitInquiry({}));
    await asAdmin(inquiryEndpoint(closed.id), { method: 'PATCH', body: { version: 0, state: 'closed' } });

    const closedOnes = ((await asAdmin(`${INQUIRIES_ENDPOINT}?state=closed&limit=100`)).body as InquiriesPage).items;
    const newOnes = ((await asAdmin(`${INQUIRIES_ENDPOINT}?state=new&limit=100`)).body as InquiriesPage).items;

    expect(closedOnes.map((item) => item.reference)).toContain(closed.reference);
    expect(closedOnes.every((item) => item.deskState === 'closed')).toBe(true);
    expect(newOnes.map((item) => item.reference)).toContain(untouched);
    expect(newOnes.map((item) => item.reference)).not.toContain(closed.reference);
  });

  it('fills a filtered page across the table and pages on from its last inquiry', async () => {
    for (let index = 0; index < 3; index += 1) await submitInquiry({});
    const all = ((await asAdmin(`${INQUIRIES_ENDPOINT}?state=new&limit=100`)).body as InquiriesPage).items;

    const first = (await asAdmin(`${INQUIRIES_ENDPOINT}?state=new&limit=2`)).body as InquiriesPage;
    const second = (await asAdmin(`${INQUIRIES_ENDPOINT}?state=new&limit=2&cursor=${first.nextCursor}`)).body as InquiriesPage;

    expect(first.items.map((item) => item.id)).toEqual(all.slice(0, 2).map((item) => item.id));
    expect(second.items.map((item) => item.id)).toEqual(all.slice(2, 4).map((item) => item.id));
  });

  it('refuses an unknown state with a 400 naming it', async () => {
    const response = await asAdmin(`${INQUIRIES_ENDPOINT}?state=archived`);

    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain('state must be one of: new, replied, closed');
  });
});

describe('GET /api/inquiries/export', () => {
  const FORMULA = "=cmd|' /C calc'!A0";
  const AWKWARD = 'Two questions, "quoted":\nthe generator\'s hours, and\r\nthe tyres; ok?';

  it('is a UTF-8 CSV download with a BOM and CRLF records, every cell read back as it was stored, formulas neutralised', async () => {
    const formula = await submitInquiry({ message: FORMULA, organization: '@Risk Clinic', phone: '+1 306 555 0101' });
    const awkward = await submitInquiry({ message: AWKWARD, name: 'Zoë Dupré' });

    const response = await asAdmin(INQUIRIES_EXPORT_ENDPOINT);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(INQUIRY_EXPORT_COLUMNS.join(','));
    const [header, ...rows] = parse(text, { bom: true, relax_column_count: false }) as string[][];
    expect(header).toEqual([...INQUIRY_EXPORT_COLUMNS]);
    const cell = (row: string[], column: (typeof INQUIRY_EXPORT_COLUMNS)[number]) => row[INQUIRY_EXPORT_COLUMNS.indexOf(column)];
    const formulaRow = rows.find((row) => cell(row, 'Reference') === formula)!;
    expect(cell(formulaRow, 'Message')).toBe(`'${FORMULA}`);
    expect(cell(formulaRow, 'Organization')).toBe("'@Risk Clinic");
    expect(cell(formulaRow, 'Phone')).toBe("'+1 306 555 0101");
    expect(cell(formulaRow, 'State')).toBe('new');
    const awkwardRow = rows.find((row) => cell(row, 'Reference') === awkward)!;
    // The form keeps line ends as LF (docs/decisions/well-formed-text.md): the CR of CRLF goes, the rest round-trips.
    expect(cell(awkwardRow, 'Message')).toBe(AWKWARD.replace('\r\n', '\n'));
    expect(cell(awkwardRow, 'Name')).toBe('Zoë Dupré');
    expect(rows.every((row) => row.length === INQUIRY_EXPORT_COLUMNS.length)).toBe(true);
  });

  it('holds only the inquiries of one state with ?state=, named in the file name', async () => {
    const replied = await inquiryByReference(await submitInquiry({}));
    await asAdmin(inquiryEndpoint(replied.id), { method: 'PATCH', body: { version: 0, state: 'replied', note: 'Sent the spec sheet' } });

    const response = await asAdmin(`${INQUIRIES_EXPORT_ENDPOINT}?state=replied`);

    expect(response.headers['content-disposition']).toMatch(/filename="inquiries-replied-\d{4}-\d{2}-\d{2}\.csv"/);
    const [, ...rows] = parse(response.body as string, { bom: true }) as string[][];
    expect(rows.map((row) => row[INQUIRY_EXPORT_COLUMNS.indexOf('State')])).toEqual(rows.map(() => 'replied'));
    const row = rows.find((each) => each[INQUIRY_EXPORT_COLUMNS.indexOf('Reference')] === replied.reference)!;
    expect(row[INQUIRY_EXPORT_COLUMNS.indexOf('Notes')]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\S+ ${ADMIN_EMAIL}: Sent the spec sheet$`));
  });

  it('refuses an unknown state with a 400', async () => {
    expect((await asAdmin(`${INQUIRIES_EXPORT_ENDPOINT}?state=all`)).status).toBe(400);
  });
});

describe('GET /api/audit', () => {
  it('holds each desk change, naming the admin by e-mail, with only the fields it changed before and after, newest first and in pages', async () => {
    const inquiry = await inquiryByReference(await submitInquiry({}));
    await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body: { version: 0, state: 'replied' } });
    await asAdmin(inquiryEndpoint(inquiry.id), { method: 'PATCH', body: { version: 1, note: 'Audit me' } });

    const first = (await asAdmin(`${AUDIT_ENDPOINT}?limit=1`)).body as AuditPage;
    const second = (await asAdmin(`${AUDIT_ENDPOINT}?limit=1&cursor=${first.nextCursor}`)).body as AuditPage;

    const entry = { id: expect.any(String), at: expect.any(String), admin: ADMIN_EMAIL, action: 'inquiry.desk', target: inquiry.id };
    expect(first.items).toEqual([{ ...entry, changes: { note: { after: 'Audit me' } } }]);
    expect(second.items).toEqual([{ ...entry, changes: { deskState: { before: 'new', after: 'replied' } } }]);
    expect(second.items[0]!.at <= first.items[0]!.at).toBe(true);
  });

  it('refuses a forged cursor or a bad page size with a 400', async () => {
    const forged = Buffer.from(JSON.stringify({ pk: 'other', sk: 'x' })).toString('base64url');
    expect((await asAdmin(`${AUDIT_ENDPOINT}?cursor=${forged}`)).status).toBe(400);
    expect((await asAdmin(`${AUDIT_ENDPOINT}?limit=0`)).status).toBe(400);
  });
});
