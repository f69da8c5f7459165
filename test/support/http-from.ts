import { request } from 'node:http';

export interface SimpleResponse {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON from a chosen loopback address (127.0.0.2, 127.0.0.3, ...), so tests and
 * benchmarks can act as distinct clients for the per-address rate limit.
 */
export function postJsonFrom(
  url: string,
  body: unknown,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<SimpleResponse> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
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
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
