import { Suspense, lazy } from 'react';
import { PATHS } from '../../../../shared/site-routes';
import { HOME_HERO, homeMeta } from '../../content/home';
import { useFrenchSuggested } from '../../features/home/hooks/use-french-suggested';
import { HomeHero, HomeKeyFacts } from '../../features/home/components/home-top';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';

/** Features, testimonials, compliance, regions and the closing call to action: hydrated on scroll. */
const HomeBelowFold = deferUntilVisible('home-more', () => import('../../features/home/components/home-below-fold'));

export const meta: Route.MetaFunction = () => pageMeta({ ...homeMeta(pageFigures()), path: PATHS.home, type: 'product' }).concat(languageAlternates(PATHS.home));

/** The suggestion to read Home in French: its code loads only for a browser that prefers French. */
const FrenchSuggestion = lazy(() => import('../../features/home/components/french-suggestion'));

export default function Home() {
  const [frenchSuggested, closeSuggestion] = useFrenchSuggested();
  return (
    <>
      <HomeHero copy={HOME_HERO} />
      <HomeKeyFacts copy={HOME_HERO} />
      <HomeBelowFold />
      {frenchSuggested && (
        <Suspense fallback={null}>
          <FrenchSuggestion onClose={closeSuggestion} />
        </Suspense>
      )}
    </>
  );
}
