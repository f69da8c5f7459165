/**
 * An inline JSON-LD block (not executed, so the page's script CSP does not apply to it).
 * `json` must come from serializeJsonLd. It may be undefined in the browser: the prerendered
 * script element is then kept as it is, since hydration never rewrites an element's inner HTML.
 */
export function JsonLd({ json }: { json: string | undefined }) {
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json ?? '' }} />;
}
