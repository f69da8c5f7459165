import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_CHECKS, parseSiteSettings } from '../shared/settings';
import { preflightFindings, type PreflightContent } from './preflight-checks';

const REAL_SETTINGS = parseSiteSettings({
  siteHost: 'trailer.prairiemedicalunits.ca',
  sellerName: 'Dana Whitford',
  sellerPhone: '+1 780 432 7719',
  sellerEmail: 'sales@prairiemedicalunits.ca',
  sellerWhatsapp: '17804327719',
  adminEmail: 'dana@prairiemedicalunits.ca',
  sesSender: 'no-reply@prairiemedicalunits.ca',
  region: 'ca-central-1',
});
const REAL_CONTENT: PreflightContent = {
  videoIds: ['dQw4w9WgXcQ', 'a-B_c1D2e3F'],
  testimonials: [{ name: 'Sarah M.', verified: true }],
  placeholderPictures: [],
};

describe('preflightFindings', () => {
  it('finds nothing in real settings and content', () => {
    expect(preflightFindings(REAL_SETTINGS, REAL_CONTENT)).toEqual([]);
  });

  it('names every placeholder of the defaults, each with where to fix it', () => {
    const findings = preflightFindings(
      parseSiteSettings({
        siteHost: 'trailer.example.com',
        sellerName: 'Alex',
        sellerPhone: '+1 780 555 0134',
        sellerEmail: 'seller@example.com',
        sellerWhatsapp: '17805550134',
        adminEmail: 'admin@example.org',
        sesSender: 'no-reply@mail.example.net',
        region: 'ca-central-1',
        hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'example.com' },
      }),
      { videoIds: ['PLACEHOLDR1', 'short'], testimonials: [{ name: 'James T.', verified: false }], placeholderPictures: ['exam-room/01'] },
    );

    expect(findings.map((finding) => finding.check).sort()).toEqual([...PLACEHOLDER_CHECKS].sort());
    expect(findings.find((finding) => finding.check === 'video-ids')?.problem).toContain('PLACEHOLDR1, short');
    expect(findings.find((finding) => finding.check === 'testimonials')?.problem).toContain('James T.');
    for (const finding of findings) expect(finding.fix).not.toBe('');
  });

  it("leaves siteHost alone without a custom domain: the deploy names the distribution's domain then", () => {
    const findings = preflightFindings({ ...REAL_SETTINGS, siteHost: 'trailer.example.com' }, REAL_CONTENT);
    expect(findings).toEqual([]);
  });

  it.each([
    ['+1 (780) 555-0134', true],
    ['780.555.0134', true],
    ['+1 780 432 7719', false],
    ['+44 20 7946 0555', false],
  ])('sellerPhone %s is fictional: %s', (sellerPhone, fictional) => {
    const findings = preflightFindings({ ...REAL_SETTINGS, sellerPhone }, REAL_CONTENT);
    expect(findings.some((finding) => finding.check === 'seller-phone')).toBe(fictional);
  });

  it('refuses an unknown id in acceptedPlaceholders', () => {
    expect(() => parseSiteSettings({ ...REAL_SETTINGS, acceptedPlaceholders: ['everything'] })).toThrow(/acceptedPlaceholders may only list/);
  });
});
