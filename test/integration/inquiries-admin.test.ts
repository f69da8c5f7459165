import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { INQUIRIES_ENDPOINT, type InquiriesPage } from '../../shared/inquiries';
import { MESSAGES } from '../../shared/messages';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let adminToken: string;
let buyerToken: string;
let client = 0;

beforeAll(async () => {
  stack = await startTestStack();
  [adminToken, buyerToken] = await Promise.all([
    signedInUser(stack, 'seller-admin@example.com', [ADMIN_GROUP]),
    signedInUser(stack, 'curious-buyer@example.com'),
  ]);
});

afterAll(async () => {
  await stack?.stop();
});

async function submitInquiry(name: string) {
  const response = await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    from: loopbackClient(client++),
    body: { name, email: `${randomUUID().slice(0, 8)}@clinic.example.org`, message: 'Still for sale?' },
  });
  return response.body as { reference: string };
}

const asAdmin = (path: string, method = 'GET', token = adminToken) =>
  requestFrom(`${stack.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

describe('the leads API', () => {
  it('is for the admin only: 401 without a token, 403 for a signed-in buyer', async () => {
    expect((await requestFrom(`${stack.url}${INQUIRIES_ENDPOINT}`)).status).toBe(401);
    const forbidden = await asAdmin(INQUIRIES_ENDPOINT, 'GET', buyerToken);
    expect(forbidden).toMatchObject({ status: 403, body: { error: MESSAGES.api.forbidden } });
    expect((await asAdmin(`${INQUIRIES_ENDPOINT}/${randomUUID()}/resend`, 'POST', buyerToken)).status).toBe(403);
  });

  it('lists inquiries newest first, in pages', async () => {
    for (const name of ['First Buyer', 'Second Buyer', 'Third Buyer']) await submitInquiry(name);

    const first = (await asAdmin(`${INQUIRIES_ENDPOINT}?limit=2`)).body as InquiriesPage;
    const second = (await asAdmin(`${INQUIRIES_ENDPOINT}?limit=2&cursor=${first.nextCursor}`)).body as InquiriesPage;

    expect(first.items.map((item) => item.name)).toEqual(['Third Buyer', 'Second Buyer']);
    expect(second.items.map((item) => item.name)).toContain('First Buyer');
    expect(first.items[0]).toMatchObject({ status: 'sent', email: expect.any(String), reference: expect.stringMatching(/^INQ-/) });
  });

  it('refuses a bad page size or a forged cursor with a 400', async () => {
    expect((await asAdmin(`${INQUIRIES_ENDPOINT}?limit=0`)).status).toBe(400);
    expect((await asAdmin(`${INQUIRIES_ENDPOINT}?limit=many`)).status).toBe(400);
    expect((await asAdmin(`${INQUIRIES_ENDPOINT}?cursor=bm90LWEtY3Vyc29y`)).status).toBe(400);
  });

  const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
  const nowIso = new Date().toISOString();
  const foreignCursors: [string, string][] = [
    ['a key of another item kind', cursorOf({ id: randomUUID(), kind: 'image', createdAt: nowIso })],
    ['a key with a 4 KB id', cursorOf({ id: 'x'.repeat(4096), kind: 'inquiry', createdAt: nowIso })],
    ['a key whose id is not an inquiry id', cursorOf({ id: 'rate#ip#1', kind: 'inquiry', createdAt: nowIso })],
    ['a key whose date is not a date', cursorOf({ id: randomUUID(), kind: 'inquiry', createdAt: 'yesterday' })],
    ['a key with an extra attribute', cursorOf({ id: randomUUID(), kind: 'inquiry', createdAt: nowIso, status: 'sent' })],
    ['a key without the index key', cursorOf({ id: randomUUID() })],
  ];

  it.each(foreignCursors)('refuses a cursor holding %s with a 400, before DynamoDB sees it', async (_case, cursor) => {
    const before = ((await asAdmin(INQUIRIES_ENDPOINT)).body as InquiriesPage).items;

    const response = await asAdmin(`${INQUIRIES_ENDPOINT}?cursor=${cursor}`);

    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain('cursor');
    expect(((await asAdmin(INQUIRIES_ENDPOINT)).body as InquiriesPage).items).toEqual(before);
  });

  it('answers an over-long or malformed inquiry id in the resend path with a 400, changing nothing', async () => {
    const before = ((await asAdmin(INQUIRIES_ENDPOINT)).body as InquiriesPage).items;
    for (const id of ['x'.repeat(4096), 'not-an-id', `${randomUUID()}x`]) {
      const response = await asAdmin(`${INQUIRIES_ENDPOINT}/${id}/resend`, 'POST');
      expect(response).toMatchObject({ status: 400, body: { error: 'id must be an inquiry id (a UUID)' } });
    }
    expect(((await asAdmin(INQUIRIES_ENDPOINT)).body as InquiriesPage).items).toEqual(before);
  });

  it('resends a failed inquiry once SES works again, and refuses to resend a sent one', async () => {
    stack.setEmailFailing(true);
    const { reference } = await submitInquiry('Unlucky Buyer').finally(() => stack.setEmailFailing(false));
    const { items } = (await asAdmin(INQUIRIES_ENDPOINT)).body as InquiriesPage;
    const failed = items.find((item) => item.reference === reference)!;
    expect(failed.status).toBe('failed');

    const resent = await asAdmin(`${INQUIRIES_ENDPOINT}/${failed.id}/resend`, 'POST');
    const again = await asAdmin(`${INQUIRIES_ENDPOINT}/${failed.id}/resend`, 'POST');

    expect(resent).toMatchObject({ status: 200, body: { success: true, reference } });
    expect(again.status).toBe(409);
    const after = ((await asAdmin(INQUIRIES_ENDPOINT)).body as InquiriesPage).items.find((item) => item.id === failed.id);
    expect(after?.status).toBe('sent');
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    expect((await asAdmin(`${INQUIRIES_ENDPOINT}/${randomUUID()}/resend`, 'POST')).status).toBe(404);
  });
});
