import { useLocation } from 'react-router';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { EstimateLinkSection } from '../../components/layout/estimate-link-section';
import { RegionalPage, regionalPageAt } from '../../components/layout/regional-page';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_ESTIMATE_LINK } from '../../content/fr/region-actions';
import { FRENCH_ALBERTA_PAGE, FRENCH_SASKATCHEWAN_PAGE } from '../../content/fr/regions';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-regional';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

/** /fr/alberta and /fr/saskatchewan (docs/product.md#languages), as the English regional route. */
const PAGES = [FRENCH_ALBERTA_PAGE, FRENCH_SASKATCHEWAN_PAGE] as const;

export const meta: Route.MetaFunction = ({ location }) => {
  const page = regionalPageAt(PAGES, location.pathname);
  return pageMeta({ ...page.meta(pageFigures()), path: page.path, type: 'product' }).concat(languageAlternates(page.path));
};

/** The estimator is linked, not embedded, until it speaks French. */
export default function FrenchRegional() {
  const page = regionalPageAt(PAGES, useLocation().pathname);
  return <RegionalPage copy={page} price={<PriceTag onDark />} deliveredCost={<EstimateLinkSection copy={FRENCH_ESTIMATE_LINK} />} />;
}
