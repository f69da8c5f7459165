import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { EstimateLinkSection } from '../../components/layout/estimate-link-section';
import { RegionalPage } from '../../components/layout/regional-page';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_ALBERTA_PAGE, FRENCH_ESTIMATE_LINK } from '../../content/fr/regions';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-alberta';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...FRENCH_ALBERTA_PAGE.meta(pageFigures()), path: FRENCH_ALBERTA_PAGE.path, type: 'product' }).concat(languageAlternates(FRENCH_ALBERTA_PAGE.path));

/** The Alberta page in French (docs/product.md#languages); the estimator is linked, not embedded, until it speaks French. */
export default function FrenchAlberta() {
  return <RegionalPage copy={FRENCH_ALBERTA_PAGE} price={<PriceTag onDark />} deliveredCost={<EstimateLinkSection copy={FRENCH_ESTIMATE_LINK} />} />;
}
