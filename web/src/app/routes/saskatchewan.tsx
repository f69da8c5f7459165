import { RegionalPage } from '../../components/layout/regional-page';
import { SASKATCHEWAN_PAGE } from '../../content/regions';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { pageFigures } from '../../lib/listing-snapshot';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/saskatchewan';

export const meta: Route.MetaFunction = () => pageMeta({ ...SASKATCHEWAN_PAGE.meta(pageFigures()), path: SASKATCHEWAN_PAGE.path, type: 'product' }).concat(languageAlternates(SASKATCHEWAN_PAGE.path));

export default function Saskatchewan() {
  return <RegionalPage copy={SASKATCHEWAN_PAGE} price={<PriceTag onDark />} deliveredCost={<DeferredDeliveredCost />} />;
}
