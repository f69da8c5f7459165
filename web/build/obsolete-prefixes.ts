/**
 * Emotion's stylis prefixer writes every flexbox, transition, transform and user-select declaration
 * three or four times (`-webkit-box-align`, `-ms-flex-align`, `-webkit-align-items`, `align-items`)
 * for browsers of 2015. Every browser the site supports reads the unprefixed form, so after the
 * prerender the prefixed copies the unprefixed one makes redundant are dropped from the page's styles:
 * 0.2 KB of Home's compressed document (docs/decisions/first-round-trip.md). Emotion in the browser
 * never reads these styles back, so nothing there changes.
 *
 * Kept: the prefixes some supported browser still needs (Safari's -webkit-user-select,
 * -webkit-backdrop-filter, -webkit-print-color-adjust, -webkit-line-clamp with its -webkit-box) and
 * those with no unprefixed form (-webkit-tap-highlight-color, font smoothing, -webkit-text-fill-color).
 */

const OBSOLETE_PROPERTIES = [
  '-webkit-align-items', '-webkit-box-align', '-ms-flex-align',
  '-webkit-justify-content', '-webkit-box-pack', '-ms-flex-pack',
  '-webkit-flex-direction', '-ms-flex-direction',
  '-webkit-flex-wrap', '-webkit-box-flex-wrap', '-ms-flex-wrap',
  '-webkit-flex-shrink', '-ms-flex-negative',
  '-webkit-flex-grow', '-webkit-box-flex', '-ms-flex-positive',
  '-webkit-flex', '-ms-flex',
  '-webkit-order', '-ms-flex-order',
  '-webkit-column-gap',
  '-webkit-transition', '-webkit-animation',
  '-webkit-transform', '-ms-transform', '-moz-transform',
  '-webkit-text-decoration',
  '-moz-user-select', '-ms-user-select',
  '-webkit-background-size',
];

/** A prefixed declaration as stylis writes it: at the start of a block or after another declaration. */
const OBSOLETE_DECLARATION = new RegExp(`(?<=[{;])(?:${OBSOLETE_PROPERTIES.join('|')}):[^;{}]*;`, 'g');
/** The display values stylis writes before `display:flex` (a `-webkit-box` of its own, for line clamping, stays). */
const PREFIXED_DISPLAY = /(?<=[{;])display:-webkit-(inline-)?box;display:-webkit-(?:inline-)?flex;display:-ms-(?:inline-)?flexbox;(?=display:(?:inline-)?flex;)/g;
const STYLE_ELEMENT = /(<style[^>]*>)([^]*?)(<\/style>)/g;

/** The CSS without the prefixed declarations no supported browser needs. */
export function dropObsoletePrefixes(css: string): string {
  return css.replace(OBSOLETE_DECLARATION, '').replace(PREFIXED_DISPLAY, '');
}

/** The page with dropObsoletePrefixes applied to each of its style elements. */
export function dropObsoletePrefixesInPage(html: string): string {
  return html.replace(STYLE_ELEMENT, (_element, open: string, css: string, close: string) => `${open}${dropObsoletePrefixes(css)}${close}`);
}
