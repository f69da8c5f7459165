import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP, type ApiRoute } from '../../shared/api-routes';
import { ORIGIN_SECRET_ENV, ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { INQUIRIES_ENDPOINT } from '../../shared/inquiries';
import { MESSAGES } from '../../shared/messages';
import { createGatewayServer, createLocalGateway } from '../../infra/local/api-gateway';
import { signedInUser } from '../support/cognito-users';
import { startTestStack, type TestStack } from '../support/local-stack';

// Routes of each access level served by a read-only handler that checks nothing itself, so what
// the gateway alone does shows; and a real admin route, whose handler makes the admin check.
const ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: '/api/public', handler: 'list-categories', access: 'public' },
  { method: 'GET', path: '/api/signed-in', handler: 'list-categories', access: 'signed-in' },
  { method: 'GET', path: '/api/admin', handler: 'list-categories', access: 'admin' },
  { method: 'GET', path: INQUIRIES_ENDPOINT, handler: 'list-inquiries', access: 'admin' },
];

let stack: TestStack;
let gatewayServer: Server;
let gatewayUrl: string;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  userToken = await signedInUser(stack, 'buyer@example.com');
  adminToken = await signedInUser(stack, 'seller@example.com', [ADMIN_GROUP]);

  const gateway = createLocalGateway({
    issuer: `${stack.endpoints.cognito}/${stack.userPool.userPoolId}`,
    userPoolClientId: stack.userPool.userPoolClientId,
    routes: ROUTES,
  });
  gatewayServer = createGatewayServer(gateway);
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  gatewayServer?.close();
  await stack?.stop();
});

// As CloudFront calls the API: with the origin secret the runtime gave the handlers.
const call = (path: string, token?: string) =>
  fetch(`${gatewayUrl}${path}`, {
    headers: {
      [ORIGIN_VERIFY_HEADER]: process.env[ORIGIN_SECRET_ENV] ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe('route access levels: the gateway authenticates cognito-local tokens, as API Gateway\'s JWT authorizer does', () => {
  it('lets anyone use a public route', async () => {
    expect((await call('/api/public')).status).toBe(200);
  });

  it('answers 401 without a token, or with a forged one', async () => {
    const forged = `${userToken.slice(0, -4)}AAAA`;

    for (const path of ['/api/signed-in', '/api/admin', INQUIRIES_ENDPOINT]) {
      const missing = await call(path);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ error: MESSAGES.api.unauthorized });
      expect((await call(path, forged)).status).toBe(401);
      expect((await call(path, 'not-a-jwt')).status).toBe(401);
    }
  });

  it('passes a signed-in user on to the handler of any route, an admin route included: it authorises nothing', async () => {
    expect((await call('/api/signed-in', userToken)).status).toBe(200);
    expect((await call('/api/admin', userToken)).status).toBe(200);
  });

  it('leaves the admin check to the handler, which refuses a signed-in non-admin with a 403', async () => {
    const refused = await call(INQUIRIES_ENDPOINT, userToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: MESSAGES.api.forbidden });
  });

  it('passes the claims on, so the handler lets a member of the admin group in', async () => {
    expect((await call(INQUIRIES_ENDPOINT, adminToken)).status).toBe(200);
  });
});

describe('only CloudFront (locally: the site server) reaches the handlers', () => {
  it('refuses a direct call to the gateway without the origin header, or with a wrong one, with a 403', async () => {
    const direct = await fetch(`${stack.endpoints.api}/api/categories`);
    expect(direct.status).toBe(403);
    expect(await direct.json()).toEqual({ error: MESSAGES.api.notThroughCloudFront });

    const guessed = await fetch(`${stack.endpoints.api}/api/categories`, { headers: { [ORIGIN_VERIFY_HEADER]: 'guess' } });
    expect(guessed.status).toBe(403);
  });

  it('answers the same request through the site server, which adds the header whatever the viewer sent', async () => {
    const plain = await fetch(`${stack.url}/api/categories`);
    expect(plain.status).toBe(200);
    const spoofed = await fetch(`${stack.url}/api/categories`, { headers: { [ORIGIN_VERIFY_HEADER]: 'guess' } });
    expect(spoofed.status).toBe(200);
  });
});
