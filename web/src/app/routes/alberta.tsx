import { RegionalPage } from '../../components/layout/regional-page';
import { ALBERTA_PAGE } from '../../content/regions';
import { pageFigures } from '../../lib/listing-snapshot';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { pageMeta } from '../seo';
import type { Route } from './+types/alberta';

export const meta: Route.MetaFunction = () => pageMeta({ ...ALBERTA_PAGE.meta(pageFigures()), path: ALBERTA_PAGE.path, type: 'product' });

export default function Alberta() {
  return <RegionalPage copy={ALBERTA_PAGE} price={<PriceTag onDark />} />;
}
