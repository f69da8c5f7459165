import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_CONDITION_COPY, frenchConditionMeta } from '../../content/fr/condition';
import { ConditionPage } from '../../features/condition/components/condition-page';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-condition';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...frenchConditionMeta(pageFigures()), path: FRENCH_PATHS.condition }).concat(languageAlternates(FRENCH_PATHS.condition));

/** /fr/condition (docs/product.md#languages): the condition report in French; the seller's texts through SellerText. */
export default function FrenchCondition() {
  return <ConditionPage copy={FRENCH_CONDITION_COPY} />;
}
