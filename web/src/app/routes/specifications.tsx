import { PATHS } from '../../../../shared/site-routes';
import { SPECIFICATIONS_COPY, specificationsMeta } from '../../content/specifications';
import { SpecificationsPage } from '../../features/specifications/components/specifications-page';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/specifications';

export const meta: Route.MetaFunction = () => pageMeta({ ...specificationsMeta(pageFigures()), path: PATHS.specifications, type: 'product' }).concat(languageAlternates(PATHS.specifications));

// The download cards and their toasts load as the visitor scrolls near them; the generators only on a click.
const DocumentationSection = deferUntilVisible('documentation-downloads', () => import('../../features/documents/components/documentation-section'));

export default function Specifications() {
  return (
    <SpecificationsPage copy={SPECIFICATIONS_COPY}>
      <DocumentationSection />
    </SpecificationsPage>
  );
}
