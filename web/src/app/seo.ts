import type { MetaDescriptor } from 'react-router';
import { FRENCH_SITE_NAME } from '../../../shared/french-names';
import { DEFAULT_HERO_IMAGE } from '../../../shared/hero-image';
import { localeOfPath, type Locale } from '../../../shared/site-routes';
import { SITE_COPY } from '../content/site';
import { canonicalUrl } from '../lib/site-settings';

export interface PageMetaInput {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's site path, one of PATHS; becomes the canonical URL. */
  path: string;
  /** Site-relative or absolute image URL for link previews; the default hero photo if omitted. */
  image?: string;
  /** Open Graph type. @default 'website' */
  type?: 'website' | 'article' | 'product';
}

function absoluteUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : canonicalUrl(url);
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };
const SITE_NAMES: Record<Locale, string> = { en: SITE_COPY.name, fr: FRENCH_SITE_NAME };

/**
 * Every page's `meta` export: title, description, keywords, canonical link,
 * Open Graph and Twitter card tags (docs/product.md#routes).
 */
export function pageMeta({
  title,
  description,
  keywords,
  path,
  image = DEFAULT_HERO_IMAGE.src,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const url = canonicalUrl(path);
  const imageUrl = absoluteUrl(image);
  const locale = localeOfPath(path);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: SITE_NAMES[locale] },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ];
}

/** Pages that must stay out of search results (the 404 page). */
export function noIndexMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
  ];
}
