import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { CanadaUsaPage } from '../../components/layout/canada-usa-page';
import { EstimateLinkSection } from '../../components/layout/estimate-link-section';
import { FRENCH_CANADA_USA_PAGE } from '../../content/fr/canada-usa';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_ESTIMATE_LINK } from '../../content/fr/region-actions';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-canada-usa';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...FRENCH_CANADA_USA_PAGE.meta(pageFigures()), path: FRENCH_CANADA_USA_PAGE.path, type: 'product' }).concat(languageAlternates(FRENCH_CANADA_USA_PAGE.path));

/** /fr/canada-etats-unis (docs/product.md#languages); the estimator is linked, not embedded, until it speaks French. */
export default function FrenchCanadaUsa() {
  return <CanadaUsaPage copy={FRENCH_CANADA_USA_PAGE} deliveredCost={<EstimateLinkSection copy={FRENCH_ESTIMATE_LINK} />} />;
}
