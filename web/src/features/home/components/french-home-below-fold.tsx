import { FRENCH_HOME_SECTIONS } from '../../../content/fr/home-sections';
import { BelowFoldSections } from './below-fold-sections';

/**
 * French Home below the hero and key facts (docs/product.md#languages). The watch form and its mails
 * are English only so far, so the French closing band ends with its links. Loaded on demand, as the
 * English one.
 */
export default function FrenchHomeBelowFold() {
  return <BelowFoldSections copy={FRENCH_HOME_SECTIONS} />;
}
