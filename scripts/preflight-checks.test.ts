import { describe, expect, it } from 'vitest';
import { CONDITION_COMPONENT_IDS, type ComponentCondition, type ConditionReport } from '../shared/condition-report-facts';
import { BUILT_IN_FACTS, type ListingFacts } from '../shared/listing-facts';
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
/** Facts a seller has completed: identity filled in, every statement confirmed, documents with content. */
/** A component inspected and found good. */
const GOOD: ComponentCondition = { rating: 'good', comment: '', photoIds: [], fix: null };

const REAL_FACTS: ListingFacts = {
  ...BUILT_IN_FACTS,
  seller: {
    legalName: 'Prairie Medical Units Ltd.',
    addressLines: ['10220 103 Ave NW', 'Edmonton AB T5J 0K4'],
    gstHstNumber: '123456789 RT0001',
    phone: '+1 780 432 7719',
    email: 'sales@prairiemedicalunits.ca',
    signatory: { name: 'Dana Whitford', title: 'Owner' },
  },
  claims: BUILT_IN_FACTS.claims.map((claim) => ({ ...claim, confirmed: true })),
  testimonials: BUILT_IN_FACTS.testimonials.map((testimonial) => ({ ...testimonial, confirmed: true })),
  documents: {
    serviceEntries: [{ date: '2025-10-02', work: 'Generator service: oil, filters, load test', by: 'Cummins Sales and Service, Edmonton' }],
    warrantyTerms: ['Sold as is; no warranty beyond the remaining component warranties listed.'],
  },
  condition: {
    inspectedOn: '2026-10-02',
    inspector: { kind: 'seller' },
    components: Object.fromEntries(CONDITION_COMPONENT_IDS.map((id) => [id, GOOD])) as ConditionReport['components'],
    statement: null,
  },
};
const REAL_CONTENT: PreflightContent = {
  videoIds: ['dQw4w9WgXcQ', 'a-B_c1D2e3F'],
  facts: REAL_FACTS,
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
      { videoIds: ['PLACEHOLDR1', 'short'], facts: BUILT_IN_FACTS, placeholderPictures: ['exam-room/01'] },
    );

    expect(findings.map((finding) => finding.check).sort()).toEqual([...PLACEHOLDER_CHECKS].sort());
    expect(findings.find((finding) => finding.check === 'video-ids')?.problem).toContain('PLACEHOLDR1, short');
    expect(findings.find((finding) => finding.check === 'testimonials')?.problem).toContain('Sarah M., James T., Linda K., Mark R.');
    expect(findings.find((finding) => finding.check === 'claims')?.problem).toContain("'50+ Organisations served', '15+ Years of experience', '98% Satisfaction', '24/7 Support'");
    expect(findings.find((finding) => finding.check === 'seller-identity')?.problem).toContain('legalName, addressLines, gstHstNumber, phone, email, signatory.name, signatory.title');
    expect(findings.find((finding) => finding.check === 'document-content')?.problem).toContain('Service Records has no service entries; Warranty Information has no warranty terms');
    expect(findings.find((finding) => finding.check === 'condition-report')?.problem).toMatch(/^the condition report has no inspection date; 18 component\(s\) not inspected: Chassis and frame, /);
    for (const finding of findings) expect(finding.fix).not.toBe('');
  });

  it('names only what is still missing: one blank identity field, one unconfirmed testimonial', () => {
    const facts: ListingFacts = {
      ...REAL_FACTS,
      seller: { ...REAL_FACTS.seller, gstHstNumber: null },
      testimonials: REAL_FACTS.testimonials.map((testimonial, index) => ({ ...testimonial, confirmed: index > 0 })),
    };
    const findings = preflightFindings(REAL_SETTINGS, { ...REAL_CONTENT, facts });
    expect(findings.map((finding) => [finding.check, finding.problem])).toEqual([
      ['testimonials', '1 testimonial(s) not confirmed: Sarah M.'],
      ['seller-identity', "the seller's identity on documents lacks: gstHstNumber"],
    ]);
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
