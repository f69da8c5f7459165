import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_SPECIFICATIONS_COPY, frenchSpecificationsMeta } from '../../content/fr/specifications';
import { SpecificationsPage } from '../../features/specifications/components/specifications-page';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-specifications';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...frenchSpecificationsMeta(pageFigures()), path: FRENCH_PATHS.specifications, type: 'product' }).concat(languageAlternates(FRENCH_PATHS.specifications));

/**
 * /fr/specifications (docs/product.md#languages): the specifications in French. The English page's
 * downloads are English documents; their French versions are not made yet, so this page lists none.
 */
export default function FrenchSpecifications() {
  return <SpecificationsPage copy={FRENCH_SPECIFICATIONS_COPY} />;
}
