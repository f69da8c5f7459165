import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { ResourcesPage } from '../../components/layout/resources-page';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_RESOURCES_COPY } from '../../content/fr/resources';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-resources';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...FRENCH_RESOURCES_COPY.meta, path: FRENCH_PATHS.resources }).concat(languageAlternates(FRENCH_PATHS.resources));

// As on the English page: the download cards load as the visitor scrolls near them.
const FrenchResourceDownloads = deferUntilVisible('resource-downloads', () => import('../../features/documents/components/french-resource-downloads'));

/** /fr/ressources (docs/product.md#languages): the guides in French; the documents are still the English files. */
export default function FrenchResources() {
  return <ResourcesPage copy={FRENCH_RESOURCES_COPY} downloads={<FrenchResourceDownloads />} />;
}
