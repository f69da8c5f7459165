import * as z from 'zod/mini';
import './zod-config';

/** A URL or directive as a report carries it; longer ones are cut, not refused (a blocked data: URL can be long). */
const reportText = z.pipe(
  z.string(),
  z.transform((text: string) => text.slice(0, 300)),
);

/** One violation, however the browser reported it. */
export interface CspViolation {
  /** The directive that was violated, e.g. script-src-elem. */
  directive: string;
  /** What was blocked: a URL, or 'inline', 'eval'. */
  blocked: string;
  /** The page it happened on. */
  page: string;
  disposition: string;
}

/** report-uri's body (application/csp-report): one report under "csp-report", fields in kebab-case. */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': reportText,
    'effective-directive': z.optional(reportText),
    'violated-directive': z.optional(reportText),
    'blocked-uri': z._default(reportText, ''),
    disposition: z._default(reportText, 'enforce'),
  }),
});

/** The Reporting API's body (application/reports+json): a batch; only csp-violation reports are read. */
const reportsBatch = z.array(
  z.object({
    type: z.string(),
    url: reportText,
    body: z.object({
      documentURL: z.optional(reportText),
      effectiveDirective: z._default(reportText, ''),
      blockedURL: z._default(reportText, ''),
      disposition: z._default(reportText, 'enforce'),
    }),
  }),
).check(z.maxLength(50));

/** The violations in a report body of `type`; undefined when it is not one. */
export function cspViolations(type: 'reports' | 'legacy', body: unknown): CspViolation[] | undefined {
  if (type === 'legacy') {
    const parsed = legacyReport.safeParse(body);
    if (!parsed.success) return undefined;
    const report = parsed.data['csp-report'];
    return [
      {
        directive: report['effective-directive'] ?? report['violated-directive']?.split(' ')[0] ?? '',
        blocked: report['blocked-uri'],
        page: report['document-uri'],
        disposition: report.disposition,
      },
    ];
  }
  const parsed = reportsBatch.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data
    .filter((report) => report.type === 'csp-violation')
    .map((report) => ({
      directive: report.body.effectiveDirective,
      blocked: report.body.blockedURL,
      page: report.body.documentURL ?? report.url,
      disposition: report.body.disposition,
    }));
}
