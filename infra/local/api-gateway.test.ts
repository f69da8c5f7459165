import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_GROUP, type ApiRoute } from '../../shared/api-routes';
import { CATEGORIES_TABLE, INQUIRIES_TABLE } from '../../shared/backend/tables';
import { ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { INQUIRIES_ENDPOINT } from '../../shared/inquiries';
import { MESSAGES } from '../../shared/messages';
import { TEST_ORIGIN_SECRET } from '../../test/fixtures/api-gateway-event';
import { createGatewayServer, createLocalGateway, isTextBody, matchRoute } from './api-gateway';

function route(overrides: Partial<ApiRoute> & Pick<ApiRoute, 'path'>): ApiRoute {
  return { method: 'GET', handler: 'test-handler', access: 'public', ...overrides };
}

const listImages = route({ path: '/api/images' });
const getImage = route({ path: '/api/images/{id}', handler: 'get-image' });
const media = route({ path: '/api/media/{proxy+}', handler: 'get-media' });
const routes = [listImages, getImage, media];

describe('matchRoute', () => {
  it('matches a literal path with no path parameters', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/images');

    // Assess
    expect(matched).toStrictEqual({ route: listImages, pathParameters: {} });
  });

  it('does not match a route registered for another method', () => {
    // Act
    const matched = matchRoute(routes, 'POST', '/api/images');

    // Assess
    expect(matched).toBeUndefined();
  });

  it('captures a {name} parameter, URL-decoded', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/images/caf%C3%A9%20photo%2F1');

    // Assess
    expect(matched).toStrictEqual({ route: getImage, pathParameters: { id: 'café photo/1' } });
  });

  it('does not match when the path has a segment beyond the route', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/images/abc/extra');

    // Assess
    expect(matched).toBeUndefined();
  });

  it('captures the rest of the path, decoded segment by segment, in a greedy {name+} parameter', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/media/images/2024/front%20view.jpg');

    // Assess
    expect(matched).toStrictEqual({ route: media, pathParameters: { proxy: 'images/2024/front view.jpg' } });
  });

  it('does not match a greedy parameter with nothing to capture', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/media/');

    // Assess
    expect(matched).toBeUndefined();
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    // Act
    const single = () => matchRoute(routes, 'GET', '/api/images/%E0%A4%A');
    const greedy = () => matchRoute(routes, 'GET', '/api/media/ok/%E0%A4%A');

    // Assess
    expect(single).not.toThrow();
    expect(single()).toBeUndefined();
    expect(greedy).not.toThrow();
    expect(greedy()).toBeUndefined();
  });

  it('does not match an empty segment for a parameter', () => {
    // Act
    const trailingSlash = matchRoute(routes, 'GET', '/api/images/');
    const doubleSlash = matchRoute([route({ path: '/api/images/{id}/tags' })], 'GET', '/api/images//tags');

    // Assess
    expect(trailingSlash).toBeUndefined();
    expect(doubleSlash).toBeUndefined();
  });
});

describe('matchRoute specificity', () => {
  it('prefers a literal segment over a parameter whatever the table order, as API Gateway does', () => {
    const routes = [
      { method: 'PATCH', path: '/api/images/{id}', handler: 'update-image', access: 'admin' },
      { method: 'PATCH', path: '/api/images/featured', handler: 'update-featured', access: 'admin' },
    ] as const;

    expect(matchRoute(routes, 'PATCH', '/api/images/featured')?.route.handler).toBe('update-featured');
    expect(matchRoute(routes, 'PATCH', '/api/images/abc')?.route.handler).toBe('update-image');
  });
});

describe('isTextBody', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['text/plain;charset=UTF-8', true],
    ['application/xml', true],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('hands a %s body to the handler as text: %s (base64 otherwise, as API Gateway does)', (type, text) => {
    expect(isTextBody(type)).toBe(text);
  });
});

describe('the gateway authenticates like API Gateway\'s JWT authorizer and authorises nothing', () => {
  const CLIENT_ID = 'web-client';
  const KEY_ID = 'test-key';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dynamo = mockClient(DynamoDBDocumentClient);
  let jwksServer: Server;
  let gatewayServer: Server;
  let issuer: string;
  let gatewayUrl: string;

  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** An access token as the user pool issues it, signed with `key`. */
  function token(claims: Record<string, unknown>, key = privateKey): string {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })}.${base64url({ iss: issuer, client_id: CLIENT_ID, token_use: 'access', iat: now, exp: now + 3600, sub: 'user-sub', username: 'user', ...claims })}`;
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key, 'base64url')}`;
  }
  /** An admin route whose handler checks nothing itself, so only what the gateway does shows. */
  const UNCHECKED_ADMIN_PATH = '/api/unchecked';
  const call = (path: string, authorization?: string) =>
    fetch(`${gatewayUrl}${path}`, {
      headers: { [ORIGIN_VERIFY_HEADER]: TEST_ORIGIN_SECRET, ...(authorization ? { authorization: `Bearer ${authorization}` } : {}) },
    });

  beforeAll(async () => {
    const listen = async (server: Server) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    // The user pool's JWKS, as Cognito (or cognito-local) publishes it under the issuer.
    const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
    jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks)));
    issuer = `${await listen(jwksServer)}/pool`;
    const routes: ApiRoute[] = [
      { method: 'GET', path: INQUIRIES_ENDPOINT, handler: 'list-inquiries', access: 'admin' },
      { method: 'GET', path: UNCHECKED_ADMIN_PATH, handler: 'list-categories', access: 'admin' },
    ];
    gatewayServer = createGatewayServer(createLocalGateway({ issuer, userPoolClientId: CLIENT_ID, routes }));
    gatewayUrl = await listen(gatewayServer);
  });

  afterAll(() => {
    gatewayServer.close();
    jwksServer.close();
    vi.unstubAllEnvs();
  });

  beforeEach(() => {
    vi.stubEnv(INQUIRIES_TABLE.envVar, 'inquiries-test');
    vi.stubEnv(CATEGORIES_TABLE.envVar, 'categories-test');
    dynamo.reset();
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(ScanCommand).resolves({ Items: [] });
  });

  it('answers 401 itself, without calling the handler, for no token, a forged one or one of another app client', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

    for (const authorization of [undefined, 'not-a-jwt', token({}, otherKey), token({ client_id: 'another-client' })]) {
      const response = await call(INQUIRIES_ENDPOINT, authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: MESSAGES.api.unauthorized });
    }
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('passes a signed-in non-admin on to an admin route\'s handler: only the handler\'s own check refuses, with a 403', async () => {
    const nonAdmin = token({ 'cognito:groups': ['editors'] });

    expect((await call(UNCHECKED_ADMIN_PATH, nonAdmin)).status).toBe(200);
    dynamo.resetHistory();
    const response = await call(INQUIRIES_ENDPOINT, nonAdmin);

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: MESSAGES.api.forbidden });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('passes the claims as API Gateway does (groups as "[a b]"), so the handler lets an admin in', async () => {
    const response = await call(INQUIRIES_ENDPOINT, token({ 'cognito:groups': ['editors', ADMIN_GROUP] }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
  });
});
