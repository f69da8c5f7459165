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

/**
 * The files a page names, written beside the pages by the build and the page publisher
 * (web/build/finish-page.ts), each named by its content, so pages with the same content share one
 * file and a cached copy is never stale: the styles of its parts below the fold (web/build/later-styles.ts),
 * the listing snapshot its scripts hydrate with (web/build/snapshot-file.ts), and the module script
 * that starts them (web/build/hydrate-after-load.ts).
 */
export const PAGE_FILE_KINDS = {
  laterStyles: { name: 'later', extension: 'css', contentType: 'text/css; charset=utf-8' },
  listingSnapshot: { name: 'snapshot', extension: 'json', contentType: 'application/json' },
  bootstrap: { name: 'bootstrap', extension: 'js', contentType: 'text/javascript; charset=utf-8' },
} as const;
export type PageFileKind = keyof typeof PAGE_FILE_KINDS;

const CONTENT_HASH = /^[0-9a-f]{16}$/;

/** The site path of a page file of `kind` whose content hash is `hash` (16 hex digits): /assets/later-….css. */
export function pageFilePath(kind: PageFileKind, hash: string): string {
  if (!CONTENT_HASH.test(hash)) throw new Error(`not a page file's content hash: ${hash}`);
  const { name, extension } = PAGE_FILE_KINDS[kind];
  return `/assets/${name}-${hash}.${extension}`;
}

/** The kind of page file a site path names, if it names one. */
export function pageFileKindOf(path: string): PageFileKind | undefined {
  const match = /^\/assets\/([a-z]+)-([0-9a-f]{16})\.([a-z]+)$/.exec(path);
  if (!match) return undefined;
  const [, name, , extension] = match;
  return (Object.keys(PAGE_FILE_KINDS) as PageFileKind[]).find((kind) => PAGE_FILE_KINDS[kind].name === name && PAGE_FILE_KINDS[kind].extension === extension);
}

/** Whether a site path names a page file, which the page publisher writes beside the pages. */
export function isPageFilePath(path: string): boolean {
  return pageFileKindOf(path) !== undefined;
}

/** The content type a page file is served with. */
export function pageFileContentType(path: string): string {
  const kind = pageFileKindOf(path);
  if (!kind) throw new Error(`not a page file: ${path}`);
  return PAGE_FILE_KINDS[kind].contentType;
}
