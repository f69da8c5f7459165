import { PATHS } from '../../../../shared/site-routes';
import { OVERVIEW_COPY, overviewMeta } from '../../content/overview';
import { OverviewPage } from '../../features/overview/components/overview-page';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/overview';

export const meta: Route.MetaFunction = () => pageMeta({ ...overviewMeta(pageFigures()), path: PATHS.overview, type: 'product' }).concat(languageAlternates(PATHS.overview));

export default function Overview() {
  return <OverviewPage copy={OVERVIEW_COPY} />;
}
