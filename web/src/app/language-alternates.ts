import type { MetaDescriptor } from 'react-router';
import { LOCALE_TAGS, languageVersions, type Locale } from '../../../shared/site-routes';
import { canonicalUrl } from '../lib/site-settings';

/**
 * For a page that has both languages: each version, and English as the default for other languages
 * (docs/product.md#languages). Its own module: only the route modules of such pages import it, so
 * other pages' first load does not carry it.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  const versions = languageVersions(path);
  if (!versions) return [];
  return [
    ...(Object.keys(versions) as Locale[]).map((locale) => ({ tagName: 'link', rel: 'alternate', hrefLang: LOCALE_TAGS[locale], href: canonicalUrl(versions[locale]) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonicalUrl(versions.en) },
  ];
}
