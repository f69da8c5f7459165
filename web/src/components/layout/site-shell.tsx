import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { SITE_SETTINGS } from '../../lib/site-settings';
import { PRINT_ONLY } from '../../theme/theme';
import { useListingState } from '../../lib/listing-state';
import { NoticeOutlet } from '../ui/notice-outlet';
import { Breadcrumbs } from './breadcrumbs';
import { useChromeCopy } from './chrome-copy';
import { ListingBanner } from './listing-banner';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/** Below every page's fold: its code loads and hydrates when the visitor scrolls near it. */
const SiteFooter = deferUntilVisible('site-footer', () => import('./site-footer').then((footer) => ({ default: footer.SiteFooter })));

/** A printed page's first lines, in place of the header and footer it leaves out: the unit, its price while for sale, and the seller's contact. */
function PrintLetterhead() {
  const { sellerName, sellerPhone, sellerEmail, siteHost } = SITE_SETTINGS;
  const { status, priceUsd } = useListingState();
  const copy = useChromeCopy();
  return (
    <Box {...PRINT_ONLY} sx={{ borderBottom: 1, pb: 1, mb: 1 }}>
      <Typography component="p" sx={{ fontWeight: 800 }}>
        {copy.name} · {copy.tagline(status)}
        {status !== 'sold' && ` · ${copy.formatPrice(priceUsd)}`}
      </Typography>
      <Typography component="p" sx={{ fontSize: '0.875rem' }}>
        {copy.printSeller({ name: sellerName, phone: sellerPhone, email: sellerEmail, host: siteHost })}
      </Typography>
    </Box>
  );
}

/** The chrome around every page: skip link, header, listing status, breadcrumb bar, main content, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const copy = useChromeCopy();
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
        {copy.skipLinkLabel}
      </Box>
      <PrintLetterhead />
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
