import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { lookup as mimeType } from 'mrmime';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/http';
import { MEDIA_PATH_PREFIX } from '../../shared/images';
import { documentContentType } from '../../shared/documents';
import { isPageFilePath, PUBLISHED_PAGES_FILE } from '../../shared/published-pages';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../shared/runtime-config';
import { MEDIA_CACHE_CONTROL, REVALIDATE, siteFileHeaders } from '../../shared/cache-policy';
import { isFunctionResponse, type CloudFrontFunctionEvent, type CloudFrontFunctionRequest, type CloudFrontHeaders } from '../edge/cloudfront-event';
import { loadEdgeHandler, type EdgePagePolicy } from '../edge/edge-code';
import type { GatewayResponse } from './api-gateway';

export interface SiteServerOptions {
  /** The web build's client folder (build/client). */
  siteDir: string;
  /** The headers of every response (infra/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** The pages' Content-Security-Policy, which the edge function adds to each page. */
  pagePolicy: EdgePagePolicy;
  api: (req: IncomingMessage, url: URL) => Promise<GatewayResponse>;
  /** The value CloudFront's origin custom header carries to the API (the origin secret). */
  originSecret: string;
  s3: S3Client;
  photoBucket: string;
  /** Holds the pages the page publisher wrote and its record; every other site file is the build's. */
  siteBucket: string;
  /** What the stack writes to the site bucket as /config.json; served from memory here. */
  runtimeConfig: RuntimeConfig;
}

/** CloudFront's header form ({ name: { value } }) as plain HTTP headers. */
const plainHeaders = (headers: CloudFrontHeaders = {}) => Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));

/** A body to compress: its cache key, what changes when it changes, and how to read it. */
interface CompressionSource {
  key: string;
  version: string;
  read: () => Promise<Buffer>;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * The request in CloudFront's event form. Header and query names are the viewer's, so they are keys
 * of prototype-less objects: `__proto__` or `constructor` is a name like any other and never reaches
 * Object.prototype, which every module of this process (the emulators included) shares.
 */
function toCloudFrontRequest(req: IncomingMessage, url: URL): CloudFrontFunctionRequest {
  const headers: CloudFrontHeaders = Object.create(null);
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = { value: Array.isArray(value) ? value.join(',') : value };
  }
  const querystring: CloudFrontFunctionRequest['querystring'] = Object.create(null);
  for (const part of url.search.replace(/^\?/, '').split('&').filter(Boolean)) {
    const [name = '', value = ''] = part.split('=');
    const existing = querystring[name];
    if (existing) (existing.multiValue ??= [{ value: existing.value }]).push({ value });
    else querystring[name] = { value };
  }
  return { method: req.method ?? 'GET', uri: url.pathname, querystring, headers, cookies: Object.create(null) };
}

