import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { EstimateLinkSection } from '../../components/layout/estimate-link-section';
import { RegionalPage } from '../../components/layout/regional-page';
import { FRENCH_ALBERTA_PAGE } from '../../content/fr/alberta';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_ESTIMATE_LINK } from '../../content/fr/region-actions';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { regionalPageMeta } from '../regional-meta';
import type { Route } from './+types/fr-alberta';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => regionalPageMeta(FRENCH_ALBERTA_PAGE);

/**
 * /fr/alberta (docs/product.md#languages), as the English regional route; a route of its own so that
 * it does not load the other province's words. The estimator is linked, not embedded, until it speaks French.
 */
export default function FrenchAlberta() {
  return <RegionalPage copy={FRENCH_ALBERTA_PAGE} price={<PriceTag onDark />} deliveredCost={<EstimateLinkSection copy={FRENCH_ESTIMATE_LINK} />} />;
}
