import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SITE_COPY } from '../../content/site';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { NoticeOutlet } from '../ui/notice-outlet';
import { Breadcrumbs } from './breadcrumbs';
import { ListingBanner } from './listing-banner';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/** Below every page's fold: its code loads and hydrates when the visitor scrolls near it. */
const SiteFooter = deferUntilVisible('site-footer', () => import('./site-footer').then((footer) => ({ default: footer.SiteFooter })));

/** The chrome around every page: skip link, header, listing status, breadcrumb bar, main content, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'common.white',
          color: 'primary.main',
          fontWeight: 700,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {SITE_COPY.skipLinkLabel}
      </Box>
      <SiteHeader />
      <ListingBanner />
      <Breadcrumbs />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
      <NoticeOutlet />
    </Box>
  );
}
