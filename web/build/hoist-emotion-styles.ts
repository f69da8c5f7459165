/**
 * MUI's styles (emotion) come out of the prerender as one small `<style data-emotion="css id">`
 * before each element that first used them: 60 to 170 style elements spread through a page's
 * body. The browser re-matches the page for each one while parsing, and on hydration emotion moves
 * every one of them into the head, one DOM operation each, inside the task that runs the page's
 * module code. After the build they are moved into the head at once, in document order: the
 * global styles as they are, the component styles merged into one element. That is the layout
 * emotion's own critical-CSS extraction (@emotion/server) writes, and what its client-side cache
 * reads back: the ids after the key in `data-emotion` mark those styles as already inserted.
 *
 * A styled component that wraps another (MUI's Button around its ButtonBase) inserts its own class,
 * then the wrapped one's class that merges both; only the merged class reaches an element. Those
 * styles that no element names (10 KB of Home's 55 KB of CSS) are merged like the others:
 * later-styles.ts moves their rules out of the page and keeps their ids listed.
 */

/** The key of MUI's emotion cache; its global styles (CssBaseline, GlobalStyles) use `css-global`. */
const CACHE_KEY = 'css';

/** A style element as emotion writes it: group 1 is the key and ids, group 2 the rules. */
export const EMOTION_STYLE = /<style data-emotion="([^"]+)">([^]*?)<\/style>/g;

/** Rewrites one prerendered page (see the module comment); a page without emotion styles is returned unchanged. */
export function hoistEmotionStyles(html: string): string {
  const body = html.replace(EMOTION_STYLE, '');
  if (body === html) return html;
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  for (const [tag, attribute = '', css = ''] of html.matchAll(EMOTION_STYLE)) {
    const [key, ...names] = attribute.split(' ');
    if (key !== CACHE_KEY) {
      // Emotion finds a global style again by its exact attribute, so it keeps its own element.
      globals.push(tag);
    } else {
      ids.push(...names);
      rules.push(css);
    }
  }
  const merged = rules.length ? `<style data-emotion="${[CACHE_KEY, ...ids].join(' ')}">${rules.join('')}</style>` : '';
  const [head, ...rest] = body.split('</head>');
  if (rest.length !== 1) throw new Error('Expected one </head> in a prerendered page');
  return `${head}${globals.join('')}${merged}</head>${rest[0]}`;
}
