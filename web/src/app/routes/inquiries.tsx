import { INQUIRIES_META } from '../../content/inquiries';
import { SITE_COPY } from '../../content/site';
import { InquiriesPage } from '../../features/inquiries/components/inquiries-page';
import { noIndexMeta } from '../seo';
import type { Route } from './+types/inquiries';

export const meta: Route.MetaFunction = () => noIndexMeta(`${INQUIRIES_META.title} | ${SITE_COPY.name}`, INQUIRIES_META.description);

/** /inquiries: the admin's leads list. Prerendered as an empty shell; the data needs the admin's token. */
export default function Inquiries() {
  return <InquiriesPage />;
}
