import { describe, expect, it } from 'vitest';
import { listingChangeRequestSchema } from './listing-state-schema';
import {
  BUILT_IN_LISTING_STATE,
  LISTING_AVAILABILITY,
  LISTING_STATUS_LABELS,
  changeSummary,
  formatListingDay,
  listingBannerShown,
  priceReductionDay,
  siteTagline,
  type ListingFields,
} from './listing-state';
import { BUILT_IN_ADMIN_LISTING_STATE, nextListingChange, publicListingState } from './listing-state-admin';
import { LISTING_ADMIN, listingStateAfter as stateAfter } from '../test/fixtures/listing-state';

const BUILT_IN_PRICE = BUILT_IN_LISTING_STATE.priceUsd;

const fields = (overrides: Partial<ListingFields> = {}): ListingFields => ({ status: 'available', note: null, priceUsd: BUILT_IN_PRICE, priceValidUntil: null, ...overrides });

describe('the built-in state', () => {
  it('is available at the repository price, with no history and no banner', () => {
    expect(BUILT_IN_LISTING_STATE).toEqual({ status: 'available', note: null, priceUsd: 129_000, priceValidUntil: null, changedOn: null, history: [] });
    expect(listingBannerShown(BUILT_IN_LISTING_STATE)).toBe(false);
  });
});

describe('labels', () => {
  it('names each status as buyers read it, and its schema.org availability', () => {
    expect(LISTING_STATUS_LABELS).toEqual({ available: 'Available', 'under-offer': 'Under offer', sold: 'Sold' });
    expect(LISTING_AVAILABILITY).toEqual({
      available: 'https://schema.org/InStock',
      'under-offer': 'https://schema.org/LimitedAvailability',
      sold: 'https://schema.org/SoldOut',
    });
  });

  it('names the day of the last price change when it lowered the price, and none when it raised it', () => {
    const reduced = publicListingState(stateAfter([{ priceUsd: 119_000 }, { status: 'under-offer' }]));
    const raised = publicListingState(stateAfter([{ priceUsd: 119_000 }, { priceUsd: 124_000 }]));

    expect(priceReductionDay(reduced)).toBe('2026-11-20');
    expect(priceReductionDay(raised)).toBeUndefined();
    expect(priceReductionDay(BUILT_IN_LISTING_STATE)).toBeUndefined();
  });

  it("dates a change by the seller's day in Edmonton, not UTC's", () => {
    // 01:30 UTC on 24 November is still 23 November in Edmonton (UTC-7).
    const change = nextListingChange(BUILT_IN_ADMIN_LISTING_STATE, fields({ status: 'sold' }), 'seller-admin', new Date('2026-11-24T01:30:00Z'));

    expect(change?.on).toBe('2026-11-23');
    expect(formatListingDay(change!.on)).toBe('November 23, 2026');
  });

  it('sums up what each change did', () => {
    const [priceCut, sold, noteOnly] = stateAfter([{ priceUsd: 119_000 }, { status: 'sold' }, { note: 'Thanks' }]).history.reverse();

    expect(changeSummary(priceCut!)).toEqual(['Price: $129,000 → $119,000 USD']);
    expect(changeSummary(sold!)).toEqual(['Status: Available → Sold']);
    expect(changeSummary(noteOnly!)).toEqual(['Note or price validity updated']);
  });
});

describe('siteTagline', () => {
  it('says where the sale stands, never For Sale once it is under offer or sold', () => {
    expect(siteTagline('available')).toBe('Unit 3057 · 53 ft · For Sale');
    expect(siteTagline('under-offer')).toBe('Unit 3057 · 53 ft · Under Offer');
    expect(siteTagline('sold')).toBe('Unit 3057 · 53 ft · Sold');
  });
});

describe('nextListingChange', () => {
  it('is undefined for a request that changes nothing', () => {
    expect(nextListingChange(BUILT_IN_ADMIN_LISTING_STATE, fields(), 'seller-admin', new Date())).toBeUndefined();
  });

  it('records the status and price before, only for what moved, and who made it', () => {
    const change = nextListingChange(BUILT_IN_ADMIN_LISTING_STATE, fields({ priceUsd: 119_000, note: 'Reduced for a quick sale' }), 'seller-admin', new Date('2026-11-23T18:00:00Z'));

    expect(change).toEqual({
      version: 1,
      at: '2026-11-23T18:00:00.000Z',
      on: '2026-11-23',
      by: 'seller-admin',
      ...fields({ priceUsd: 119_000, note: 'Reduced for a quick sale' }),
      previousPriceUsd: BUILT_IN_PRICE,
    });
  });
});

describe('publicListingState', () => {
  it('carries no admin name and no version', () => {
    const state = publicListingState(stateAfter([{ status: 'under-offer' }, { status: 'sold' }]));

    expect(JSON.stringify(state)).not.toContain(LISTING_ADMIN);
    expect(state).not.toHaveProperty('version');
    expect(state.history.map((change) => change.status)).toEqual(['sold', 'under-offer']);
    expect(listingBannerShown(state)).toBe(true);
  });
});

describe('listingChangeRequestSchema', () => {
  const valid = { status: 'sold', priceUsd: 119_000, version: 3 };

  it('reads a missing or empty note, French note and validity as none, and trims the note', () => {
    expect(listingChangeRequestSchema.parse(valid)).toEqual({ ...valid, note: null, noteFr: null, priceValidUntil: null });
    expect(listingChangeRequestSchema.parse({ ...valid, noteFr: ' ' }).noteFr).toBeNull();
    expect(listingChangeRequestSchema.parse({ ...valid, noteFr: ' Vendue à une clinique ' }).noteFr).toBe('Vendue à une clinique');
    expect(listingChangeRequestSchema.parse({ ...valid, note: '   ' }).note).toBeNull();
    expect(listingChangeRequestSchema.parse({ ...valid, note: ' Sold to a clinic ' }).note).toBe('Sold to a clinic');
  });

  it('takes a validity date from today on', () => {
    expect(listingChangeRequestSchema.parse({ ...valid, priceValidUntil: '2999-12-31' }).priceValidUntil).toBe('2999-12-31');
    expect(listingChangeRequestSchema.safeParse({ ...valid, priceValidUntil: '2020-01-01' }).success).toBe(false);
    expect(listingChangeRequestSchema.safeParse({ ...valid, priceValidUntil: '31/12/2999' }).success).toBe(false);
  });

  it('refuses an unknown status, a price out of bounds and unknown fields', () => {
    expect(listingChangeRequestSchema.safeParse({ ...valid, status: 'pending' }).success).toBe(false);
    expect(listingChangeRequestSchema.safeParse({ ...valid, priceUsd: 0 }).success).toBe(false);
    expect(listingChangeRequestSchema.safeParse({ ...valid, priceUsd: 10_000_001 }).success).toBe(false);
    expect(listingChangeRequestSchema.safeParse({ ...valid, changedOn: '2026-11-23' }).success).toBe(false);
  });
});
