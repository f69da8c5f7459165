import { describe, expect, it } from 'vitest';
import { BUILT_IN_ADMIN_LISTING_STATE } from '../../../../../shared/listing-state-admin';
import { LISTING_ADMIN, SOLD_CHANGES, UNDER_OFFER_CHANGES, listingStateAfter } from '../../../../../test/fixtures/listing-state';
import { renderWithListing, visibleText } from '../../../../../test/support/render-with-snapshot';
import { HomePrice } from './home-price';
import { PriceTag } from './price-tag';

const NOTE = 'Mammography machine removed and not included.';

describe('PriceTag', () => {
  it('shows the repository price with its CAD equivalent and no status while the listing is untouched', () => {
    const text = visibleText(renderWithListing(BUILT_IN_ADMIN_LISTING_STATE, <PriceTag />));

    expect(text).toMatch(/^\$129,000 USD ≈ \$176,988 CAD/);
    expect(text).not.toContain('Available');
  });

  it('shows the state: under offer, the reduced price with its CAD equivalent, the reduction date and validity', () => {
    const html = renderWithListing(listingStateAfter(UNDER_OFFER_CHANGES), <PriceTag onDark />);

    expect(visibleText(html)).toMatch(
      /^Under offer Price reduced on November 20, 2026 Price valid until December 31, 2026 \$119,000 USD ≈ \$163,268 CAD/,
    );
    expect(html).not.toContain(LISTING_ADMIN);
  });

  it('says sold', () => {
    expect(visibleText(renderWithListing(listingStateAfter(SOLD_CHANGES), <PriceTag />))).toMatch(/^Sold Price reduced on November 20, 2026 \$119,000 USD/);
  });
});

describe('HomePrice', () => {
  it('shows the CAD equivalent at the one rate, with its date, as every page does', () => {
    expect(visibleText(renderWithListing(BUILT_IN_ADMIN_LISTING_STATE, <HomePrice note={NOTE} />))).toBe(
      `$129,000 USD ≈ $176,988 CAD CAD equivalent at 1.372 CAD per USD, the rate of November 1, 2026. ${NOTE}`,
    );
  });

  it('shows the CAD equivalent of a changed price, with the status', () => {
    const html = renderWithListing(listingStateAfter(UNDER_OFFER_CHANGES), <HomePrice note={NOTE} />);

    expect(visibleText(html)).toContain('Under offer Price reduced on November 20, 2026');
    expect(visibleText(html)).toContain('$119,000 USD ≈ $163,268 CAD');
    expect(html).not.toContain(LISTING_ADMIN);
  });
});
