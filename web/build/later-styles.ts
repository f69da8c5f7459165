import { createHash } from 'node:crypto';
import { laterStylesPath } from '../../shared/published-pages';
import { RENDER_WHEN_IDLE_ATTRIBUTE } from '../src/lib/render-when-idle';

/**
 * The styles only the parts below the fold use leave the page's document for a stylesheet of their
 * own, loaded without blocking the first paint (docs/decisions/first-round-trip.md). Those parts carry
 * `content-visibility: auto` (RENDER_WHEN_IDLE_ATTRIBUTE marks them), so the browser neither styles
 * nor paints them before they near the viewport; their rules only make the document too big for the
 * network's first round trip. Runs after hoist-emotion-styles.ts, on its one merged style element.
 *
 * The stylesheet is named by its content, so the build and the page publisher write the same file for
 * the same styles and a cached copy is never stale. It loads as `media="print"`, which does not block
 * rendering, and the script after it applies it to the screen once loaded; without scripts the
 * `<noscript>` copy applies it as an ordinary stylesheet.
 */

/** The component styles' element, as hoist-emotion-styles.ts writes it. */
const MERGED_STYLE = /<style data-emotion="css ([^"]*)">([^]*?)<\/style>/;
const CLASS_NAME = /\bcss-[a-zA-Z0-9_-]+/g;
const LATER_PART_START = new RegExp(`<div [^>]*\\b${RENDER_WHEN_IDLE_ATTRIBUTE}=""[^>]*>`, 'g');
const DIV_TAG = /<\/?div\b[^>]*>/g;
/** Marks the link the script below applies to the screen. */
const LATER_STYLES_ATTRIBUTE = 'data-later-styles';

/** Applies the later styles to the screen once loaded (they load as print styles so as not to block the first paint). */
export const LATER_STYLES_SCRIPT = `(() => {
  const link = document.querySelector('link[${LATER_STYLES_ATTRIBUTE}]');
  const apply = () => { link.media = 'all'; };
  if (link.sheet) apply();
  else link.addEventListener('load', apply);
})();`;

/** A stylesheet a page names: its site path (/assets/…) and its text. */
export interface PageStylesheet {
  path: string;
  css: string;
}

/** The markup of the parts below the fold, cut out; each part ends where its opening div closes. */
function withoutLaterParts(html: string): string {
  let kept = '';
  let from = 0;
  for (const start of html.matchAll(LATER_PART_START)) {
    if (start.index < from) continue;
    kept += html.slice(from, start.index);
    let depth = 0;
    DIV_TAG.lastIndex = start.index;
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) break;
    }
    if (depth !== 0) throw new Error('A part below the fold is not closed');
    from = DIV_TAG.lastIndex;
  }
  return kept + html.slice(from);
}

/** Top-level rules of emotion's output: a rule, or an at-rule block with the rules inside it. */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  if (depth !== 0 || css.slice(start).trim() !== '') throw new Error('Unbalanced braces in the page styles');
  return rules;
}

/**
 * Moves the rules that name only classes used below the fold out of the page (see the module comment);
 * a page without such rules is returned unchanged, with no stylesheet.
 */
export function moveLaterStyles(html: string): { html: string; stylesheet?: PageStylesheet } {
  const merged = MERGED_STYLE.exec(html);
  if (!merged) return { html };
  const [element, idList = '', css = ''] = merged;
  const firstScreen = new Set(withoutLaterParts(html.replace(element, '')).match(CLASS_NAME));
  const now: string[] = [];
  const later: string[] = [];
  for (const rule of topLevelRules(css)) {
    const names = rule.match(CLASS_NAME) ?? [];
    (names.length > 0 && !names.some((name) => firstScreen.has(name)) ? later : now).push(rule);
  }
  if (later.length === 0) return { html };
  const laterCss = later.join('');
  const path = laterStylesPath(createHash('sha256').update(laterCss).digest('hex').slice(0, 16));
  // Ids left off are not marked inserted: emotion inserts such a style itself if a part renders it.
  const ids = idList.split(' ').filter((id) => firstScreen.has(`css-${id}`));
  const link =
    `<link rel="stylesheet" href="${path}" media="print" ${LATER_STYLES_ATTRIBUTE}="">` +
    `<noscript><link rel="stylesheet" href="${path}"></noscript><script>${LATER_STYLES_SCRIPT}</script>`;
  return {
    html: html.replace(element, () => `<style data-emotion="${['css', ...ids].join(' ')}">${now.join('')}</style>${link}`),
    stylesheet: { path, css: laterCss },
  };
}
