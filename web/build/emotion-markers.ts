import { EMOTION_STYLE } from './hoist-emotion-styles';

/**
 * Emotion's cache, once created in the browser, takes every `<style data-emotion>` element of the page
 * into its own sheets: it moves the element to the end of the head, and a global style's element again
 * before the component styles once its component mounts. A moved style element is a stylesheet dropped
 * and added again, so the browser restyles every element its rules could match: the whole page for the
 * component styles, twice while the page starts, and again for the global styles (`*`, html, body) and
 * their keyframes: each time about 25 ms of style work at 4x CPU slowdown, after the first paint.
 *
 * So each such element is split in two: an empty element with the key and ids, which is all emotion reads
 * (the ids mark those styles as already inserted) and which can move at no cost; then the rules, in a
 * plain `<style>` that emotion never touches. The cascade is the build's throughout: the rules stay
 * where it put them (before the later stylesheet, which the moves used to put them after), and a style
 * emotion inserts itself goes into a new element at the end of the head, as before.
 * Runs last on a finished page's styles (finish-page.ts), which read the elements whole until then.
 */

/** An emotion style element as this module writes it: group 1 is the key and ids, group 2 the rules. */
export const SPLIT_EMOTION_STYLE = /<style data-emotion="([^"]+)"><\/style><style>([^]*?)<\/style>/g;

/** Splits every emotion style element of the page (see the module comment). */
export function splitEmotionStyles(html: string): string {
  return html.replace(EMOTION_STYLE, (_, attribute: string, css: string) => `<style data-emotion="${attribute}"></style><style>${css}</style>`);
}
