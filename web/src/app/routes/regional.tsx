import { useLocation } from 'react-router';
import { RegionalPage, regionalPageAt } from '../../components/layout/regional-page';
import { ALBERTA_PAGE, SASKATCHEWAN_PAGE } from '../../content/regions';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { regionalPageMeta } from '../regional-meta';
import type { Route } from './+types/regional';

/** /alberta and /saskatchewan (docs/product.md#regional-pages): one layout, each province's copy. */
const PAGES = [ALBERTA_PAGE, SASKATCHEWAN_PAGE] as const;

export const meta: Route.MetaFunction = ({ location }) => regionalPageMeta(regionalPageAt(PAGES, location.pathname));

export default function Regional() {
  const page = regionalPageAt(PAGES, useLocation().pathname);
  return <RegionalPage copy={page} price={<PriceTag onDark />} deliveredCost={<DeferredDeliveredCost />} />;
}
