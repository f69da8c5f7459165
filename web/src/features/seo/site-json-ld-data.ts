import { DEFAULT_HERO_IMAGE } from '../../../../shared/hero-image';
import type { UnitFacts } from '../../../../shared/listing-facts';
import type { ListingFields } from '../../../../shared/listing-state';
import { LOCALE_TAGS, type Locale } from '../../../../shared/site-routes';
import { FRENCH_PRODUCT_COPY } from '../../content/fr/product';
import { PRODUCT_COPY } from '../../content/product';
import { SITE_COPY } from '../../content/site';
import { SITE_SETTINGS, canonicalUrl } from '../../lib/site-settings';
import { serializeJsonLd, siteJsonLd } from './structured-data';

const PRODUCTS = { en: PRODUCT_COPY, fr: FRENCH_PRODUCT_COPY } as const;

/** The site's JSON-LD document, serialized: the trailer as the seller's facts describe it, with its offer as the listing state has it, and the seller. */
export const siteJsonLdText = (listing: ListingFields, unit: UnitFacts, locale: Locale) =>
  serializeJsonLd(
    siteJsonLd(
      {
        name: PRODUCTS[locale].name,
        description: PRODUCTS[locale].description(unit),
        inLanguage: LOCALE_TAGS[locale],
        image: canonicalUrl(DEFAULT_HERO_IMAGE.src),
      },
      {
        name: SITE_COPY.copyrightHolder,
        phone: SITE_SETTINGS.sellerPhone,
        email: SITE_SETTINGS.sellerEmail,
        siteHost: SITE_SETTINGS.siteHost,
      },
      listing,
    ),
  );
