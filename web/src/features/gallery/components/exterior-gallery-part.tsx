import type { GalleryCopy } from '../../../content/gallery';
import { deferUntilVisible, madeOnce } from '../../../lib/defer-until-visible';

/**
 * The gallery's grid, a part of its own (lib/defer-until-visible): its cards, list and viewer code load
 * after the page's, at once when the grid is in view. It may be in the first screen, so it is painted
 * with the page and keeps its styles in the head. Until it is live the prerendered cards show and a
 * click on one is kept and carried out.
 */
const galleryPart = madeOnce((copy: GalleryCopy) =>
  deferUntilVisible(
    'exterior-gallery',
    () =>
      import('./exterior-gallery').then(({ ExteriorGallery }) => ({
        default: function GalleryInLanguage() {
          return <ExteriorGallery copy={copy} />;
        },
      })),
    { inFirstScreen: true },
  ),
);

/** The exterior gallery in the language of `copy`. */
export function ExteriorGalleryPart({ copy }: { copy: GalleryCopy }) {
  const Part = galleryPart(copy);
  return <Part />;
}
