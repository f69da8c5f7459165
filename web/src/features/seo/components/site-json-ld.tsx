import { JsonLd } from './json-ld';

/**
 * Loaded only when prerendering (`import.meta.env.SSR` is a build-time constant), so neither the
 * data nor its builders reach the browser bundle: JSON-LD is for crawlers reading the HTML.
 */
const json = import.meta.env.SSR ? (await import('../site-json-ld-data')).SITE_JSON_LD : undefined;

/** The trailer (Product with its Offer) and the seller (LocalBusiness), the same on every page. */
export function SiteJsonLd() {
  return <JsonLd json={json} />;
}
