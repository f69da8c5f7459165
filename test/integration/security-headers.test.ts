import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactReceiptUrl } from '../../shared/contact';
import { CSP_REPORT_THROTTLE, CSP_REPORT_TYPES, CSP_REPORTS_ENDPOINT } from '../../shared/csp-reports';
import type { ImageRecord } from '../../shared/images';
import { resourceGuidePath } from '../../shared/site-routes';
import { pageScriptHashes } from '../../infra/csp-hashes';
import { localPagePolicy } from '../../infra/local/runtime';
import { pagePolicy, securityHeaders, securityHeadersAsHttpHeaders } from '../../infra/security-headers';
import { SITE_DIR } from '../../infra/local/web-build';
import { API_PAGE_POLICY } from '../../lambdas/common/html-page';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
/** The headers of every response: the one definition, exactly as the runtime builds it. */
const everyResponse = securityHeadersAsHttpHeaders(securityHeaders());
let pagePolicyOf: (file: string) => string;
let photoUrl: string;
let assetUrl: string;

beforeAll(async () => {
  stack = await startTestStack();
  const policy = localPagePolicy(SITE_DIR, [stack.endpoints.cognito, stack.endpoints.s3]);
  pagePolicyOf = (file) => pagePolicy(policy.template, policy.pageScripts[file]!);
  const [photo] = (await (await fetch(`${stack.url}/api/images`)).json()) as ImageRecord[];
  photoUrl = photo!.publicUrl;
  const html = await (await fetch(stack.url)).text();
  // Pages name their scripts in the deferred React Router bootstrap (web/build/hydrate-after-load.ts).
  assetUrl = /"(\/assets\/[^"\s]+\.js)"/.exec(html)![1]!;
});

afterAll(async () => {
  await stack?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, { redirect: 'manual', ...init });

describe('every response of the local runtime carries the security headers; only documents carry a script policy', () => {
  const cases: [string, () => string, RequestInit?][] = [
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

  it.each(cases)('%s: the headers of every response and no Content-Security-Policy', async (_name, path, init) => {
    const response = await get(path(), init);

    for (const [name, value] of Object.entries(everyResponse)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it.each([
    ['Home', '/', '/index.html'],
    ['the contact page', '/contact', '/contact/index.html'],
    ['the 404 page', '/no-such-page', '/404.html'],
  ])('%s: the headers of every response and its own policy, naming the hashes of its own inline scripts', async (_name, path, file) => {
    const response = await get(path);

    for (const [name, value] of Object.entries(everyResponse)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(pagePolicyOf(file));
  });

  it("a page's policy allows inline scripts only by its own hashes, never wholesale, and no other page's", async () => {
    const home = (await get('/')).headers.get('content-security-policy')!;
    const scriptSrc = home.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    const hashes = pageScriptHashes(SITE_DIR);

    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc.trim().split(/\s+/).slice(2).sort()).toEqual([...hashes['/index.html']!].sort());
    // Most pages' inline scripts are the same; a guide's carries its route parameter in React Router's context.
    expect(hashes[`${resourceGuidePath('buying-guide')}/index.html`]!.some((hash) => !home.includes(hash))).toBe(true);
    expect(home).toContain("frame-ancestors 'none'");
  });

  it('a page the API answers with (a receipt) has a policy of its own that runs no script', async () => {
    const response = await get(contactReceiptUrl(randomUUID()));

    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(API_PAGE_POLICY);
    for (const [name, value] of Object.entries(everyResponse)) expect(response.headers.get(name), name).toBe(value);
  });
});

describe('HEAD is answered like GET, without a body, wherever GET is', () => {
  it.each([
    ['a page', () => '/'],
    ['a photo', () => photoUrl],
    ['an API list', () => '/api/images?featured=true'],
    ['the public listing state', () => '/api/listing'],
    ['an unknown image category (a refusal)', () => '/api/images?category=nope'],
  ])('%s', async (_name, path) => {
    const got = await get(path());
    const head = await get(path(), { method: 'HEAD' });

    expect(head.status).toBe(got.status);
    expect(head.headers.get('content-type')).toBe(got.headers.get('content-type'));
    expect(head.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(await head.text()).toBe('');
    expect((await got.text()).length).toBeGreaterThan(0);
  });

  it('a HEAD where only another method exists is a 404, as API Gateway answers a route it does not have', async () => {
    expect((await get(CSP_REPORTS_ENDPOINT, { method: 'HEAD' })).status).toBe(404);
  });
});

describe('the CSP report endpoint', () => {
  const report = (body: unknown, type: string = CSP_REPORT_TYPES.legacy) =>
    get(CSP_REPORTS_ENDPOINT, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
  const violation = { 'csp-report': { 'document-uri': 'http://127.0.0.1/gallery', 'effective-directive': 'img-src', 'blocked-uri': 'https://tracker.example/p.gif' } };

  it('takes a report of either kind with an empty 204, and limits the rate with API Gateway\'s 429', async () => {
    const legacy = await report(violation);
    const batch = await report([{ type: 'csp-violation', url: '/gallery', body: { effectiveDirective: 'img-src', blockedURL: 'inline' } }], CSP_REPORT_TYPES.reports);

    expect(legacy.status).toBe(204);
    expect(await legacy.text()).toBe('');
    expect(batch.status).toBe(204);
    const burst = await Promise.all(Array.from({ length: CSP_REPORT_THROTTLE.burstLimit + 5 }, () => report(violation)));
    const statuses = burst.map((response) => response.status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
  });
});
