import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LoginIcon from '@mui/icons-material/Login';
import { PATHS, signInThenGoTo } from '../../../../shared/site-routes';
import { PageHero } from '../../components/ui/page-hero';
import { StatusBadge } from '../../components/ui/status-badge';
import { GALLERY_COPY, GALLERY_META } from '../../content/gallery';
import { HeroImage } from '../../features/hero-image/components/hero-image';
import { preloadExteriorGallery } from '../../features/gallery/api/preload-exterior-gallery';
import { ExteriorGallery } from '../../features/gallery/components/exterior-gallery';
import { hasStoredSession } from '../../lib/auth/stored-session';
import { IMAGE_LISTS } from '../../lib/images-api';
import { pageMeta } from '../seo';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () => pageMeta({ ...GALLERY_META, path: PATHS.gallery });

/**
 * The photo list is the grid's critical path (nothing of the grid shows before it): the
 * browser starts fetching it with the HTML instead of after the scripts, and SWR's fetch
 * picks up the preloaded answer (same URL, CORS mode, same-origin credentials).
 */
export const links: Route.LinksFunction = () => [{ rel: 'preload', href: IMAGE_LISTS.exterior, as: 'fetch', crossOrigin: 'anonymous' }];

// In the browser this module runs before the page hydrates: start on the list and its first photo now.
if (typeof document !== 'undefined') preloadExteriorGallery();

// Sign-in and admin code load only for someone who has signed in on this browser.
const GalleryAdminBar = lazy(() => import('../../features/gallery-admin/components/gallery-admin-bar'));
const AdminPanel = lazy(() => import('../../features/gallery-admin/components/admin-panel'));
const ListingAdminPanel = lazy(() => import('../../features/listing-admin/components/listing-admin-panel'));
const ListingFactsPanel = lazy(() => import('../../features/listing-admin/components/listing-facts-panel'));
const ConditionReportPanel = lazy(() => import('../../features/listing-admin/components/condition-report-panel'));

/** The exterior tour gallery (docs/product.md#gallery), with Admin Mode for the admin. */
export default function Gallery() {
  const [maybeSignedIn, setMaybeSignedIn] = useState(false);
  const [adminMode, setAdminMode] = useState(false);
  useEffect(() => setMaybeSignedIn(hasStoredSession()), []);

  const adminLogin = (
    <Button
      component={Link}
      to={signInThenGoTo(PATHS.gallery)}
      variant="outlined"
      color="onDark"
      size="small"
      startIcon={<LoginIcon />}
    >
      {GALLERY_COPY.adminLogin}
    </Button>
  );

  return (
    <>
      <PageHero
        badges={<StatusBadge tone="on-dark">{GALLERY_COPY.eyebrow}</StatusBadge>}
        title={GALLERY_COPY.title}
        lead={GALLERY_COPY.intro}
        // The photo list comes from the API, so the grid paints only after the scripts; the
        // prerendered hero photo shows the trailer at once (and is cached when coming from Home).
        aside={<HeroImage />}
      >
        <Box sx={{ mt: 3, minHeight: 38 }}>
          {maybeSignedIn ? (
            <Suspense fallback={adminLogin}>
              <GalleryAdminBar adminMode={adminMode} onAdminModeChange={setAdminMode} signedOut={adminLogin} />
            </Suspense>
          ) : (
            adminLogin
          )}
        </Box>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {adminMode && (
          <Suspense fallback={null}>
            <ListingAdminPanel />
            <ListingFactsPanel />
            <ConditionReportPanel />
            <AdminPanel />
          </Suspense>
        )}
        <ExteriorGallery />
      </Container>
    </>
  );
}
