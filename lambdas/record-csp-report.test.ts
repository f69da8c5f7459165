import { describe, expect, it } from 'vitest';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_REFUSED, CSP_REPORTS_ENDPOINT } from '../shared/csp-reports';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { invokeHandler } from '../test/support/invoke-handler';
import { useEmfRecords } from '../test/support/emf-records';

const emfRecords = useEmfRecords();

const send = (contentType: string, body: unknown) =>
  invokeHandler(
    () => import('./record-csp-report'),
    apiGatewayEvent({ method: 'POST', path: CSP_REPORTS_ENDPOINT, headers: { 'content-type': contentType }, body }),
  );

const violationCounts = () => emfRecords().filter((record) => 'CspViolation' in record);

const REPORTING_API_BATCH = [
  {
    type: 'csp-violation',
    age: 12,
    url: 'https://trailer.example.com/contact',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://trailer.example.com/contact',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://cdn.evil.example/x.js',
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://trailer.example.com/', body: { id: 'x', message: 'y' } },
];
const LEGACY_REPORT = {
  'csp-report': {
    'document-uri': 'https://trailer.example.com/gallery',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'self'",
    'blocked-uri': 'https://tracker.example/pixel.gif',
    disposition: 'enforce',
  },
};

describe('POST /api/csp-reports', () => {
  it("counts each csp-violation of a Reporting API batch by directive, skipping other report types, and answers an empty 204", async () => {
    const response = await send('application/reports+json', REPORTING_API_BATCH);

    expect(response.statusCode).toBe(204);
    expect(response.rawBody).toBe('');
    expect(violationCounts()).toEqual([expect.objectContaining({ directive: 'script-src-elem', CspViolation: 1 })]);
  });

  it("takes report-uri's single report (application/csp-report) the same way", async () => {
    const response = await send('application/csp-report', LEGACY_REPORT);

    expect(response.statusCode).toBe(204);
    expect(violationCounts()).toEqual([expect.objectContaining({ directive: 'img-src', CspViolation: 1 })]);
  });

  it('pools a directive it does not know, so the metric count stays bounded', async () => {
    await send('application/csp-report', { 'csp-report': { ...LEGACY_REPORT['csp-report'], 'effective-directive': 'made-up-<b>' } });

    expect(violationCounts()).toEqual([expect.objectContaining({ directive: 'other' })]);
  });

  it.each([
    ['not JSON', 'application/csp-report', '<script>alert(1)</script>'],
    ['JSON that is no report', 'application/reports+json', { '<script>alert(1)</script>': 1 }],
    ['a report missing its page', 'application/csp-report', { 'csp-report': { 'blocked-uri': '<script>alert(1)</script>' } }],
    ['a batch of more than 50', 'application/reports+json', Array.from({ length: 51 }, () => REPORTING_API_BATCH[0])],
  ])('refuses %s with a 400 that repeats nothing of it, and counts nothing', async (_case, type, body) => {
    const response = await send(type, body);

    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({ error: CSP_REPORT_REFUSED });
    expect(violationCounts()).toEqual([]);
  });

  it('refuses another body type with a 415 and an oversized body with a 413', async () => {
    const wrongType = await send('text/plain', JSON.stringify(LEGACY_REPORT));
    const oversized = await send('application/csp-report', { 'csp-report': { ...LEGACY_REPORT['csp-report'], 'script-sample': 'x'.repeat(CSP_REPORT_MAX_BYTES) } });

    expect(wrongType.statusCode).toBe(415);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.rawBody).not.toContain('xxxx');
    expect(violationCounts()).toEqual([]);
  });
});
