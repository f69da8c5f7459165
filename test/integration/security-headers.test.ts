import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRecord } from '../../shared/images';
import { inlineScriptHashes } from '../../infra/csp-hashes';
import { securityHeaders, securityHeadersAsHttpHeaders } from '../../infra/security-headers';
import { SITE_DIR } from '../../infra/local/web-build';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let expected: Record<string, string>;
let photoUrl: string;
let assetUrl: string;

beforeAll(async () => {
  stack = await startTestStack();
  // The one definition, with this build's inline-script hashes, exactly as the runtime builds it.
  expected = securityHeadersAsHttpHeaders(
    securityHeaders({ scriptHashes: inlineScriptHashes(SITE_DIR), connectSources: [stack.endpoints.cognito, stack.endpoints.s3] }),
  );
  const [photo] = (await (await fetch(`${stack.url}/api/images`)).json()) as ImageRecord[];
  photoUrl = photo!.publicUrl;
  const html = await (await fetch(stack.url)).text();
  // Pages name their scripts in the deferred React Router bootstrap (web/build/hydrate-after-load.ts).
  assetUrl = /"(\/assets\/[^"\s]+\.js)"/.exec(html)![1]!;
});

afterAll(async () => {
  await stack?.stop();
});

describe('every response of the local runtime carries the one security-headers definition', () => {
  const cases: [string, () => string, RequestInit?][] = [
    ['a page', () => '/'],
    ['the 404 page', () => '/no-such-page'],
    ['a redirect', () => '/home'],
    ['a hashed asset', () => assetUrl],
    ['a photo', () => photoUrl],
    ['a missing photo', () => '/media/images/none.jpg'],
    ['an API list', () => '/api/images'],
    ['an API validation error', () => '/api/images?category=nope'],
    ['an unknown API path', () => '/api/nothing'],
    ['a refused method', () => '/', { method: 'POST' }],
    ['the runtime configuration', () => '/config.json'],
  ];

  it.each(cases)('%s', async (_name, path, init) => {
    const response = await fetch(`${stack.url}${path()}`, { redirect: 'manual', ...init });

    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it('allows inline scripts only by hash, never wholesale', () => {
    const scriptSrc = expected['content-security-policy']!.split(';').find((d) => d.trim().startsWith('script-src'))!;

    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(expected['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(expected['permissions-policy']).toContain('camera=()');
  });
});
