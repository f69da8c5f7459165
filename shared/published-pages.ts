/** The site file the page publisher writes after every page of a publish: which content the pages show. */
export const PUBLISHED_PAGES_FILE = 'published-pages.json';

export interface PublishedPagesRecord {
  /** Names the build, the served host and the snapshot the pages were rendered with. */
  version: string;
  /** ISO 8601 */
  publishedAt: string;
  /** The site files written, e.g. contact/index.html. */
  pages: string[];
}

/** Where a page's styles for its parts below the fold are served (web/build/later-styles.ts), named by their content. */
const LATER_STYLES = /^\/assets\/later-[0-9a-f]{16}\.css$/;

/** The site path of the later styles whose content hash is `hash` (16 hex digits). */
export function laterStylesPath(hash: string): string {
  const path = `/assets/later-${hash}.css`;
  if (!LATER_STYLES.test(path)) throw new Error(`not a later-styles hash: ${hash}`);
  return path;
}

/** Whether a site path names later styles, which the page publisher writes beside the pages. */
export function isLaterStylesPath(path: string): boolean {
  return LATER_STYLES.test(path);
}
