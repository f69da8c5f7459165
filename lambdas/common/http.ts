import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import {
  CORRELATION_HEADER,
  ORIGIN_SECRET_ENV,
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
  type ApiErrorBody,
} from '../../shared/http';
import { MESSAGES } from '../../shared/messages';
import { repairText } from '../../shared/text';
import { environment, requiredName } from './env';
import { logger } from './logger';

const env = environment({ [ORIGIN_SECRET_ENV]: requiredName });

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** An error whose message is safe to show the caller, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * A JSON answer. Every text in it is repaired (shared/text.ts): records stored before the text rule
 * may hold control characters or unpaired surrogates, and no answer passes them on.
 */
export function json(statusCode: number, body: unknown): HttpResult {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body, (_key, value: unknown) => (typeof value === 'string' ? repairText(value) : value)) };
}

/** A file the browser saves under `fileName` (a download, never cached); binary bodies go as base64. */
export function attachment(fileName: string, contentType: string, body: string | Uint8Array): HttpResult {
  const binary = typeof body !== 'string';
  return {
    statusCode: 200,
    headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' },
    body: binary ? Buffer.from(body).toString('base64') : body,
    ...(binary ? { isBase64Encoded: true } : {}),
  };
}

export function errorResult(statusCode: number, error: string, details?: string[]): HttpResult {
  const body: ApiErrorBody = details?.length ? { error, details } : { error };
  return json(statusCode, body);
}

/** Checks input against a schema: 400 naming every problem. */
export function validate<Schema extends z.ZodMiniType>(input: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = result.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw new HttpError(400, details.join('; '), details);
  }
  return result.data;
}

/**
 * The buyer's address, from CloudFront-Viewer-Address ("ip:port"), which CloudFront sets from the
 * viewer's connection, replacing any value the viewer sent. Only CloudFront reaches the handlers
 * (fromCloudFront), so the header is always CloudFront's; the connection's own address would be an
 * edge server's, shared by many buyers, so its absence is a configuration error, not a fallback.
 */
export function clientAddress(event: HttpEvent): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (!viewer) throw new Error(`${VIEWER_ADDRESS_HEADER} is missing: the API behaviour's origin request policy must forward it`);
  return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request came through CloudFront: it carries the origin secret CloudFront adds.
 * Compared in constant time (over digests, which have equal lengths) so timing reveals nothing of it.
 */
function fromCloudFront(event: HttpEvent): boolean {
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(env()[ORIGIN_SECRET_ENV] as string));
}

/**
 * A path parameter, checked against its schema before any database sees it (an over-long key is a
 * DynamoDB error, not a miss); a 400 names the problem.
 */
export function parsePathParameter<Schema extends z.ZodMiniType>(event: HttpEvent, name: string, schema: Schema): z.output<Schema> {
  return validate(event.pathParameters?.[name], schema);
}

/** Validates the query string against a schema; a 400 names every problem. */
export function parseQuery<Schema extends z.ZodMiniType>(event: HttpEvent, schema: Schema): z.output<Schema> {
  return validate(event.queryStringParameters ?? {}, schema);
}

/** The request body's bytes, decoded from base64 when API Gateway sent it so; 413 when over maxBytes. */
export function rawBody(event: HttpEvent, { maxBytes }: { maxBytes: number }): Buffer {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (raw.length > maxBytes) throw new HttpError(413, `Request body must be at most ${maxBytes} bytes`);
  return raw;
}

/**
 * Reads a JSON body: 413 when over maxBytes, 400 when it is not JSON or fails the
 * schema (naming every problem). Beacons arrive as text/plain, so the content type is not checked.
 */
export function parseJsonBody<Schema extends z.ZodMiniType>(
  event: HttpEvent,
  schema: Schema,
  { maxBytes }: { maxBytes: number },
): z.output<Schema> {
  const raw = rawBody(event, { maxBytes });
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
  return validate(json, schema);
}

/**
 * Reads a browser's own form post (application/x-www-form-urlencoded): 413 when over maxBytes, 400
 * naming every problem the schema finds in its fields (a repeated field counts once, its last value).
 */
export function parseFormBody<Schema extends z.ZodMiniType>(event: HttpEvent, schema: Schema, { maxBytes }: { maxBytes: number }): z.output<Schema> {
  return validate(Object.fromEntries(new URLSearchParams(rawBody(event, { maxBytes }).toString('utf8'))), schema);
}

export interface HttpHandlerOptions {
  /**
   * Answers a refusal or failure in another form than the JSON error body, for a caller that
   * cannot read JSON (a browser's own form post); undefined keeps the JSON answer.
   */
  errorAnswer?: (event: HttpEvent, error: HttpError) => HttpResult | undefined;
}

/**
 * Wraps a handler: refuses (403) a request that did not come through CloudFront, adds the
 * request's correlation id to the logs, turns an HttpError into its status and message, and
 * anything else into a logged 500 that reveals nothing about the cause.
 */
export function httpHandler(run: (event: HttpEvent) => Promise<HttpResult>, options: HttpHandlerOptions = {}) {
  const answer = answering(run, options);
  return async (event: HttpEvent, context?: Context): Promise<HttpResult> => {
    const result = await answer(event, context);
    // HEAD reaches a GET route's handler (shared/api-routes.ts): the same status and headers, no body.
    return event.requestContext?.http?.method === 'HEAD' ? { ...result, body: undefined } : result;
  };
}

function answering(run: (event: HttpEvent) => Promise<HttpResult>, { errorAnswer }: HttpHandlerOptions) {
  return async (event: HttpEvent, context?: Context): Promise<HttpResult> => {
    const requestId = event.headers?.[CORRELATION_HEADER] ?? event.requestContext?.requestId;
    logger.resetKeys();
    logger.appendKeys({ requestId, route: event.routeKey });
    if (context) logger.addContext(context);
    try {
      if (!fromCloudFront(event)) throw new HttpError(403, MESSAGES.api.notThroughCloudFront);
      return await run(event);
    } catch (error) {
      if (error instanceof HttpError) {
        logger.info('request refused', { statusCode: error.statusCode, reason: error.message });
        return errorAnswer?.(event, error) ?? errorResult(error.statusCode, error.message, error.details);
      }
      logger.error('request failed', error as Error);
      return errorAnswer?.(event, new HttpError(500, MESSAGES.api.internal)) ?? errorResult(500, MESSAGES.api.internal);
    }
  };
}
