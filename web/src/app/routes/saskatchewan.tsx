import { RegionalPage } from '../../components/layout/regional-page';
import { SASKATCHEWAN_PAGE } from '../../content/regions';
import { pageFigures } from '../../lib/listing-snapshot';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { pageMeta } from '../seo';
import type { Route } from './+types/saskatchewan';

export const meta: Route.MetaFunction = () => pageMeta({ ...SASKATCHEWAN_PAGE.meta(pageFigures()), path: SASKATCHEWAN_PAGE.path, type: 'product' });

export default function Saskatchewan() {
  return <RegionalPage copy={SASKATCHEWAN_PAGE} price={<PriceTag onDark />} />;
}
