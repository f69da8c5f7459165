import { useLocation } from 'react-router';
import { RegionalPage } from '../../components/layout/regional-page';
import { ALBERTA_PAGE, SASKATCHEWAN_PAGE, type RegionalPageCopy } from '../../content/regions';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { regionalPageMeta } from '../regional-meta';
import type { Route } from './+types/regional';

/** /alberta and /saskatchewan (docs/product.md#regional-pages): one layout, each province's copy. */
const PAGES = [ALBERTA_PAGE, SASKATCHEWAN_PAGE] as const;

/**
 * The provincial page at `pathname` among `pages` (this route module serves both provinces; here, not in
 * the shared layout, which the French pages load with a route each).
 * Its routes are registered at those paths only, so any other path is a wiring error.
 */
function regionalPageAt(pages: readonly RegionalPageCopy[], pathname: string): RegionalPageCopy {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No regional page at ${pathname}`);
  return page;
}

export const meta: Route.MetaFunction = ({ location }) => regionalPageMeta(regionalPageAt(PAGES, location.pathname));

export default function Regional() {
  const page = regionalPageAt(PAGES, useLocation().pathname);
  return <RegionalPage copy={page} price={<PriceTag onDark />} deliveredCost={<DeferredDeliveredCost />} />;
}
