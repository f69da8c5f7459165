import type { BreadcrumbHandle } from '../../components/layout/breadcrumbs';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { NotFoundView } from '../../components/layout/not-found-view';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_NOT_FOUND } from '../../content/fr/not-found';
import { noIndexMeta } from '../seo';
import type { Route } from './+types/fr-not-found';

/** Prerendered once as /fr/404.html and served for every unknown path under /fr/ (infra/edge/edge-function.js). */
export const handle: ChromeHandle & BreadcrumbHandle = { chrome: FRENCH_CHROME, hideBreadcrumbs: true };

export const meta: Route.MetaFunction = () => noIndexMeta(`${FRENCH_NOT_FOUND.title} | ${FRENCH_CHROME.name}`, FRENCH_NOT_FOUND.text);

export default function FrenchNotFound() {
  return <NotFoundView {...FRENCH_NOT_FOUND} />;
}
