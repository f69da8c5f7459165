/**
 * The site's security headers: one definition, mapped to the CloudFront response headers policy
 * by the stack and to plain HTTP headers by the local server, so both send the same policy.
 */

export interface SecurityHeadersOptions {
  /**
   * CSP hashes of the inline scripts the prerendered pages carry, e.g. 'sha256-AbC…='
   * (with or without the single quotes). Inline scripts are allowed by hash only, never wholesale.
   */
  scriptHashes: readonly string[];
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

/** Field by field what the CloudFront response headers policy needs; see securityHeadersAsHttpHeaders. */
export interface SecurityHeaders {
  contentSecurityPolicy: string;
  strictTransportSecurity: StrictTransportSecurity;
  contentTypeOptions: 'nosniff';
  frameOptions: 'DENY';
  referrerPolicy: 'strict-origin-when-cross-origin';
  permissionsPolicy: string;
  crossOriginOpenerPolicy: 'same-origin';
}

/** Two years, the minimum the HSTS preload list accepts. */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

// The browser features no page uses; a framed or injected script cannot ask for them either.
const DISABLED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'] as const;

const HASH_SOURCE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
// A source must not be able to end its directive or add one (";", ",") or slip in a keyword ("'").
const HOST_SOURCE = /^[^\s;,']+$/;

function scriptHashSource(hash: string): string {
  const bare = hash.replace(/^'(.*)'$/, '$1');
  if (!HASH_SOURCE.test(bare)) throw new Error(`not a CSP script hash: ${hash}`);
  return `'${bare}'`;
}

function hostSource(source: string): string {
  if (!HOST_SOURCE.test(source)) throw new Error(`not a CSP host source: ${source}`);
  return source;
}

function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes.map(scriptHashSource)],
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
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The security headers every response of the site carries. Throws on a malformed script hash or
 * connect source, so a bad build input cannot widen the policy.
 */
export function securityHeaders(options: SecurityHeadersOptions): SecurityHeaders {
  return {
    contentSecurityPolicy: contentSecurityPolicy(options),
    strictTransportSecurity: { maxAgeSeconds: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: true },
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    crossOriginOpenerPolicy: 'same-origin',
  };
}

/** The same headers as lowercase HTTP header names and values, for the local server. */
export function securityHeadersAsHttpHeaders(headers: SecurityHeaders): Record<string, string> {
  const hsts = headers.strictTransportSecurity;
  return {
    'content-security-policy': headers.contentSecurityPolicy,
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
  };
}
