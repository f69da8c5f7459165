import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_HOME_HERO, frenchHomeMeta } from '../../content/fr/home';
import { HomeHero, HomeKeyFacts } from '../../features/home/components/home-top';
import { pageFigures } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-home';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...frenchHomeMeta(pageFigures()), path: FRENCH_PATHS.home, type: 'product' }).concat(languageAlternates(FRENCH_PATHS.home));

/**
 * /fr (docs/product.md#languages): Home in French, its hero and key facts. The English page's
 * sections below the fold are not translated yet, so this page ends with the key facts.
 */
export default function FrenchHome() {
  return (
    <>
      <HomeHero copy={FRENCH_HOME_HERO} />
      <HomeKeyFacts copy={FRENCH_HOME_HERO} />
    </>
  );
}
