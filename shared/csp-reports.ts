/**
 * Where browsers report Content-Security-Policy violations: the pages' policy names it twice,
 * `report-to` (the Reporting API group of the `Reporting-Endpoints` header) and `report-uri` for
 * browsers without the Reporting API. Kept free of zod; the schema is in csp-report-schema.ts.
 */
export const CSP_REPORTS_ENDPOINT = '/api/csp-reports';
/** The Reporting-Endpoints group the policy's report-to names. */
export const CSP_REPORT_GROUP = 'csp';
/** A report is a few hundred bytes; a batch of the Reporting API a few kilobytes. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** The Reporting API's batch type, and the older report-uri's single report type. */
export const CSP_REPORT_TYPES = { reports: 'application/reports+json', legacy: 'application/csp-report' } as const;
/** API Gateway's per-route limit for reports: steady requests a second and burst, across all viewers. */
export const CSP_REPORT_THROTTLE = { rateLimit: 5, burstLimit: 20 } as const;
/** The answer to anything that is not a report; it names no part of what was sent. */
export const CSP_REPORT_REFUSED = 'The body is not a Content-Security-Policy report';
