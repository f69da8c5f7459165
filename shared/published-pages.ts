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
