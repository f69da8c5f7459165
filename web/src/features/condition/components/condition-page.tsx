import { sellerToday, toIsoDate } from '../../../../../shared/calendar-day';
import { HeroActions } from '../../../components/ui/hero-actions';
import { PageHero } from '../../../components/ui/page-hero';
import type { ConditionCopy } from '../../../content/condition';
import { deferUntilVisible } from '../../../lib/defer-until-visible';
import { useListingFigures } from '../../../lib/listing-state';
import { ConditionCopyContext } from '../condition-copy';
import { ConditionReportView } from './condition-report-view';

const ConditionSystems = deferUntilVisible('condition-systems', () => import('./condition-systems'));

/**
 * The condition report page (docs/product.md#condition-report) in the language of `copy`: the
 * seller's report from the page's snapshot, summary first, then system by system (hydrated when
 * scrolled near). Plain markup and links: it works without scripts.
 */
export function ConditionPage({ copy }: { copy: ConditionCopy }) {
  const figures = useListingFigures();
  // The report's age is counted to the day the page is rendered (built or published).
  const today = toIsoDate(sellerToday());
  return (
    <ConditionCopyContext value={copy}>
      <PageHero title={copy.title} lead={copy.lead(figures)}>
        <HeroActions primary={copy.askCta} />
      </PageHero>
      <ConditionReportView today={today} />
      <ConditionSystems />
    </ConditionCopyContext>
  );
}
