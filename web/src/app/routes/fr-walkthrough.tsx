import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_TOUR_COPY } from '../../content/fr/walkthrough';
import { TourPage, tourShareImage } from '../../features/walkthrough/components/tour-page';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-walkthrough';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

const SHARE_IMAGE = tourShareImage();

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...FRENCH_TOUR_COPY.meta, path: FRENCH_PATHS.walkthrough, ...(SHARE_IMAGE ? { image: SHARE_IMAGE } : {}) }).concat(languageAlternates(FRENCH_PATHS.walkthrough));

/**
 * /fr/visite (docs/product.md#languages): the walkthrough in French. The seller's photo captions show
 * in French where the seller gave a French version, else in English, marked as such; the tour media
 * panel stays on the English page (the admin works in English).
 */
export default function FrenchWalkthrough() {
  return <TourPage copy={FRENCH_TOUR_COPY} />;
}
