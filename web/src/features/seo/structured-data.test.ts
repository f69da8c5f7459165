import { describe, expect, it } from 'vitest';
import { BUILT_IN_LISTING_STATE } from '../../../../shared/listing-state';
import { localBusinessJsonLd, productJsonLd, serializeJsonLd, siteJsonLd } from './structured-data';

const seller = { name: 'Mobile Medical Trailer Sale', phone: '+1 780 555 0134', email: 'seller@example.com', siteHost: 'trailer.example.com' };
const product = { name: '2009 53-Foot Mobile Medical Trailer', description: 'A used trailer', inLanguage: 'en', image: 'https://trailer.example.com/images/default-hero.jpg' };

describe('productJsonLd', () => {
  it('offers the trailer for 129,000 USD, in stock, used, from the seller', () => {
    const node = productJsonLd(product, seller, BUILT_IN_LISTING_STATE);

    expect(node).toMatchObject({
      '@type': 'Product',
      name: product.name,
      inLanguage: 'en',
      sku: '3057',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 129000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@id': 'https://trailer.example.com/#seller' },
      },
    });
  });

  it.each([
    ['under offer', 'under-offer', 'https://schema.org/LimitedAvailability'],
    ['sold', 'sold', 'https://schema.org/SoldOut'],
  ] as const)('follows the listing state when %s: availability, price and its validity', (_case, status, availability) => {
    const node = productJsonLd(product, seller, { ...BUILT_IN_LISTING_STATE, status, priceUsd: 119_000, priceValidUntil: '2026-12-31' });

    expect(node).toMatchObject({ offers: { price: 119000, availability, priceValidUntil: '2026-12-31' } });
  });

  it('gives no priceValidUntil when the listing names none', () => {
    expect((productJsonLd(product, seller, BUILT_IN_LISTING_STATE) as { offers: object }).offers).not.toHaveProperty('priceValidUntil');
  });

  it('ships to Canada and the USA with 5-10 days handling and 3-7 days transit', () => {
    const { offers } = productJsonLd(product, seller, BUILT_IN_LISTING_STATE) as { offers: { shippingDetails: Record<string, unknown> } };

    expect(offers.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingDestination: [
        { '@type': 'DefinedRegion', addressCountry: 'CA' },
        { '@type': 'DefinedRegion', addressCountry: 'US' },
      ],
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 5, maxValue: 10, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 7, unitCode: 'DAY' },
      },
    });
  });
});

describe('localBusinessJsonLd', () => {
  it('describes the seller in Edmonton, open Monday to Friday 08:00-17:00', () => {
    expect(localBusinessJsonLd(seller)).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': 'https://trailer.example.com/#seller',
      name: seller.name,
      telephone: seller.phone,
      email: seller.email,
      address: { addressLocality: 'Edmonton', addressRegion: 'AB', addressCountry: 'CA' },
      openingHours: 'Mo-Fr 08:00-17:00',
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
    });
  });
});

describe('siteJsonLd', () => {
  it('holds the product and the seller in one schema.org graph', () => {
    const doc = siteJsonLd(product, seller, BUILT_IN_LISTING_STATE) as { '@context': string; '@graph': { '@type': string }[] };

    expect(doc['@context']).toBe('https://schema.org');
    expect(doc['@graph'].map((node) => node['@type'])).toEqual(['Product', 'LocalBusiness']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & more' });

    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });
});
