import { pageFile, type PageFile } from './page-file';
import { RENDER_WHEN_IDLE_ATTRIBUTE } from '../src/lib/render-when-idle';

/**
 * The styles the first paint does not use leave the page's document for a stylesheet of their own,
 * loaded without blocking that paint (docs/decisions/first-round-trip.md): those only the parts below
 * the fold use, those no element uses, and the first screen's hover, press, focus and not-yet states'
 * styles. The parts below the fold carry `content-visibility: auto` (RENDER_WHEN_IDLE_ATTRIBUTE marks
 * them), so the browser neither styles nor paints them before they near the viewport; their rules only
 * make the document too big for the network's first round trip. Runs after hoist-emotion-styles.ts, on
 * its one merged style element.
 *
 * The stylesheet is named by its content, so the build and the page publisher write the same file for
 * the same styles and a cached copy is never stale. It loads as `media="print"`, which does not block
 * rendering, and LATER_STYLES_SCRIPT applies it to the screen once loaded; without scripts the
 * `<noscript>` copy applies it as an ordinary stylesheet. Until it has loaded or failed, the parts
 * below the fold are not rendered (HIDDEN_UNTIL_STYLED).
 */

/** The component styles' element, as hoist-emotion-styles.ts writes it. */
const MERGED_STYLE = /<style data-emotion="css ([^"]*)">([^]*?)<\/style>/;
const CLASS_NAME = /\bcss-[a-zA-Z0-9_-]+/g;
const LATER_PART_START = new RegExp(`<div [^>]*\\b${RENDER_WHEN_IDLE_ATTRIBUTE}=""[^>]*>`, 'g');
const DIV_TAG = /<\/?div\b[^>]*>/g;
/** Marks the link the script below applies to the screen. */
export const LATER_STYLES_ATTRIBUTE = 'data-later-styles';
/** Marks the style element that keeps the parts below the fold from rendering until the later styles have applied. */
export const UNTIL_STYLED_ATTRIBUTE = 'data-until-styled';

/**
 * Applies the later styles to the screen once loaded (they load as print styles so as not to block the
 * first paint), and once they have loaded or failed removes HIDDEN_UNTIL_STYLED, so nothing rendered
 * later is ever hidden. A capture listener on the document, since a link's load and error events do not
 * bubble; it runs inside the page's first script (keep-early-clicks.ts), which listens before the link
 * exists and costs the page's policy no hash of its own.
 */
export const LATER_STYLES_SCRIPT = `for (const type of ['load', 'error']) document.addEventListener(type, (event) => {
  if (!(event.target instanceof HTMLLinkElement && event.target.hasAttribute('${LATER_STYLES_ATTRIBUTE}'))) return;
  if (type === 'load') event.target.media = 'all';
  document.querySelector('style[${UNTIL_STYLED_ATTRIBUTE}]')?.remove();
}, true);`;

/**
 * A part below the fold can still reach into a tall screen's first paint, or lie near enough to it that
 * the browser renders it at once despite `content-visibility: auto`; rendered without its styles it
 * would be styled and laid out twice, the second time after the first paint, and painted it would jump
 * once its styles arrive. So the parts whose styles moved (the deferred parts' divs; a walkthrough room
 * keeps its styles in the page) are not rendered at all (`content-visibility: hidden`, over the inline
 * `auto`; their placeholder height stays) until LATER_STYLES_SCRIPT removes this. Only with scripts:
 * without them the `<noscript>` stylesheet blocks the first paint, so nothing is rendered unstyled, and
 * nothing would remove this.
 */
export const HIDDEN_UNTIL_STYLED = `<style ${UNTIL_STYLED_ATTRIBUTE}="">@media (scripting:enabled){div[${RENDER_WHEN_IDLE_ATTRIBUTE}]{content-visibility:hidden!important}}</style>`;

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

/** A selector that applies only while the visitor interacts: pointing, pressing or focusing. */
const INTERACTION = /:(?:hover|active|focus|focus-visible|focus-within)\b|\.Mui-focusVisible\b/;
const PLAIN_SELECTOR = /^\.css-[a-zA-Z0-9_-]+$/;

