import { useLocation } from 'react-router';
import { localeOfPath } from '../../../../../shared/site-routes';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { JsonLd } from './json-ld';

/**
 * Loaded only when prerendering (`import.meta.env.SSR` is a build-time constant), so neither the
 * data nor its builders reach the browser bundle: JSON-LD is for crawlers reading the HTML.
 */
const build = import.meta.env.SSR ? (await import('../site-json-ld-data')).siteJsonLdText : undefined;

/** The trailer (Product with its Offer, from the page's listing snapshot) and the seller (LocalBusiness), on every page, in its language. */
export function SiteJsonLd() {
  const { listing, facts } = useListingSnapshot();
  return <JsonLd json={build?.(listing, facts.unit, localeOfPath(useLocation().pathname))} />;
}
