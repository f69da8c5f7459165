import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTS, missingSellerFields, type ListingFacts } from './listing-facts';
import { cadEquivalent, formatCadEquivalent, shownStatements } from './listing-figures';
import { listingFactsRequestSchema } from './listing-facts-schema';

const request = (facts: unknown, version = 0) => listingFactsRequestSchema.safeParse({ facts, version });
const messages = (facts: unknown) => {
  const result = request(facts);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the built-in facts', () => {
  it('pass the schema the admin’s changes pass', () => {
    const result = request(BUILT_IN_FACTS);
    expect(result.success).toBe(true);
    expect(result.data?.facts).toEqual(BUILT_IN_FACTS);
  });

  it('confirm no claim and no testimonial, and leave the seller’s identity blank for the seller to fill in', () => {
    expect(BUILT_IN_FACTS.claims.filter((claim) => claim.confirmed)).toEqual([]);
    expect(BUILT_IN_FACTS.testimonials.filter((testimonial) => testimonial.confirmed)).toEqual([]);
    expect(missingSellerFields(BUILT_IN_FACTS.seller)).toEqual(['legalName', 'addressLines', 'gstHstNumber', 'phone', 'email', 'signatory.name', 'signatory.title']);
  });
});

describe('the CAD equivalent', () => {
  it('is the USD amount at the facts’ rate, rounded to the dollar', () => {
    expect(cadEquivalent(129_000, { usdToCad: 1.372, setOn: '2026-11-01' })).toBe(176_988);
    expect(formatCadEquivalent(119_000, { usdToCad: 1.4, setOn: '2026-11-20' })).toBe('$166,600 CAD');
  });
});

describe('shownStatements', () => {
  const claims = [
    { id: 'a', value: '10', label: 'Confirmed', confirmed: true },
    { id: 'b', value: '20', label: 'Not confirmed', confirmed: false },
  ];

  it('shows only the confirmed ones in production, every one where the operator accepts placeholders', () => {
    expect(shownStatements(claims, false).map((claim) => claim.id)).toEqual(['a']);
    expect(shownStatements(claims, true).map((claim) => claim.id)).toEqual(['a', 'b']);
  });
});

describe('listingFactsRequestSchema', () => {
  const withChange = (change: (facts: ListingFacts) => ListingFacts) => change(structuredClone(BUILT_IN_FACTS));

  it.each([
    [withChange((facts) => ({ ...facts, cadRate: { ...facts.cadRate, usdToCad: 13.72 } })), 'cadRate.usdToCad must be at most 3'],
    [withChange((facts) => ({ ...facts, cadRate: { ...facts.cadRate, setOn: '2026-02-30' } })), 'cadRate.setOn must be a date (yyyy-mm-dd)'],
    [withChange((facts) => ({ ...facts, seller: { ...facts.seller, gstHstNumber: '12345' } })), 'seller.gstHstNumber must read like 123456789 RT0001'],
    [withChange((facts) => ({ ...facts, seller: { ...facts.seller, email: 'sales at example' } })), 'seller.email must be an e-mail address'],
    [withChange((facts) => ({ ...facts, unit: { ...facts.unit, examRooms: 2.5 } })), 'unit.examRooms must be a whole number'],
    [withChange((facts) => ({ ...facts, claims: [...facts.claims, { ...facts.claims[0]! }] })), 'claims must not repeat an id'],
    [withChange((facts) => ({ ...facts, testimonials: [{ ...facts.testimonials[0]!, rating: 6 }] })), 'testimonials.rating must be at most 5'],
    [withChange((facts) => ({ ...facts, testimonials: [{ ...facts.testimonials[0]!, confirmed: 'yes' as unknown as boolean }] })), 'testimonials.confirmed must be true or false'],
  ])('refuses a wrong field, naming it (%#)', (facts, message) => {
    expect(messages(facts)).toContain(message);
  });

  it('refuses a field it does not know, and a record without its parts', () => {
    expect(request({ ...BUILT_IN_FACTS, priceUsd: 1 }).success).toBe(false);
    expect(request({ cadRate: BUILT_IN_FACTS.cadRate }).success).toBe(false);
  });

  it('reads a blank GST/HST number, VIN or generator make as none', () => {
    const result = request(withChange((facts) => ({ ...facts, seller: { ...facts.seller, gstHstNumber: ' ' }, unit: { ...facts.unit, vinOrSerial: '', generator: { ...facts.unit.generator, make: '' } } })));
    expect(result.data?.facts.seller.gstHstNumber).toBeNull();
    expect(result.data?.facts.unit.vinOrSerial).toBeNull();
    expect(result.data?.facts.unit.generator.make).toBeNull();
  });
});
