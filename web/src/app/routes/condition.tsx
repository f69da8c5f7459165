import { toIsoDate, sellerToday } from '../../../../shared/calendar-day';
import { PATHS } from '../../../../shared/site-routes';
import { HeroActions } from '../../components/ui/hero-actions';
import { PageHero } from '../../components/ui/page-hero';
import { CONDITION_COPY, conditionMeta } from '../../content/condition';
import { ConditionReportView } from '../../features/condition/components/condition-report-view';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { useListingFigures } from '../../lib/listing-state';
import { pageMeta } from '../seo';
import type { Route } from './+types/condition';

const ConditionSystems = deferUntilVisible('condition-systems', () => import('../../features/condition/components/condition-systems'));

export const meta: Route.MetaFunction = () => pageMeta({ ...conditionMeta(pageFigures()), path: PATHS.condition });

/**
 * /condition (docs/product.md#condition-report): the seller's condition report from the page's
 * snapshot, summary first, then system by system (hydrated when scrolled near). Plain markup and
 * links: it works without scripts.
 */
export default function Condition() {
  const figures = useListingFigures();
  // The report's age is counted to the day the page is rendered (built or published).
  const today = toIsoDate(sellerToday());
  return (
    <>
      <PageHero title={CONDITION_COPY.title} lead={CONDITION_COPY.lead(figures)}>
        <HeroActions primary={{ label: CONDITION_COPY.askCta, to: PATHS.contact }} />
      </PageHero>
      <ConditionReportView today={today} />
      <ConditionSystems />
    </>
  );
}
