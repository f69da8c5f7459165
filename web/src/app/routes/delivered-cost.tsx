import Container from '@mui/material/Container';
import { PageHero } from '../../components/ui/page-hero';
import { DELIVERED_COST_COPY } from '../../../../shared/delivered-cost-copy';
import { DELIVERED_COST_META } from '../../content/delivered-cost';
import { DeferredEstimator } from '../../features/delivered-cost/deferred-section';
import { PATHS } from '../../../../shared/site-routes';
import { DeferredWatch } from '../../features/watch/deferred-watch';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/delivered-cost';

export const meta: Route.MetaFunction = () => pageMeta({ ...DELIVERED_COST_META, path: PATHS.deliveredCost }).concat(languageAlternates(PATHS.deliveredCost));

/** /delivered-cost: the delivered-cost estimator on its own page, for a link or a bookmark with `#to=` (`?to=` is answered by the API: docs/decisions/estimator-answer-page.md). */
export default function DeliveredCost() {
  return (
    <>
      <PageHero title={DELIVERED_COST_COPY.title} lead={DELIVERED_COST_COPY.intro} />
      <Container maxWidth="lg" component="section" aria-label={DELIVERED_COST_COPY.title} sx={{ py: { xs: 4, md: 7 } }}>
        <DeferredEstimator />
      </Container>
      <DeferredWatch />
    </>
  );
}
