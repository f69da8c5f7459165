import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_REFUSED, CSP_REPORT_TYPES } from '../shared/csp-reports';
import { cspViolations } from '../shared/csp-report-schema';
import { HttpError, httpHandler, rawBody } from './common/http';
import { logger } from './common/logger';
import { metrics } from './common/metrics';

/** The directives a page's policy sets or a browser reports for them; anything else is pooled, so the metric count stays bounded. */
const KNOWN_DIRECTIVES = new Set([
  'default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr', 'img-src',
  'frame-src', 'connect-src', 'font-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'media-src', 'worker-src',
]);
const directiveDimension = (directive: string) => (KNOWN_DIRECTIVES.has(directive) ? directive : 'other');

const REPORT_TYPE_OF = new Map<string, keyof typeof CSP_REPORT_TYPES>(Object.entries(CSP_REPORT_TYPES).map(([kind, type]) => [type, kind as keyof typeof CSP_REPORT_TYPES]));

/**
 * POST /api/csp-reports: Content-Security-Policy violations the browsers report (the Reporting API's
 * batches and report-uri's single reports). Each is logged and counted as the CspViolation metric by
 * directive; the answer is an empty 204, or a 4xx that repeats nothing of the body. API Gateway limits
 * the route's rate (shared/api-routes.ts).
 */
export const handler = httpHandler(async (event) => {
  const type = (event.headers?.['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const kind = REPORT_TYPE_OF.get(type);
  if (!kind) throw new HttpError(415, `Reports must be sent as ${Object.values(CSP_REPORT_TYPES).join(' or ')}`);
  let body: unknown;
  try {
    body = JSON.parse(rawBody(event, { maxBytes: CSP_REPORT_MAX_BYTES }).toString('utf8'));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, CSP_REPORT_REFUSED);
  }
  const violations = cspViolations(kind, body);
  if (!violations) throw new HttpError(400, CSP_REPORT_REFUSED);

  for (const violation of violations) {
    logger.warn('Content-Security-Policy violation', { ...violation });
    metrics.addDimension('directive', directiveDimension(violation.directive));
    metrics.addMetric('CspViolation', MetricUnit.Count, 1);
    metrics.publishStoredMetrics();
  }
  return { statusCode: 204 };
});
