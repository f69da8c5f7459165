import { RegionalPage } from '../../components/layout/regional-page';
import { ALBERTA_PAGE } from '../../content/regions';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { pageFigures } from '../../lib/listing-snapshot';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/alberta';

export const meta: Route.MetaFunction = () => pageMeta({ ...ALBERTA_PAGE.meta(pageFigures()), path: ALBERTA_PAGE.path, type: 'product' }).concat(languageAlternates(ALBERTA_PAGE.path));

export default function Alberta() {
  return <RegionalPage copy={ALBERTA_PAGE} price={<PriceTag onDark />} deliveredCost={<DeferredDeliveredCost />} />;
}
