import { CanadaUsaPage } from '../../components/layout/canada-usa-page';
import { CANADA_USA_PAGE } from '../../content/canada-usa';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/canada-usa';

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...CANADA_USA_PAGE.meta(pageFigures()), path: CANADA_USA_PAGE.path, type: 'product' }).concat(languageAlternates(CANADA_USA_PAGE.path));

export default function CanadaUsa() {
  return <CanadaUsaPage copy={CANADA_USA_PAGE} deliveredCost={<DeferredDeliveredCost />} />;
}
