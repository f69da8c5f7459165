import Container from '@mui/material/Container';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { PageHero } from '../../components/ui/page-hero';
import { StatusBadge } from '../../components/ui/status-badge';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_GALLERY_COPY, FRENCH_GALLERY_META } from '../../content/fr/gallery';
import { HeroImage } from '../../features/hero-image/components/hero-image';
import { ExteriorGalleryPart } from '../../features/gallery/components/exterior-gallery-part';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-gallery';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...FRENCH_GALLERY_META, path: FRENCH_PATHS.gallery }).concat(languageAlternates(FRENCH_PATHS.gallery));

/**
 * /fr/galerie (docs/product.md#languages): the exterior gallery in French, its captions in the
 * seller's French where given. Admin Mode stays on the English page (the admin works in English).
 */
export default function FrenchGallery() {
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="on-dark">{FRENCH_GALLERY_COPY.eyebrow}</StatusBadge>}
        title={FRENCH_GALLERY_COPY.title}
        lead={FRENCH_GALLERY_COPY.intro}
        aside={<HeroImage />}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ExteriorGalleryPart copy={FRENCH_GALLERY_COPY} />
      </Container>
    </>
  );
}
