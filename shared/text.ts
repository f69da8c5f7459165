/**
 * The one rule for text the site takes in and shows: what a field may hold, and the repair of text
 * stored before the rule. Free of zod, so pages can use it without loading it (the checks are in
 * shared/text-schema.ts). docs/decisions/well-formed-text.md says why each field refuses rather than
 * cleans.
 */

/** Whether a field is one line (an input) or may hold line breaks and tabs (a textarea). */
export type TextLines = 'one-line' | 'multi-line';

/**
 * Code points no text may hold: the C0 controls but tab and line feed, DEL and the C1 controls, the
 * line and paragraph separators, the bidirectional embeddings, overrides and isolates (which reorder
 * what a reader sees), and unpaired surrogates (with the `u` flag only a lone half matches; a page's
 * HTML carries it as U+FFFD while its JSON keeps it, so one breaks hydration).
 */
const NEVER = '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF';

const FORBIDDEN: Record<TextLines, RegExp> = {
  'multi-line': new RegExp(`[${NEVER}]`, 'u'),
  'one-line': new RegExp(`[\\t\\n${NEVER}]`, 'u'),
};

const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;
const LINE_ENDING = /\r\n?/g;

/** CRLF and CR as LF: what a browser's form post sends for a textarea's line breaks (CRLF) is one break. */
export const withUnixLineEnds = (text: string): string => text.replace(LINE_ENDING, '\n');

/** Whether `text` (line ends already made LF) holds nothing the rule refuses for a field of `lines`. */
export const isWellFormedText = (text: string, lines: TextLines): boolean => !FORBIDDEN[lines].test(text);

/** The problem shown for a field that holds a refused character, worded for its kind. */
export function textProblem(field: string, lines: TextLines): string {
  return lines === 'one-line'
    ? `${field} must be one line of text without tabs, control characters, direction overrides or broken characters`
    : `${field} must not contain control characters, direction overrides or broken characters`;
}

const REPAIRABLE = new RegExp(`[${NEVER}]`, 'gu');

/**
 * Text stored before the rule, made safe to show: line ends as LF, an unpaired surrogate as U+FFFD
 * (what a browser and TextEncoder make of it), every other refused character removed. Tabs and line
 * breaks stay, since they render the same in a page's HTML and its script.
 */
export function repairText(text: string): string {
  return withUnixLineEnds(text)
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(REPAIRABLE, '');
}

/** A copy of `value` (JSON-like: records, lists, text, numbers) with every text in it repaired. */
export function repairTextIn<T>(value: T): T {
  if (typeof value === 'string') return repairText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => repairTextIn(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, repairTextIn(item)])) as T;
  }
  return value;
}
