import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { API_ROUTES } from '../shared/api-routes';
import { FUNCTIONS, functionEnvironment, type EnvironmentSources, type FunctionName } from '../shared/backend/functions';
import { MESSAGES } from '../shared/messages';
import { parseSiteSettings } from '../shared/settings';
import { apiGatewayEvent, TEST_ORIGIN_SECRET } from '../test/fixtures/api-gateway-event';
import { REQUIRED_SITE_SETTINGS } from '../test/fixtures/site-settings';
import { invokeHandler } from '../test/support/invoke-handler';

type HandlerModule = Parameters<typeof invokeHandler>[0] extends () => Promise<infer Module> ? Module : never;
const loadHandler = (name: FunctionName) => import(`./${name}.ts`) as Promise<HandlerModule>;

/** Values of the shape the stack gives, for the environment each declaration asks for. */
const sources: EnvironmentSources = {
  table: (design) => `${design.name}-test`,
  photoBucket: () => 'photos-test',
  userPool: () => 'ca-central-1_TEST',
  mailConfigurationSet: () => 'trailer-site-test',
  originSecret: () => TEST_ORIGIN_SECRET,
  pagePublisher: () => 'trailer-test-publish-pages',
  siteBucket: () => 'site-test',
  servedSiteHost: () => 'd1234.cloudfront.net',
  settings: parseSiteSettings(REQUIRED_SITE_SETTINGS),
};

describe('every function reads exactly the environment its declaration gives it (the stack and the local runtime build it from there)', () => {
  afterEach(() => {
    vi.doUnmock('./common/env');
  });

  it.each(Object.keys(FUNCTIONS) as FunctionName[])('%s', async (name) => {
    // Prepare: record every variable the function's modules declare they read (common/env's environment())
    vi.resetModules();
    const read = new Set<string>();
    vi.doMock('./common/env', async (importOriginal) => {
      const actual = await importOriginal<typeof import('./common/env')>();
      const recording = <Shape extends z.core.$ZodShape>(shape: Shape) => {
        for (const variable of Object.keys(shape)) read.add(variable);
        return actual.environment(shape);
      };
      return { ...actual, environment: recording };
    });

    // Act
    await loadHandler(name);

    // Assess
    expect([...read].sort()).toEqual(Object.keys(functionEnvironment(FUNCTIONS[name], sources)).sort());
  });
});

/** What the tests use of a mocked SDK client, the same for every client. */
interface RecordingClient {
  reset(): void;
  onAnyCommand(): { rejects(error: Error): unknown };
  calls(): unknown[];
}

// Every AWS call is refused and recorded: a refused request must change nothing, so it makes none.
const awsClients: RecordingClient[] = [
  mockClient(DynamoDBClient),
  mockClient(DynamoDBDocumentClient),
  mockClient(S3Client),
  mockClient(SESv2Client),
  mockClient(CognitoIdentityProviderClient),
];

const ADMIN_ROUTES = API_ROUTES.filter((route) => route.access === 'admin');

/** A request to `route` as API Gateway hands it on after its JWT authorizer, with these claims (none: no authorizer ran). */
function requestTo(route: (typeof ADMIN_ROUTES)[number], claims?: Record<string, string>): APIGatewayProxyEventV2 {
  const pathParameters: Record<string, string> = {};
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => (pathParameters[name] = crypto.randomUUID()));
  const event = apiGatewayEvent({ method: route.method, path, headers: { 'content-type': 'application/json' } });
  return {
    ...event,
    routeKey: `${route.method} ${route.path}`,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: { ...event.requestContext, ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}) },
  } as APIGatewayProxyEventV2;
}

const SIGNED_IN_NON_ADMINS: [string, Record<string, string>][] = [
  // Cognito leaves the groups claim out for a user in no group.
  ['in no group', { sub: 'buyer-sub', 'cognito:username': 'buyer', email: 'buyer@example.com' }],
  ['in another group', { sub: 'editor-sub', 'cognito:username': 'editor', 'cognito:groups': '[editors]' }],
];

describe('admin routes: the handler is the only guard (the JWT authorizer only authenticates), so each refuses a non-admin itself', () => {
  beforeEach(() => {
    for (const client of awsClients) {
      client.reset();
      client.onAnyCommand().rejects(new Error('a refused request must not reach AWS'));
    }
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const cases = ADMIN_ROUTES.flatMap((route) => SIGNED_IN_NON_ADMINS.map(([who, claims]) => [`${route.method} ${route.path}`, who, route, claims] as const));

  it.each(cases)('%s refuses a signed-in user %s with a 403 and changes nothing', async (_route, _who, route, claims) => {
    // Prepare: the function's whole environment, so nothing but the admin check could stop it
    for (const [name, value] of Object.entries(functionEnvironment(FUNCTIONS[route.handler], sources))) vi.stubEnv(name, value);

    // Act
    const response = await invokeHandler(() => loadHandler(route.handler), requestTo(route, claims));

    // Assess
    expect(response).toMatchObject({ statusCode: 403, body: { error: MESSAGES.api.forbidden } });
    for (const client of awsClients) expect(client.calls()).toHaveLength(0);
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses a request no authorizer vouched for with a 401 and changes nothing',
    async (_route, route) => {
      for (const [name, value] of Object.entries(functionEnvironment(FUNCTIONS[route.handler], sources))) vi.stubEnv(name, value);

      const response = await invokeHandler(() => loadHandler(route.handler), requestTo(route));

      expect(response).toMatchObject({ statusCode: 401, body: { error: MESSAGES.api.unauthorized } });
      for (const client of awsClients) expect(client.calls()).toHaveLength(0);
    },
  );
});
