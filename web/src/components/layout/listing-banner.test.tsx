import { describe, expect, it } from 'vitest';
import { BUILT_IN_ADMIN_LISTING_STATE } from '../../../../shared/listing-state-admin';
import { LISTING_ADMIN, SOLD_CHANGES, UNDER_OFFER_CHANGES, listingStateAfter } from '../../../../test/fixtures/listing-state';
import { renderWithListing, visibleText as text } from '../../../../test/support/render-with-snapshot';
import { ListingBanner } from './listing-banner';

describe('ListingBanner', () => {
  it('shows nothing while the listing was never changed', () => {
    expect(renderWithListing(BUILT_IN_ADMIN_LISTING_STATE, <ListingBanner />)).toBe('');
  });

  it('prerenders the status, the note, the date of the last change and the dated history in a native <details>', () => {
    const html = renderWithListing(listingStateAfter(UNDER_OFFER_CHANGES), <ListingBanner />);

    expect(html).toMatch(/<aside[^>]*aria-label="Listing status"/);
    expect(text(html)).toContain('Under offer Price reduced on November 20, 2026 Updated November 21, 2026');
    expect(text(html)).toContain('Deposit received from a clinic in Montana');
    expect(html).toMatch(/<details[^>]*><summary>Listing history<\/summary><ol>/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(text(html)).toContain('November 21, 2026 : Status: Available → Under offer');
    expect(text(html)).toContain('Price valid until December 31, 2026');
    expect(text(html)).toContain('November 20, 2026 : Price: $129,000 → $119,000 USD');
    expect(html).toContain('dateTime="2026-11-21T19:00:00.000Z"');
    expect(html).not.toContain(LISTING_ADMIN);
  });

  it('says sold, newest change first, without naming the admin', () => {
    const html = renderWithListing(listingStateAfter(SOLD_CHANGES), <ListingBanner />);

    const entries = [...html.matchAll(/<li>(.*?)<\/li>/g)].map(([, entry]) => text(entry ?? ''));
    expect(text(html)).toMatch(/^Sold Price reduced on November 20, 2026 Updated November 22, 2026/);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain('Status: Under offer → Sold');
    expect(html).not.toContain(LISTING_ADMIN);
  });
});
