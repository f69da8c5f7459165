import { PATHS } from '../../../../shared/site-routes';
import { ResourcesPage } from '../../components/layout/resources-page';
import { RESOURCES_COPY } from '../../content/resources';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/resources';

export const meta: Route.MetaFunction = () => pageMeta({ ...RESOURCES_COPY.meta, path: PATHS.resources }).concat(languageAlternates(PATHS.resources));

// The download cards load as the visitor scrolls near them; the generators only on a click.
const ResourceDownloads = deferUntilVisible('resource-downloads', () => import('../../features/documents/components/resource-downloads'));

export default function Resources() {
  return <ResourcesPage copy={RESOURCES_COPY} downloads={<ResourceDownloads />} />;
}
