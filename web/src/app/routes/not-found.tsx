import { MESSAGES } from '../../../../shared/messages';
import { PATHS } from '../../../../shared/site-routes';
import type { BreadcrumbHandle } from '../../components/layout/breadcrumbs';
import { NotFoundView } from '../../components/layout/not-found-view';
import { SITE_COPY } from '../../content/site';
import { noIndexMeta } from '../seo';
import type { Route } from './+types/not-found';

/** Prerendered once and served for every unknown path outside /fr/, so nothing here may depend on the URL. */
export const handle: BreadcrumbHandle = { hideBreadcrumbs: true };

export const meta: Route.MetaFunction = () =>
  noIndexMeta(`${MESSAGES.notFoundTitle} | ${SITE_COPY.name}`, SITE_COPY.notFoundText);

export default function NotFound() {
  return <NotFoundView title={MESSAGES.notFoundTitle} text={SITE_COPY.notFoundText} homeLabel={MESSAGES.returnHome} homePath={PATHS.home} />;
}
