import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { BUILT_IN_LISTING_STATE, LISTING_ENDPOINT, LISTING_HISTORY_ENDPOINT, type PublicListingState } from '../../shared/listing-state';
import { LISTING_CHANGE_COPY, type AdminListingState } from '../../shared/listing-state-admin';
import { MESSAGES } from '../../shared/messages';
import { signedInUser } from '../support/cognito-users';
import { requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let adminToken: string;
let buyerToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  [adminToken, buyerToken] = await Promise.all([
    signedInUser(stack, 'listing-admin@example.com', [ADMIN_GROUP]),
    signedInUser(stack, 'listing-buyer@example.com'),
  ]);
});

afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, method = 'GET', body?: unknown, token: string | null = adminToken) =>
  requestFrom(`${stack.url}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });

const underOffer = { status: 'under-offer', note: 'Deposit received', priceUsd: BUILT_IN_LISTING_STATE.priceUsd, version: 0 };

describe('the listing API on the local stack (real DynamoDB conditional writes)', () => {
  it('is the built-in state before any change, and only the admin may change it or read who did', async () => {
    expect((await api(LISTING_ENDPOINT, 'GET', undefined, null)).body).toMatchObject({ status: 'available', priceUsd: BUILT_IN_LISTING_STATE.priceUsd, history: [] });
    expect((await api(LISTING_ENDPOINT, 'PUT', underOffer, null)).status).toBe(401);
    expect(await api(LISTING_ENDPOINT, 'PUT', underOffer, buyerToken)).toMatchObject({ status: 403, body: { error: MESSAGES.api.forbidden } });
    expect((await api(LISTING_HISTORY_ENDPOINT, 'GET', undefined, buyerToken)).status).toBe(403);
    expect((await api(LISTING_ENDPOINT, 'GET', undefined, null)).body).toMatchObject({ history: [] });
  });

  it('lets one of two changes made on the same version through and refuses the other with a 409', async () => {
    // Act: two admins' tabs save at once, both on version 0
    const [first, second] = await Promise.all([
      api(LISTING_ENDPOINT, 'PUT', underOffer),
      api(LISTING_ENDPOINT, 'PUT', { ...underOffer, status: 'sold', note: null }),
    ]);

    // Assess: one saved, one refused; the state and the history hold exactly the one that won
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toEqual({ error: LISTING_CHANGE_COPY.conflict });
    const admin = (await api(LISTING_HISTORY_ENDPOINT)).body as AdminListingState;
    expect(admin.version).toBe(1);
    expect(admin.history).toHaveLength(1);
    expect(admin.history[0]?.by).toEqual(expect.any(String));
    expect(admin.history[0]?.status).toBe(admin.status);
  });

  it('keeps the dated log of both changes, and the public state never names the admin', async () => {
    const before = (await api(LISTING_HISTORY_ENDPOINT)).body as AdminListingState;
    const next = before.status === 'sold' ? { ...underOffer, version: 1 } : { ...underOffer, status: 'sold', note: null, version: 1 };

    const saved = await api(LISTING_ENDPOINT, 'PUT', next);
    const publicState = await api(LISTING_ENDPOINT, 'GET', undefined, null);

    expect(saved.status).toBe(200);
    const body = publicState.body as PublicListingState;
    expect(body.history.map((change) => change.version)).toEqual([2, 1]);
    expect(body.history.every((change) => /^\d{4}-\d{2}-\d{2}$/.test(change.on))).toBe(true);
    expect(JSON.stringify(body)).not.toContain(before.history[0]!.by);
    expect(JSON.stringify(body)).not.toContain('"by"');
  });
});
