import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { API_ROUTES, routeMethods, type ApiRoute } from '../../shared/api-routes';
import type { ApiErrorBody } from '../../shared/http';
import { MESSAGES } from '../../shared/messages';
import { timeAwsCalls } from './aws-call-timing';

/**
 * The bodies an HTTP API hands Lambda as text; every other body, a form post's
 * application/x-www-form-urlencoded and a body without a content type included, arrives base64-encoded.
 */
const TEXT_BODY = /^(text\/|application\/(json|xml|javascript)\b)/i;
export const isTextBody = (contentType: string | undefined) => TEXT_BODY.test(contentType ?? '');

/** API Gateway's own payload limit; handlers apply their smaller ones. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface GatewayResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Time inside the handler and, of that, time waiting on the emulators (for the API benchmark). */
  timing?: { handlerMs: number; awsMs: number };
}

export interface LocalGatewayOptions {
  /** Issuer URL of the user pool (cognito-local: http://host:port/<poolId>). */
  issuer: string;
  userPoolClientId: string;
  routes?: readonly ApiRoute[];
}

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

interface MatchedRoute {
  route: ApiRoute;
  pathParameters: Record<string, string>;
}

/**
 * Matches API Gateway route paths: literal segments, {name} and a trailing {name+}.
 * Like API Gateway, the most specific route wins whatever the table's order
 * (literal segments before {name}, {name} before {name+}).
 */
export function matchRoute(routes: readonly ApiRoute[], method: string, path: string): MatchedRoute | undefined {
  const segments = path.split('/');
  const candidates = routes.filter((route) => (routeMethods(route) as readonly string[]).includes(method)).sort((a, b) => specificity(b) - specificity(a));
  for (const route of candidates) {
    const pathParameters = matchPath(route.path.split('/'), segments);
    if (pathParameters) return { route, pathParameters };
  }
  return undefined;
}

function specificity(route: ApiRoute): number {
  return route.path
    .split('/')
    .reduce((score, part) => score * 3 + (part.endsWith('+}') ? 0 : part.startsWith('{') ? 1 : 2), 0);
}

function matchPath(pattern: string[], segments: string[]): Record<string, string> | undefined {
  const pathParameters: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    const greedy = /^\{(\w+)\+\}$/.exec(part)?.[1];
    if (greedy) {
      if (!segment) return undefined;
      const rest = segments.slice(index).map(safeDecode);
      if (rest.some((part) => part === undefined)) return undefined;
      pathParameters[greedy] = rest.join('/');
      return pathParameters;
    }
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    const decoded = param && segment ? safeDecode(segment) : undefined;
    if (param && decoded) pathParameters[param] = decoded;
    else if (part !== segment) return undefined;
  }
  return segments.length === pattern.length ? pathParameters : undefined;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * API Gateway's route throttling: a token bucket per route that fills at `rateLimit` a second up to
 * `burstLimit`; a request finding it empty gets API Gateway's own 429.
 */
function routeThrottle() {
  const buckets = new Map<ApiRoute, { tokens: number; at: number }>();
  return (route: ApiRoute): boolean => {
    if (!route.throttle) return true;
    const now = performance.now();
    const bucket = buckets.get(route) ?? { tokens: route.throttle.burstLimit, at: now };
    bucket.tokens = Math.min(route.throttle.burstLimit, bucket.tokens + ((now - bucket.at) / 1000) * route.throttle.rateLimit);
    bucket.at = now;
    buckets.set(route, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

const TOO_MANY_REQUESTS: GatewayResponse = {
  statusCode: 429,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify({ message: 'Too Many Requests' })),
};

function jsonError(statusCode: number, error: string): GatewayResponse {
  const body: ApiErrorBody = { error };
  return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from(JSON.stringify(body)) };
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** API Gateway's JWT authorizer passes array claims as "[a b]" strings; we do the same. */
function claimsAsGatewayPassesThem(payload: JwtPayload): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean),
    ]),
  );
}

/**
 * The local stand-in for API Gateway (HTTP API, payload 2.0): matches the shared route table,
 * authenticates the user pool's tokens on every route that is not public and passes their claims on,
 * as API Gateway's JWT authorizer does, and invokes the very handler modules that run in Lambda.
 * It authorises nothing: whether a caller may use an admin route is the handler's decision
 * (requireAdmin), here as in AWS (docs/decisions/gateway-authenticates-only.md).
 */
