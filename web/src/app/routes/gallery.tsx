import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LoginIcon from '@mui/icons-material/Login';
import { AUTH_PATH } from '../../../../shared/site-routes';
import { PageHero } from '../../components/ui/page-hero';
import { StatusBadge } from '../../components/ui/status-badge';
import { GALLERY_COPY, GALLERY_META } from '../../content/gallery';
import { EXTERIOR_IMAGES_KEY } from '../../features/gallery/api/get-exterior-images';
import { preloadExteriorGallery } from '../../features/gallery/api/preload-exterior-gallery';
import { ExteriorGallery } from '../../features/gallery/components/exterior-gallery';
import { pageMeta } from '../seo';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () => pageMeta({ ...GALLERY_META, path: '/gallery' });

/**
 * The photo list is the page's critical path (its first photo is the largest paint): the
 * browser starts fetching it with the HTML instead of after the scripts, and SWR's fetch
 * picks up the preloaded answer (same URL, CORS mode, same-origin credentials).
 */
export const links: Route.LinksFunction = () => [{ rel: 'preload', href: EXTERIOR_IMAGES_KEY, as: 'fetch', crossOrigin: 'anonymous' }];

// In the browser this module runs before the page hydrates: start on the list and its first photo now.
if (typeof document !== 'undefined') preloadExteriorGallery();

/** The exterior tour gallery (SPEC.md section 2, "Gallery (Exterior Tour)"). */
export default function Gallery() {
  return (
    <>
      <PageHero badges={<StatusBadge tone="on-dark">{GALLERY_COPY.eyebrow}</StatusBadge>} title={GALLERY_COPY.title} lead={GALLERY_COPY.intro}>
        {/* Signed out: the way to sign in. Admin Mode, Exit Admin and Sign Out arrive with the admin issue. */}
        <Box sx={{ mt: 3 }}>
          <Button
            component={Link}
            to={AUTH_PATH}
            variant="outlined"
            color="inherit"
            size="small"
            startIcon={<LoginIcon />}
            sx={{ borderColor: 'rgba(255, 255, 255, 0.6)' }}
          >
            {GALLERY_COPY.adminLogin}
          </Button>
        </Box>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ExteriorGallery />
      </Container>
    </>
  );
}
