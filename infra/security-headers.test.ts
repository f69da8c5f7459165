import { describe, expect, it } from 'vitest';
import { pagePolicy, pagePolicyTemplate, securityHeaders, securityHeadersAsHttpHeaders } from './security-headers';

const HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/** The sources of one CSP directive, or undefined when the directive is absent. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

/** A page's policy with the given script hashes and template options. */
const policyWith = (scriptHashes: string[], options: Parameters<typeof pagePolicyTemplate>[0] = {}) => pagePolicy(pagePolicyTemplate(options), scriptHashes);

describe("a page's Content-Security-Policy", () => {
  const csp = policyWith([HASH]);

  it('allows inline scripts by hash only, never unsafe-inline or unsafe-eval', () => {
    const scriptSrc = directive(csp, 'script-src');

    expect(scriptSrc).toEqual(["'self'", `'${HASH}'`]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('accepts hashes already quoted', () => {
    expect(directive(policyWith([`'${HASH}'`]), 'script-src')).toEqual(["'self'", `'${HASH}'`]);
  });

  it('allows no inline script at all on a page without one', () => {
    expect(directive(policyWith([]), 'script-src')).toEqual(["'self'"]);
  });

  it.each(["'unsafe-inline'", 'sha256-abc; script-src *', '*', 'https://cdn.example'])(
    'refuses %s as a script hash',
    (hash) => {
      expect(() => policyWith([hash])).toThrow(/script hash/);
    },
  );

  it('keeps the policy closed by default and forbids framing', () => {
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets in exactly the outside content the pages use', () => {
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'font-src')).toEqual(["'self'", 'data:']);
  });

  it('adds connect sources such as the Cognito endpoint', () => {
    const withCognito = policyWith([], { connectSources: ['https://cognito-idp.us-east-1.amazonaws.com'] });

    expect(directive(withCognito, 'connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.us-east-1.amazonaws.com',
    ]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('refuses a connect source that would add a directive', () => {
    expect(() => pagePolicyTemplate({ connectSources: ['https://a.example; script-src *'] })).toThrow(
      /host source/,
    );
  });

  it('upgrades insecure requests only when asked', () => {
    const upgraded = policyWith([], { upgradeInsecureRequests: true });

    expect(directive(upgraded, 'upgrade-insecure-requests')).toEqual([]);
    expect(directive(csp, 'upgrade-insecure-requests')).toBeUndefined();
  });

});

describe('the headers of every response', () => {
  const headers = securityHeaders();

  it('asks for HSTS for two years with subdomains and preload', () => {
    expect(headers.strictTransportSecurity).toEqual({ maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: true });
  });

  it('sets nosniff, DENY, a strict referrer policy and COOP', () => {
    expect(headers).toMatchObject({
      contentTypeOptions: 'nosniff',
      frameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginOpenerPolicy: 'same-origin',
    });
  });

  it('turns off the browser features no page uses', () => {
    expect(headers.permissionsPolicy).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });
});

describe('securityHeadersAsHttpHeaders', () => {
  it('maps every header to its lowercase HTTP name and value', () => {
    const http = securityHeadersAsHttpHeaders(securityHeaders());

    expect(http).toEqual({
      'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'reporting-endpoints': 'csp="/api/csp-reports"',
    });
  });

  it("makes every page's policy report to the endpoint: report-to for the Reporting API, report-uri for the browsers without it", () => {
    const policy = pagePolicy(pagePolicyTemplate(), []);

    expect(policy).toContain('; report-uri /api/csp-reports; report-to csp');
    expect(securityHeaders().reportingEndpoints).toBe('csp="/api/csp-reports"');
  });
});
