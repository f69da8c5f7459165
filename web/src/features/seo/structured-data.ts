import { LISTING_AVAILABILITY, type ListingFields } from '../../../../shared/listing-state';
import { TRAILER } from '../../../../shared/trailer';

/** What the structured data needs to know about the seller (the operator's settings). */
export interface SellerInfo {
  name: string;
  phone: string;
  email: string;
  /** Canonical host, e.g. trailer.example.com */
  siteHost: string;
}

export interface ProductInfo {
  name: string;
  description: string;
  /** The language of the name and description: the page's `lang`. */
  inLanguage: string;
  /** Absolute image URL. */
  image: string;
}

type JsonLdNode = Record<string, unknown>;

/** Shipping days (docs/product.md#constants): used in structured data only. */
export const SHIPPING_DAYS = {
  handling: { min: 5, max: 10 },
  transit: { min: 3, max: 7 },
} as const;

/** Seller hours in structured data (docs/product.md#constants). */
export const SELLER_OPENING_HOURS = 'Mo-Fr 08:00-17:00';

const dayRange = ({ min, max }: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

const siteUrl = (host: string) => `https://${host}/`;
const sellerId = (host: string) => `${siteUrl(host)}#seller`;

/** The seller as a LocalBusiness in Edmonton, open Monday to Friday 08:00-17:00. */
export function localBusinessJsonLd(seller: SellerInfo): JsonLdNode {
  return {
    '@type': 'LocalBusiness',
    '@id': sellerId(seller.siteHost),
    name: seller.name,
    url: siteUrl(seller.siteHost),
    telephone: seller.phone,
    email: seller.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Edmonton',
      addressRegion: 'AB',
      addressCountry: 'CA',
    },
    areaServed: ['CA', 'US'],
    openingHours: SELLER_OPENING_HOURS,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '17:00',
    },
  };
}

/**
 * The trailer as a used Product with one Offer, shipped to Canada and the USA: its price, availability
 * (InStock, LimitedAvailability under offer, SoldOut) and validity from the listing state.
 */
export function productJsonLd(product: ProductInfo, seller: SellerInfo, listing: ListingFields): JsonLdNode {
  return {
    '@type': 'Product',
    '@id': `${siteUrl(seller.siteHost)}#trailer`,
    name: product.name,
    description: product.description,
    inLanguage: product.inLanguage,
    image: product.image,
    sku: TRAILER.unitNumber,
    productionDate: String(TRAILER.year),
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url: siteUrl(seller.siteHost),
      price: listing.priceUsd,
      priceCurrency: 'USD',
      ...(listing.priceValidUntil ? { priceValidUntil: listing.priceValidUntil } : {}),
      availability: LISTING_AVAILABILITY[listing.status],
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@id': sellerId(seller.siteHost) },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingDestination: [
          { '@type': 'DefinedRegion', addressCountry: 'CA' },
          { '@type': 'DefinedRegion', addressCountry: 'US' },
        ],
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: dayRange(SHIPPING_DAYS.handling),
          transitTime: dayRange(SHIPPING_DAYS.transit),
        },
      },
    },
  };
}

/** One JSON-LD document holding the product and its seller. */
export function siteJsonLd(product: ProductInfo, seller: SellerInfo, listing: ListingFields): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@graph': [productJsonLd(product, seller, listing), localBusinessJsonLd(seller)],
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: '<', '>' and '&' are escaped,
 * so no value (the seller's name comes from settings) can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
