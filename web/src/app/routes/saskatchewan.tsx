import { RegionalPage } from '../../components/layout/regional-page';
import { SASKATCHEWAN_PAGE } from '../../content/regions';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { pageMeta } from '../seo';
import type { Route } from './+types/saskatchewan';

export const meta: Route.MetaFunction = () => pageMeta({ ...SASKATCHEWAN_PAGE.meta, path: SASKATCHEWAN_PAGE.path, type: 'product' });

export default function Saskatchewan() {
  return <RegionalPage copy={SASKATCHEWAN_PAGE} price={<PriceTag onDark />} />;
}
