import { FRENCH_PATHS, localizedPath, type PageId } from '../../../../shared/site-routes';
import type { LinkCopy } from '../types';

/** Beside a link to a page that has no French version yet, so a French reader knows where it leads. */
const IN_ENGLISH = ' (en anglais)';

/**
 * A link from a French page to `page`: its French version, or its English page marked as such until
 * it is translated (docs/product.md#languages). The mark goes away on its own once the page is in FRENCH_PATHS.
 */
export function frenchLink(page: PageId, label: string): LinkCopy {
  return { label: page in FRENCH_PATHS ? label : `${label}${IN_ENGLISH}`, to: localizedPath(page, 'fr') };
}
