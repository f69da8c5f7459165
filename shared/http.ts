/** The JSON error body every API error response carries. */
export interface ApiErrorBody {
  error: string;
  /** Per-field problems, when the request failed validation. */
  details?: string[];
}

export const CORRELATION_HEADER = 'x-request-id';

/** Set by CloudFront (and the local server) on requests to the API: the viewer's "ip:port". */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
