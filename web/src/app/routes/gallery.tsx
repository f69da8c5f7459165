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
import { ExteriorGalleryPart } from '../../features/gallery/components/exterior-gallery-part';
import { hasStoredSession } from '../../lib/auth/stored-session';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () => pageMeta({ ...GALLERY_META, path: PATHS.gallery }).concat(languageAlternates(PATHS.gallery));

// Sign-in and admin code load only for someone who has signed in on this browser.
const GalleryAdminBar = lazy(() => import('../../features/gallery-admin/components/gallery-admin-bar'));
const AdminPanel = lazy(() => import('../../features/gallery-admin/components/admin-panel'));
const ListingAdminPanel = lazy(() => import('../../features/listing-admin/components/listing-admin-panel'));
const ListingFactsPanel = lazy(() => import('../../features/listing-admin/components/listing-facts-panel'));
const ConditionReportPanel = lazy(() => import('../../features/listing-admin/components/condition-report-panel'));
const WatchCountsPanel = lazy(() => import('../../features/listing-admin/components/watch-counts-panel'));
const InspectionDocumentsPanel = lazy(() => import('../../features/listing-admin/components/inspection-documents-panel'));

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
        // The main photo, as on Home (and cached when coming from there).
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
            <WatchCountsPanel />
            <InspectionDocumentsPanel />
            <AdminPanel />
          </Suspense>
        )}
        <ExteriorGalleryPart copy={GALLERY_COPY} />
      </Container>
    </>
  );
}
