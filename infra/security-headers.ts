import { CSP_REPORT_GROUP, CSP_REPORTS_ENDPOINT } from '../shared/csp-reports';

/**
 * The site's security headers: one definition. The headers every response carries are mapped to the
 * CloudFront response headers policy by the stack and to plain HTTP headers by the local server; the
 * Content-Security-Policy goes only with pages, each naming the hashes of its own inline scripts (the
 * edge function adds it: infra/edge/edge-code.ts), since only a document runs scripts.
 */

export interface PagePolicyOptions {
  /** Origins fetch() may reach besides the site itself, e.g. the Cognito endpoint. */
  connectSources?: readonly string[];
  /**
   * Adds upgrade-insecure-requests. Only where the site is served over https: the local runtime
   * serves http, and the directive would break every subresource there.
   * @default false
   */
  upgradeInsecureRequests?: boolean;
}

export interface StrictTransportSecurity {
  maxAgeSeconds: number;
  includeSubDomains: boolean;
  preload: boolean;
}

/** The headers of every response, field by field as the CloudFront response headers policy needs them; see securityHeadersAsHttpHeaders. */
export interface SecurityHeaders {
  strictTransportSecurity: StrictTransportSecurity;
  contentTypeOptions: 'nosniff';
  frameOptions: 'DENY';
  referrerPolicy: 'strict-origin-when-cross-origin';
  permissionsPolicy: string;
  crossOriginOpenerPolicy: 'same-origin';
  /** No other site may embed the pages, photos or answers (a photo in another site's <img> is refused). */
  crossOriginResourcePolicy: 'same-origin';
  /** The Reporting API endpoints the pages' policy reports to (report-to). */
  reportingEndpoints: string;
}

/** Two years, the minimum the HSTS preload list accepts. */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

// The browser features no page uses; a framed or injected script cannot ask for them either.
const DISABLED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'] as const;

const HASH_SOURCE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
// A source must not be able to end its directive or add one (";", ",") or slip in a keyword ("'").
const HOST_SOURCE = /^[^\s;,']+$/;

/** A script hash as a policy source ('sha256-…'); throws on anything else. */
export function scriptHashSource(hash: string): string {
  const bare = hash.replace(/^'(.*)'$/, '$1');
  if (!HASH_SOURCE.test(bare)) throw new Error(`not a CSP script hash: ${hash}`);
  return `'${bare}'`;
}

function hostSource(source: string): string {
  if (!HOST_SOURCE.test(source)) throw new Error(`not a CSP host source: ${source}`);
  return source;
}

/** A page's policy around its script hashes: `${before}${' ' + each hash source}${after}`. */
export interface PagePolicyTemplate {
  before: string;
  after: string;
}

/** Where a page's script hashes go in its Content-Security-Policy. */
const SCRIPT_HASHES = '\u0000';

/**
 * The pages' Content-Security-Policy, without their script hashes: every page's is the same but for
 * those. Throws on a connect source that could widen the policy.
 */
export function pagePolicyTemplate(options: PagePolicyOptions = {}): PagePolicyTemplate {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'" + SCRIPT_HASHES],
    // Emotion (MUI) writes its styles into inline <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for placeholders and previews of photos being uploaded; video posters are the
    // site's own, so nothing loads from the video site before a play click.
    'img-src': ["'self'", 'data:', 'blob:'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'connect-src': ["'self'", ...(options.connectSources ?? []).map(hostSource)],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
    // report-to where the browser has the Reporting API; report-uri, which it then ignores, where not.
    'report-uri': [CSP_REPORTS_ENDPOINT],
    'report-to': [CSP_REPORT_GROUP],
  };
  const [before = '', after = ''] = Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
    .split(SCRIPT_HASHES);
  return { before, after };
}

/**
 * A page's Content-Security-Policy: inline scripts allowed by hash only (e.g. 'sha256-AbC…=', with or
 * without the single quotes), never wholesale. Throws on a malformed hash.
 */
export function pagePolicy(template: PagePolicyTemplate, scriptHashes: readonly string[]): string {
  return `${template.before}${scriptHashes.map((hash) => ` ${scriptHashSource(hash)}`).join('')}${template.after}`;
}

/** The security headers every response of the site carries, pages and everything else. */
export function securityHeaders(): SecurityHeaders {
  return {
    strictTransportSecurity: { maxAgeSeconds: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: true },
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    reportingEndpoints: `${CSP_REPORT_GROUP}="${CSP_REPORTS_ENDPOINT}"`,
  };
}

/** The same headers as lowercase HTTP header names and values, for the local server. */
export function securityHeadersAsHttpHeaders(headers: SecurityHeaders): Record<string, string> {
  const hsts = headers.strictTransportSecurity;
  return {
    'strict-transport-security': [
      `max-age=${hsts.maxAgeSeconds}`,
      ...(hsts.includeSubDomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'x-content-type-options': headers.contentTypeOptions,
    'x-frame-options': headers.frameOptions,
    'referrer-policy': headers.referrerPolicy,
    'permissions-policy': headers.permissionsPolicy,
    'cross-origin-opener-policy': headers.crossOriginOpenerPolicy,
    'cross-origin-resource-policy': headers.crossOriginResourcePolicy,
    'reporting-endpoints': headers.reportingEndpoints,
  };
}