export function createLocalGateway(options: LocalGatewayOptions) {
  const routes = options.routes ?? API_ROUTES;
  // cognito-local serves its JWKS over plain http, so the default https-only fetcher is swapped for fetch().
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      async fetch(uri: string) {
        const response = await fetch(uri);
        if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });
  const verifier = JwtVerifier.create(
    {
      issuer: options.issuer,
      audience: null,
      jwksUri: `${options.issuer}/.well-known/jwks.json`,
      // Like API Gateway's JWT authorizer: the token must be for our app client (aud or client_id).
      customJwtCheck: ({ payload }) => {
        if (payload.aud !== options.userPoolClientId && payload.client_id !== options.userPoolClientId) {
          throw new Error('token was issued to another client');
        }
      },
    },
    { jwksCache },
  );
  const admitted = routeThrottle();
  const handlers = new Map<string, Promise<Handler>>();
  const loadHandler = (name: string) => {
    let loaded = handlers.get(name);
    if (!loaded) {
      loaded = import(`../../lambdas/${name}.ts`).then((module: { handler: Handler }) => module.handler);
      handlers.set(name, loaded);
    }
    return loaded;
  };

  /** The JWT authorizer: a valid token of our app client for any route that is not public, else 401. */
  async function authenticate(route: ApiRoute, authorization: string | undefined) {
    if (route.access === 'public') return { ok: true as const };
    const token = authorization?.replace(/^Bearer\s+/i, '');
    if (!token) return { ok: false as const, response: jsonError(401, MESSAGES.api.unauthorized) };
    try {
      const payload = await verifier.verify(token, {});
      return { ok: true as const, claims: claimsAsGatewayPassesThem(payload) };
    } catch {
      return { ok: false as const, response: jsonError(401, MESSAGES.api.unauthorized) };
    }
  }

  return async function handle(req: IncomingMessage, url: URL): Promise<GatewayResponse> {
    const method = req.method ?? 'GET';
    const matched = matchRoute(routes, method, url.pathname);
    if (!matched) return jsonError(404, MESSAGES.api.notFound);
    const { route, pathParameters } = matched;
    if (!admitted(route)) return TOO_MANY_REQUESTS;

    const authentication = await authenticate(route, req.headers.authorization);
    if (!authentication.ok) return authentication.response;

    const body = await readBody(req);
    if (body === 'too-large') return jsonError(413, 'Request body is larger than 10 MB');

    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
    );
    const query = new URLSearchParams(url.search);
    // Own properties, as the JSON Lambda parses: a parameter named `__proto__` is a parameter.
    const queryStringParameters = Object.fromEntries([...new Set(query.keys())].map((name) => [name, query.getAll(name).join(',')]));
    const isText = isTextBody(headers['content-type']);
    const now = new Date();
    const routeKey = `${method} ${route.path}`;

    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      headers,
      cookies: req.headers.cookie?.split(/;\s*/),
      queryStringParameters: query.size ? queryStringParameters : undefined,
      pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
      body: body.length ? body.toString(isText ? 'utf8' : 'base64') : undefined,
      isBase64Encoded: body.length > 0 && !isText,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'local',
        http: {
          method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        ...(authentication.claims ? { authorizer: { jwt: { claims: authentication.claims, scopes: [] } } } : {}),
      } as APIGatewayProxyEventV2['requestContext'],
    };

    let result: APIGatewayProxyStructuredResultV2;
    let timing: { totalMs: number; awsMs: number };
    try {
      const handler = await loadHandler(route.handler);
      ({ result, ...timing } = await timeAwsCalls(() => handler(event)));
    } catch (error) {
      // What Lambda + API Gateway do with an unhandled error: a bare 500, the cause only in the log.
      console.error(`ALARM: ${routeKey} crashed (a Lambda error; in AWS the function's error alarm counts it):`, error);
      return jsonError(500, MESSAGES.api.internal);
    }
    const responseBody = result.body ?? '';
    const statusCode = result.statusCode ?? 200;
    if (statusCode >= 500) console.error(`ALARM: ${routeKey} answered ${statusCode} (in AWS the API's 5xx-rate alarm counts it)`);
    return {
      statusCode,
      headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
      body: Buffer.from(responseBody, result.isBase64Encoded ? 'base64' : 'utf8'),
      timing: { handlerMs: timing.totalMs, awsMs: timing.awsMs },
    };
  };
}

/**
 * The gateway on a port of its own: the local counterpart of the API's execute-api endpoint,
 * reachable without CloudFront (and so refused by every handler, as in AWS).
 */
export function createGatewayServer(gateway: ReturnType<typeof createLocalGateway>): Server {
  return createServer((req, res) => {
    gateway(req, new URL(req.url ?? '/', 'http://local')).then(
      (response) => res.writeHead(response.statusCode, response.headers).end(response.body),
      (error: unknown) => {
        console.error('[api] request failed:', error);
        res.writeHead(500).end();
      },
    );
  });
}
