import { AuthPage } from '../../features/auth/components/auth-page';
import { AUTH_META } from '../../content/auth';
import { SITE_COPY } from '../../content/site';
import { noIndexMeta } from '../seo';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = () => noIndexMeta(`${AUTH_META.title} | ${SITE_COPY.name}`, AUTH_META.description);

/** /auth: sign-in and sign-up for the seller (docs/product.md#sign-in). Its code loads only here. */
export default function Auth() {
  return <AuthPage />;
}
