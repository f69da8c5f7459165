import { FRENCH_INQUIRY_COPY } from '../../../../shared/contact-fr';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { NotFoundCopy } from '../../components/layout/not-found-view';

/** The French 404 page, served for an unknown path under /fr/. */
export const FRENCH_NOT_FOUND: NotFoundCopy = {
  title: 'Page introuvable',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  homeLabel: FRENCH_INQUIRY_COPY.returnHome,
  homePath: FRENCH_PATHS.home,
};
