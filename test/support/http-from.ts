import { request, type IncomingHttpHeaders } from 'node:http';

export interface SimpleResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface RequestFromOptions {
  method?: string;
  body?: unknown;
  /** Loopback source address (127.0.0.2, 127.0.0.3, ...): a distinct client for per-address limits. */
  from?: string;
  headers?: Record<string, string>;
}

/** An HTTP request from a chosen loopback address; JSON bodies are sent and parsed. */
export function requestFrom(url: string, { method = 'GET', body, from = '127.0.0.1', headers = {} }: RequestFromOptions = {}): Promise<SimpleResponse> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        localAddress: from,
        // A connection of its own: a kept-alive one the server is closing as it is reused is an ECONNRESET.
        agent: false,
        // An explicit length: Node sends DELETE bodies without one otherwise.
        headers:
          payload === undefined
            ? headers
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Loopback address number n (1-based): 127.1.x.y, never colliding with 127.0.0.1. */
export const loopbackClient = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
