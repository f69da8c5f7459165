import { PATHS } from '../../../../shared/site-routes';
import { HOME_HERO, homeMeta } from '../../content/home';
import { HomeHero, HomeKeyFacts } from '../../features/home/components/home-top';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';

/** Features, testimonials, compliance, regions and the closing call to action: hydrated on scroll. */
const HomeBelowFold = deferUntilVisible('home-more', () => import('../../features/home/components/home-below-fold'));

export const meta: Route.MetaFunction = () => pageMeta({ ...homeMeta(pageFigures()), path: PATHS.home, type: 'product' }).concat(languageAlternates(PATHS.home));

export default function Home() {
  return (
    <>
      <HomeHero copy={HOME_HERO} />
      <HomeKeyFacts copy={HOME_HERO} />
      <HomeBelowFold />
    </>
  );
}
