/** The JSON error body every API error response carries. */
export interface ApiErrorBody {
  error: string;
  /** Per-field problems, when the request failed validation. */
  details?: string[];
}

export const CORRELATION_HEADER = 'x-request-id';

/** Set by CloudFront (and the local server) on requests to the API: the viewer's "ip:port". */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Added by CloudFront to every request it forwards to the API, with the value of the origin secret;
 * the handlers refuse requests without it, so the API's own execute-api endpoint serves nobody.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The environment variable through which the handlers learn the origin secret's value. */
export const ORIGIN_SECRET_ENV = 'ORIGIN_SECRET';

/**
 * Set by the edge function on every API request (and by the local server, which runs it too): the
 * host the viewer asked for. CloudFront sends API Gateway its own Host, so without this the API could
 * not tell the site's own pages from another site's.
 */
export const VIEWER_HOST_HEADER = 'x-viewer-host';