/**
 * The local CloudFront: one origin with the production behaviours.
 * `/api/*` goes to the local API gateway; `/media/*` and everything else run the
 * edge function first, then read from the photo bucket or the site build.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const edge = loadEdgeHandler(options.pagePolicy);
  const compressed = new Map<string, { version: string; br: Buffer; gzip: Buffer }>();

  function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: Buffer | string) {
    res.writeHead(status, { ...options.securityHeaders, ...headers });
    res.end(body);
  }

  /** A file as the page publisher last wrote it to the site bucket (a page, a file it names, a document, or its record); undefined before its first publish. */
  async function publishedFile(uri: string): Promise<{ body: Buffer; lastModified: Date; etag: string } | undefined> {
    if (!uri.endsWith('.html') && uri !== `/${PUBLISHED_PAGES_FILE}` && !isPageFilePath(uri) && documentContentType(uri) === undefined) return undefined;
    try {
      const object = await options.s3.send(new GetObjectCommand({ Bucket: options.siteBucket, Key: uri.replace(/^\//, '') }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      return { body, lastModified: object.LastModified ?? new Date(), etag: object.ETag ?? String(body.length) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  /**
   * Sends a compressible body compressed as the viewer accepts (CloudFront's automatic compression),
   * keeping each compressed copy until its source changes; false when it is sent as it is instead.
   */
  async function sendCompressed(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, source: CompressionSource) {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (!encoding || !COMPRESSIBLE.test(headers['content-type'] ?? '')) return false;
    let entry = compressed.get(source.key);
    if (entry?.version !== source.version) {
      const raw = await source.read();
      entry = {
        version: source.version,
        br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(raw, { level: 9 }),
      };
      compressed.set(source.key, entry);
    }
    send(res, status, { ...headers, 'content-encoding': encoding }, req.method === 'HEAD' ? undefined : entry[encoding]);
    return true;
  }

  async function serveSiteFile(req: IncomingMessage, res: ServerResponse, uri: string, status: number, edgeHeaders: Record<string, string>) {
    const fileHeaders = siteFileHeaders(uri);
    const headersOf = (type: string, lastModified: Date): Record<string, string> => ({
      'content-type': type.startsWith('text/') || type === 'application/javascript' ? `${type}; charset=utf-8` : type,
      'cache-control': fileHeaders.cacheControl,
      ...(fileHeaders.contentDisposition ? { 'content-disposition': fileHeaders.contentDisposition } : {}),
      'last-modified': lastModified.toUTCString(),
      vary: 'accept-encoding',
      ...edgeHeaders,
    });

    const published = await publishedFile(uri);
    if (published) {
      const headers = headersOf(fileHeaders.contentType ?? mimeType(uri) ?? 'text/html', published.lastModified);
      const source = { key: `${options.siteBucket}${uri}`, version: published.etag, read: async () => published.body };
      if (await sendCompressed(req, res, status, headers, source)) return;
      return send(res, status, { ...headers, 'content-length': String(published.body.length) }, req.method === 'HEAD' ? undefined : published.body);
    }

    const path = normalize(join(options.siteDir, decodeURIComponent(uri)));
    if (!path.startsWith(options.siteDir + sep)) return send(res, 400, { 'content-type': 'text/plain' }, 'Bad path');
    let stats;
    try {
      stats = statSync(path);
      if (!stats.isFile()) throw new Error('not a file');
    } catch {
      // What S3 answers CloudFront for a missing key behind OAC without list rights.
      return send(res, 403, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found');
    }
    const headers = headersOf(fileHeaders.contentType ?? mimeType(path) ?? 'application/octet-stream', stats.mtime);
    if (await sendCompressed(req, res, status, headers, { key: path, version: String(stats.mtimeMs), read: () => readFile(path) })) return;
    res.writeHead(status, { ...options.securityHeaders, ...headers, 'content-length': String(stats.size) });
    if (req.method === 'HEAD') return res.end();
    createReadStream(path).pipe(res);
  }

  async function serveMedia(req: IncomingMessage, res: ServerResponse, key: string) {
    try {
      const object = await options.s3.send(new GetObjectCommand({ Bucket: options.photoBucket, Key: key }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      send(
        res,
        200,
        {
          'content-type': object.ContentType ?? 'application/octet-stream',
          // CloudFront passes on the object's own Content-Disposition (an inspection document's download name).
          ...(object.ContentDisposition ? { 'content-disposition': object.ContentDisposition } : {}),
          'cache-control': MEDIA_CACHE_CONTROL,
          'content-length': String(body.length),
        },
        req.method === 'HEAD' ? undefined : body,
      );
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
        return send(res, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'No such photo');
      }
      throw error;
    }
  }

  const viewerRequest = (req: IncomingMessage, url: URL): CloudFrontFunctionEvent => ({
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: req.socket.remoteAddress ?? '127.0.0.1' },
    request: toCloudFrontRequest(req, url),
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/api/')) {
      // As CloudFront does: the viewer's address and the origin custom header, each replacing
      // whatever the client sent under that name.
      req.headers[VIEWER_ADDRESS_HEADER] = `${req.socket.remoteAddress}:${req.socket.remotePort}`;
      // The API behaviour runs the edge function's viewer-request half too, which adds headers only.
      const forwarded = edge(viewerRequest(req, url));
      if (isFunctionResponse(forwarded)) throw new Error('the edge function must pass API requests on');
      for (const [name, { value }] of Object.entries(forwarded.headers)) req.headers[name] = value;
      req.headers[ORIGIN_VERIFY_HEADER] = options.originSecret;
      const response = await options.api(req, url);
      const headers: Record<string, string> = { 'cache-control': 'no-store', ...response.headers };
      if (response.timing) {
        const { handlerMs, awsMs } = response.timing;
        headers['server-timing'] = `handler;dur=${handlerMs.toFixed(2)}, aws;dur=${awsMs.toFixed(2)}`;
      }
      return send(res, response.statusCode, headers, response.body);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'Method not allowed');
    }

    const event = viewerRequest(req, url);
    const result = edge(event);
    if (isFunctionResponse(result)) {
      return send(res, result.statusCode, plainHeaders(result.headers));
    }
    if (url.pathname.startsWith(`${MEDIA_PATH_PREFIX}/`)) return serveMedia(req, res, result.uri.replace(/^\//, ''));
    if (result.uri === RUNTIME_CONFIG_PATH) {
      const body = JSON.stringify(options.runtimeConfig);
      return send(res, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': REVALIDATE }, body);
    }
    // The viewer-response half of the edge function decides the final status (404 for the not-found page)
    // and adds a page's Content-Security-Policy.
    const response = edge({ ...event, context: { eventType: 'viewer-response' }, request: result, response: { statusCode: 200, headers: {} } });
    if (!isFunctionResponse(response)) throw new Error('the edge function must answer a viewer response with the response');
    return serveSiteFile(req, res, result.uri, response.statusCode, plainHeaders(response.headers));
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[site] request failed:', error);
      if (!res.headersSent) send(res, 500, { 'content-type': 'application/json' }, JSON.stringify({ error: 'Internal error' }));
      else res.destroy();
    });
  });
}
