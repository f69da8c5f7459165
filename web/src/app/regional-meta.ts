import type { RegionalPageCopy } from '../content/regions';
import { pageFigures } from '../lib/listing-snapshot';
import { languageAlternates } from './language-alternates';
import { pageMeta } from './seo';

/** A provincial page's head, in either language: its words' title and description with the listing's figures, and its other version. */
export function regionalPageMeta(page: RegionalPageCopy) {
  return pageMeta({ ...page.meta(pageFigures()), path: page.path, type: 'product' }).concat(languageAlternates(page.path));
}
