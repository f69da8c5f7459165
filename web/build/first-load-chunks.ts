/**
 * The first-load chunks vite.config.ts groups code into, in the order they import one another: each
 * imports only chunks before it (rolldown's runtime first; a group of higher priority captures the
 * modules its dependencies need, so our own code's groups import the npm groups, never the reverse).
 */
export const FIRST_LOAD_CHUNKS = ['rolldown-runtime', 'framework', 'ui', 'forms', 'swr', 'app', 'fr', 'contact-form'] as const;

export type FirstLoadChunk = (typeof FIRST_LOAD_CHUNKS)[number];

/**
 * The first-load chunks the root route imports, so every page has loaded them before any of its code
 * runs: a lazily loaded chunk's list of files to preload need not name them.
 */
export const EVERY_PAGE_CHUNKS = ['rolldown-runtime', 'framework', 'ui', 'app'] as const satisfies readonly FirstLoadChunk[];

/** A built chunk's file name, `<chunk>-<hash>.js`, at the end of its path. */
const CHUNK_FILE = /(?:^|\/)([^/]+)-[\w-]{8}\.js$/;

/** Which first-load chunk a built file (its path or its name) is, if it is one. */
export function firstLoadChunkOf(path: string): FirstLoadChunk | undefined {
  const name = CHUNK_FILE.exec(path)?.[1];
  return FIRST_LOAD_CHUNKS.find((chunk) => chunk === name);
}

/** Whether a built file (its path or its name) is one of the chunks every page loads first. */
export function isEveryPageChunk(path: string): boolean {
  const chunk = firstLoadChunkOf(path);
  return chunk !== undefined && (EVERY_PAGE_CHUNKS as readonly FirstLoadChunk[]).includes(chunk);
}

/**
 * The chunks in an order where each comes after the first-load chunks it imports: the first-load
 * chunks in FIRST_LOAD_CHUNKS order, then the others as they were. Evaluating a chunk evaluates the
 * chunks it imports first, in the same task, so in React Router's order (`app` before `ui`) the two
 * largest chunks of our own and MUI's code ran as one long task.
 */
export function inImportOrder(paths: readonly string[]): string[] {
  const rank = (path: string) => {
    const chunk = firstLoadChunkOf(path);
    return chunk === undefined ? FIRST_LOAD_CHUNKS.length : FIRST_LOAD_CHUNKS.indexOf(chunk);
  };
  return [...paths].sort((a, b) => rank(a) - rank(b));
}
