import type { ComponentType } from 'react';
import { HeroActions } from '../../../components/ui/hero-actions';
import { PageHero } from '../../../components/ui/page-hero';
import type { ConditionCopy, ConditionDetailsCopy } from '../../../content/condition';
import { partWithWords } from '../../../lib/defer-until-visible';
import { useListingFigures } from '../../../lib/listing-state';
import { ConditionCopyContext, ConditionDetailsContext } from '../condition-copy';
import { ConditionReportView, renderedDay } from './condition-report-view';

/** A part under the summary that shows the details' words: `load` brings its code. */
const detailsPart = (id: string, load: () => Promise<{ default: ComponentType }>, options?: { inFirstScreen: boolean }) =>
  partWithWords(
    id,
    async () => {
      const { default: Part } = await load();
      return (details: ConditionDetailsCopy) =>
        function WithDetails() {
          return (
            <ConditionDetailsContext value={details}>
              <Part />
            </ConditionDetailsContext>
          );
        };
    },
    options,
  );

/** The seller's statement and the documents: in a wide window's first screen, so their styles stay in the head. */
const conditionRecord = detailsPart('condition-record', () => import('./condition-record'), { inFirstScreen: true });
const conditionSystems = detailsPart('condition-systems', () => import('./condition-systems'));

/**
 * The condition report page (docs/product.md#condition-report) in the language of `copy`: the
 * seller's report from the page's snapshot, summary first, then the statement and documents, then
 * system by system (each hydrated when scrolled near). Plain markup and links: it works without scripts.
 */
export function ConditionPage({ copy }: { copy: ConditionCopy }) {
  const figures = useListingFigures();
  const today = renderedDay();
  const ConditionRecord = conditionRecord(copy.loadDetails);
  const ConditionSystems = conditionSystems(copy.loadDetails);
  return (
    <ConditionCopyContext value={copy}>
      <PageHero title={copy.title} lead={copy.lead(figures)}>
        <HeroActions primary={copy.askCta} />
      </PageHero>
      <ConditionReportView today={today} />
      <ConditionRecord />
      <ConditionSystems />
    </ConditionCopyContext>
  );
}
