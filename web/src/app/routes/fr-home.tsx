import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_HOME_HERO, frenchHomeMeta } from '../../content/fr/home';
import { HomeHero, HomeKeyFacts } from '../../features/home/components/home-top';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-home';

/** The sections below the key facts, in French: hydrated on scroll, as on the English page. */
const FrenchHomeBelowFold = deferUntilVisible('home-more', () => import('../../features/home/components/french-home-below-fold'));

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...frenchHomeMeta(pageFigures()), path: FRENCH_PATHS.home, type: 'product' }).concat(languageAlternates(FRENCH_PATHS.home));

/** /fr (docs/product.md#languages): Home in French, the English page's sections in the same order. */
export default function FrenchHome() {
  return (
    <>
      <HomeHero copy={FRENCH_HOME_HERO} />
      <HomeKeyFacts copy={FRENCH_HOME_HERO} />
      <FrenchHomeBelowFold />
    </>
  );
}
