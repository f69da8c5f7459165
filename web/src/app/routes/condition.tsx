import { PATHS } from '../../../../shared/site-routes';
import { CONDITION_COPY, conditionMeta } from '../../content/condition';
import { ConditionPage } from '../../features/condition/components/condition-page';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/condition';

export const meta: Route.MetaFunction = () => pageMeta({ ...conditionMeta(pageFigures()), path: PATHS.condition }).concat(languageAlternates(PATHS.condition));

/** /condition (docs/product.md#condition-report): the seller's condition report. */
export default function Condition() {
  return <ConditionPage copy={CONDITION_COPY} />;
}
