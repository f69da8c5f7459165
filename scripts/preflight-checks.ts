import { conditionReportGaps } from '../shared/condition-report';
import { missingSellerFields, type ListingFacts } from '../shared/listing-facts';
import type { PlaceholderCheck, SiteSettings } from '../shared/settings';

/**
 * What would embarrass the seller in production: the obviously fake defaults of the settings and
 * the placeholders in the site's content. Pure, so the rules are tested apart from the files.
 */

/** The content the checks read, gathered by the command from the repository. */
export interface PreflightContent {
  videoIds: readonly string[];
  /** The facts the pages are published with until the admin saves others. */
  facts: ListingFacts;
  /** Walkthrough pictures ('room/01', 'floor-plan/floor-plan', ...) still drawn as placeholders. */
  placeholderPictures: readonly string[];
}

export interface PreflightFinding {
  check: PlaceholderCheck;
  problem: string;
  /** Where to fix it. */
  fix: string;
}

/** RFC 2606 names that never belong to a real seller. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
/** North American 555 exchange numbers: fictional. */
const FICTIONAL_PHONE = /^(\+?1)?[ ().-]*\d{3}[ ().-]*555[ ().-]*\d{4}$/;
const FICTIONAL_WHATSAPP = /^1?\d{3}555\d{4}$/;
/** A YouTube video id: 11 characters of its URL-safe alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
const SETTINGS_FILE = 'cdk.json (context.site)';

const FACTS_FIX = "Admin Mode's facts panel (or BUILT_IN_FACTS in shared/listing-facts.ts)";

/** What of the seller's facts is unconfirmed, placeholder or blank, one finding per kind naming each item. */
function factsFindings({ claims, testimonials, seller, documents, condition }: ListingFacts): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  const unconfirmedTestimonials = testimonials.filter((testimonial) => !testimonial.confirmed);
  if (unconfirmedTestimonials.length > 0) {
    findings.push({
      check: 'testimonials',
      problem: `${unconfirmedTestimonials.length} testimonial(s) not confirmed: ${unconfirmedTestimonials.map((testimonial) => testimonial.name).join(', ')}`,
      fix: FACTS_FIX,
    });
  }
  const unconfirmedClaims = claims.filter((claim) => !claim.confirmed);
  if (unconfirmedClaims.length > 0) {
    findings.push({
      check: 'claims',
      problem: `${unconfirmedClaims.length} claim(s) not confirmed: ${unconfirmedClaims.map((claim) => `'${claim.value} ${claim.label}'`).join(', ')}`,
      fix: FACTS_FIX,
    });
  }
  const missing = missingSellerFields(seller);
  if (missing.length > 0) {
    findings.push({ check: 'seller-identity', problem: `the seller's identity on documents lacks: ${missing.join(', ')}`, fix: FACTS_FIX });
  }
  const placeholderDocuments = [
    ...(documents.serviceEntries.length ? [] : ['Service Records has no service entries']),
    ...(documents.warrantyTerms.length ? [] : ['Warranty Information has no warranty terms']),
  ];
  if (placeholderDocuments.length > 0) {
    findings.push({ check: 'document-content', problem: `placeholder documents: ${placeholderDocuments.join('; ')}`, fix: FACTS_FIX });
  }
  const conditionGaps = conditionReportGaps(condition);
  if (conditionGaps.length > 0) {
    findings.push({ check: 'condition-report', problem: `the condition report has ${conditionGaps.join('; ')}`, fix: "Admin Mode's condition report panel" });
  }
  return findings;
}

export function preflightFindings(settings: SiteSettings, content: PreflightContent): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  const emails = [
    ['seller-email', 'sellerEmail', 'receives every inquiry'],
    ['admin-email', 'adminEmail', 'receives the admin’s temporary password'],
    ['ses-sender', 'sesSender', 'must be an SES identity you verified'],
  ] as const;
  for (const [check, key, role] of emails) {
    if (RESERVED_DOMAIN.test(domainOf(settings[key]))) {
      findings.push({ check, problem: `${key} is ${settings[key]}, a reserved example address (it ${role})`, fix: `${SETTINGS_FILE}.${key}` });
    }
  }
  // Without a custom domain the deploy names the distribution's domain instead (SiteContent's hostRewrite).
  if (settings.hostedZone && RESERVED_DOMAIN.test(settings.siteHost)) {
    findings.push({ check: 'site-host', problem: `siteHost is ${settings.siteHost}, a reserved example domain`, fix: `${SETTINGS_FILE}.siteHost` });
  }
  if (FICTIONAL_PHONE.test(settings.sellerPhone)) {
    findings.push({ check: 'seller-phone', problem: `sellerPhone ${settings.sellerPhone} is a fictional 555 number`, fix: `${SETTINGS_FILE}.sellerPhone` });
  }
  if (FICTIONAL_WHATSAPP.test(settings.sellerWhatsapp)) {
    findings.push({ check: 'seller-whatsapp', problem: `sellerWhatsapp ${settings.sellerWhatsapp} is a fictional 555 number`, fix: `${SETTINGS_FILE}.sellerWhatsapp` });
  }
  const badVideoIds = content.videoIds.filter((id) => !YOUTUBE_ID.test(id) || /placeholdr?/i.test(id));
  if (badVideoIds.length > 0) {
    findings.push({ check: 'video-ids', problem: `placeholder video ids: ${badVideoIds.join(', ')}`, fix: 'TOUR_VIDEOS in web/src/content/walkthrough.ts' });
  }
  findings.push(...factsFindings(content.facts));
  if (content.placeholderPictures.length > 0) {
    findings.push({
      check: 'tour-photos',
      problem: `${content.placeholderPictures.length} walkthrough picture(s) are labelled placeholders (${content.placeholderPictures.slice(0, 3).join(', ')}${content.placeholderPictures.length > 3 ? ', ...' : ''})`,
      fix: 'web/tour-photos/ (see docs/operating.md, Before launch), then npm run build',
    });
  }
  return findings;
}
