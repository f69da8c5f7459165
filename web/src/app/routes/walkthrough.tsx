import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PATHS } from '../../../../shared/site-routes';
import { TOUR_COPY } from '../../content/walkthrough';
import { TourPage, tourShareImage } from '../../features/walkthrough/components/tour-page';
import { hasStoredSession } from '../../lib/auth/stored-session';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/walkthrough';

// Sign-in and admin code load only for someone who has signed in on this browser.
const GalleryAdminBar = lazy(() => import('../../features/gallery-admin/components/gallery-admin-bar'));
const TourMediaPanel = lazy(() => import('../../features/gallery-admin/components/tour-media-panel'));

const SHARE_IMAGE = tourShareImage();

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...TOUR_COPY.meta, path: PATHS.walkthrough, ...(SHARE_IMAGE ? { image: SHARE_IMAGE } : {}) }).concat(languageAlternates(PATHS.walkthrough));

/**
 * The digital walkthrough (docs/product.md#walkthrough): videos, floor plan, the 10 rooms, closing band. The
 * pictures and video ids are the admin's where placed (the page's snapshot), else the built-in ones.
 */
export default function Walkthrough() {
  const [maybeSignedIn, setMaybeSignedIn] = useState(false);
  const [adminMode, setAdminMode] = useState(false);
  useEffect(() => setMaybeSignedIn(hasStoredSession()), []);
  return (
    <TourPage
      copy={TOUR_COPY}
      admin={
        maybeSignedIn && (
          <Box sx={{ mt: 3 }}>
            <Suspense fallback={null}>
              <GalleryAdminBar adminMode={adminMode} onAdminModeChange={setAdminMode} signedOut={null} />
            </Suspense>
          </Box>
        )
      }
      adminPanel={
        adminMode && (
          <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
            <Suspense fallback={null}>
              <TourMediaPanel />
            </Suspense>
          </Container>
        )
      }
    />
  );
}
