import { describe, expect, it } from 'vitest';
import { BUILT_IN_ADMIN_LISTING_STATE } from '../../../../../shared/listing-state-admin';
import { LISTING_ADMIN, SOLD_CHANGES, UNDER_OFFER_CHANGES, listingStateAfter } from '../../../../../test/fixtures/listing-state';
import { renderWithListing } from '../../../../../test/support/render-with-snapshot';
import { SiteJsonLd } from './site-json-ld';

/** The Offer of the JSON-LD block the page prerenders. */
function offerIn(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('No JSON-LD block');
  const graph = (JSON.parse(json) as { '@graph': { '@type': string; offers?: Record<string, unknown> }[] })['@graph'];
  return graph.find((node) => node['@type'] === 'Product')?.offers ?? {};
}

describe('SiteJsonLd', () => {
  it('offers the trailer in stock at the repository price while the listing is untouched', () => {
    const offer = offerIn(renderWithListing(BUILT_IN_ADMIN_LISTING_STATE, <SiteJsonLd />));

    expect(offer).toMatchObject({ price: 129000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(offer).not.toHaveProperty('priceValidUntil');
  });

  it('says LimitedAvailability under offer, with the state price and its validity, and names no admin', () => {
    const html = renderWithListing(listingStateAfter(UNDER_OFFER_CHANGES), <SiteJsonLd />);

    expect(offerIn(html)).toMatchObject({ price: 119000, availability: 'https://schema.org/LimitedAvailability', priceValidUntil: '2026-12-31' });
    expect(html).not.toContain(LISTING_ADMIN);
  });

  it('says SoldOut once sold', () => {
    expect(offerIn(renderWithListing(listingStateAfter(SOLD_CHANGES), <SiteJsonLd />))).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});
