import { describe, expect, it } from 'vitest';
import { http2HeaderBytes, type ResponseHead } from './http2-header-bytes';

/** A response with security headers the size of the site's (its policy lists the hashes of every inline script). */
function scriptResponse(version: number): ResponseHead {
  const hashes = Array.from({ length: 40 }, (_, index) => `'sha256-${Buffer.from(`${version}:${index}`.padEnd(32, '-')).toString('base64')}'`);
  return {
    status: 200,
    headers: {
      'Content-Security-Policy': `default-src 'self'; script-src 'self' ${hashes.join(' ')}`,
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'Content-Type': 'text/javascript',
      'Content-Length': String(1000 + version),
      ETag: `"${version}"`,
    },
  };
}

describe('http2HeaderBytes', () => {
  it('counts a response’s headers once in full, and again, on the same connection, as a few bytes: a frame’s header and an index per field', async () => {
    const first = await http2HeaderBytes([scriptResponse(1)]);
    const both = await http2HeaderBytes([scriptResponse(1), scriptResponse(1)]);

    expect(first).toBeGreaterThan(1500);
    expect(both - first).toBeLessThan(40);
  });

  it('counts what differs between responses: another policy costs its own bytes', async () => {
    const same = await http2HeaderBytes([scriptResponse(1), scriptResponse(1)]);
    const different = await http2HeaderBytes([scriptResponse(1), scriptResponse(2)]);

    expect(different - same).toBeGreaterThan(1000);
  });

  it('leaves out HTTP/1.1’s connection fields, which HTTP/2 does not carry, and requests without a response', async () => {
    const plain = await http2HeaderBytes([scriptResponse(1)]);
    const response = scriptResponse(1);
    const http1 = { ...response, headers: { ...response.headers, Connection: 'keep-alive', 'Keep-Alive': 'timeout=5', 'Transfer-Encoding': 'chunked' } };

    expect(await http2HeaderBytes([http1, { status: 0, headers: {} }])).toBe(plain);
    expect(await http2HeaderBytes([])).toBe(0);
  });

  it('sends a field with several values (as the DevTools protocol joins them, by newlines) as several fields', async () => {
    const one = await http2HeaderBytes([{ status: 200, headers: { 'Set-Cookie': 'a=1' } }]);
    const two = await http2HeaderBytes([{ status: 200, headers: { 'Set-Cookie': 'a=1\nb=2' } }]);

    expect(two - one).toBeGreaterThan(2);
    expect(two - one).toBeLessThan(12);
  });
});
