import { createHash } from 'node:crypto';
import { pageFilePath, type PageFileKind } from '../../shared/published-pages';

/** A file a page names, written beside it (shared/published-pages.ts): its site path (/assets/…) and its text. */
export interface PageFile {
  path: string;
  text: string;
}

/** The page file of `kind` holding `text`, named by its content. */
export function pageFile(kind: PageFileKind, text: string): PageFile {
  return { path: pageFilePath(kind, createHash('sha256').update(text).digest('hex').slice(0, 16)), text };
}
