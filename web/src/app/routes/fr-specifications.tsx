import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_SPECIFICATIONS_COPY, frenchSpecificationsMeta } from '../../content/fr/specifications';
import { SpecificationsPage } from '../../features/specifications/components/specifications-page';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-specifications';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...frenchSpecificationsMeta(pageFigures()), path: FRENCH_PATHS.specifications, type: 'product' }).concat(languageAlternates(FRENCH_PATHS.specifications));

// The download cards load as the visitor scrolls near them, as on the English page.
const FrenchDocumentationSection = deferUntilVisible('documentation-downloads', () => import('../../features/documents/components/french-documentation-section'));

/**
 * /fr/specifications (docs/product.md#languages): the specifications in French, and the downloads:
 * the French documents, the photo package's ZIP marked as English.
 */
export default function FrenchSpecifications() {
  return (
    <SpecificationsPage copy={FRENCH_SPECIFICATIONS_COPY}>
      <FrenchDocumentationSection />
    </SpecificationsPage>
  );
}
