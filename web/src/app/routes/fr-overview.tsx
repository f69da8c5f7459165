import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_OVERVIEW_COPY, frenchOverviewMeta } from '../../content/fr/overview';
import { OverviewPage } from '../../features/overview/components/overview-page';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-overview';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...frenchOverviewMeta(pageFigures()), path: FRENCH_PATHS.overview, type: 'product' }).concat(languageAlternates(FRENCH_PATHS.overview));

/** /fr/apercu (docs/product.md#languages): the overview in French. */
export default function FrenchOverview() {
  return <OverviewPage copy={FRENCH_OVERVIEW_COPY} />;
}