/** A rule's selectors, or those of the rules inside an at-rule block (a keyframes' steps included). */
function selectorsOf(rule: string): string[] {
  const rules = rule.startsWith('@') ? rule.slice(rule.indexOf('{') + 1, -1) : rule;
  return [...rules.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap(([, selectors = '']) => selectors.split(',').map((selector) => selector.trim()));
}

/** The classes the first screen's elements carry beside each emotion class. */
function classesBeside(markup: string): Map<string, Set<string>> {
  const beside = new Map<string, Set<string>>();
  for (const [, list = ''] of markup.matchAll(/ class="([^"]*)"/g)) {
    const classes = list.split(/\s+/);
    for (const name of classes.filter((name) => name.startsWith('css-'))) {
      const set = beside.get(name) ?? new Set<string>();
      classes.forEach((other) => set.add(other));
      beside.set(name, set);
    }
  }
  return beside;
}

/**
 * Whether no selector of the rule can match at the first paint: each needs an interaction, or a state
 * class beside the emotion class (`.css-a.Mui-disabled`, `.css-a.active`) that no element has yet.
 */
function idleAtFirstPaint(rule: string, beside: Map<string, Set<string>>): boolean {
  const selectors = selectorsOf(rule);
  return (
    selectors.length > 0 &&
    selectors.every((selector) => {
      if (INTERACTION.test(selector)) return true;
      const compound = /\.(css-[a-zA-Z0-9_-]+)((?:\.[a-zA-Z0-9_-]+)+)/.exec(selector);
      const states = compound?.[2]?.split('.').filter(Boolean) ?? [];
      return states.some((state) => !beside.get(compound![1]!)?.has(state));
    })
  );
}

/**
 * Moves out of the page (see the module comment) the rules that name only classes used below the
 * fold or by no element, and the first screen's rules that apply only on hover, press or focus or in
 * a state no element is in yet (disabled, selected), which the first paint does not use and which are
 * loaded long before a visitor can point at anything or a script can change a state. Such a rule
 * stays when a rule after it that names the same class would then come before it: that rule could
 * have the same specificity (`.css-a.Mui-selected` after `.css-a:hover`) and win where it lost, so
 * only rules of the bare class (lower specificity) or rules moved too may follow it. A page without
 * such rules is returned unchanged, with no stylesheet.
 */
export function moveLaterStyles(html: string): { html: string; stylesheet?: PageFile } {
  const merged = MERGED_STYLE.exec(html);
  if (!merged) return { html };
  const [element, idList = '', css = ''] = merged;
  const withoutStyles = html.replace(element, '');
  const markup = withoutLaterParts(withoutStyles);
  const hasLaterParts = markup !== withoutStyles;
  const firstScreen = new Set(markup.match(CLASS_NAME));
  const beside = classesBeside(markup);
  const rules = topLevelRules(css).map((text) => ({ text, names: text.match(CLASS_NAME) ?? ([] as string[]), later: false }));
  // From the last rule back, so whether each rule after this one moves is already known.
  for (const [index, rule] of [...rules.entries()].reverse()) {
    if (rule.names.length === 0) continue;
    rule.later = !rule.names.some((name) => firstScreen.has(name))
      ? true
      : idleAtFirstPaint(rule.text, beside) &&
        rules
          .slice(index + 1)
          .every((after) => after.later || !after.names.some((name) => rule.names.includes(name)) || selectorsOf(after.text).every((selector) => PLAIN_SELECTOR.test(selector)));
  }
  const later = rules.filter((rule) => rule.later);
  if (later.length === 0) return { html };
  const stylesheet = pageFile('laterStyles', later.map((rule) => rule.text).join(''));
  // The first screen's ids stay listed (marked inserted: the page has their rules). So do those of
  // the styles no element names (a wrapping component's own class, hoist-emotion-styles.ts), whose
  // rules are in the stylesheet: listed, they spare emotion inserting them (a hundred rules on Home)
  // in the task that hydrates. Ids of the parts' classes are left off, so not marked inserted:
  // emotion inserts such a style itself when the part renders, even should the stylesheet fail.
  const named = new Set(withoutStyles.match(CLASS_NAME));
  const ids = idList.split(' ').filter((id) => firstScreen.has(`css-${id}`) || !named.has(`css-${id}`));
  const now = rules.filter((rule) => !rule.later).map((rule) => rule.text);
  const laterStylesheet =
    (hasLaterParts ? HIDDEN_UNTIL_STYLED : '') +
    `<link rel="stylesheet" href="${stylesheet.path}" media="print" ${LATER_STYLES_ATTRIBUTE}="">` +
    `<noscript><link rel="stylesheet" href="${stylesheet.path}"></noscript>`;
  return {
    html: html.replace(element, () => `<style data-emotion="${['css', ...ids].join(' ')}">${now.join('')}</style>${laterStylesheet}`),
    stylesheet,
  };
}
