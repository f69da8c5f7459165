import { Suspense, lazy, useState } from 'react';
import { Link, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { siteTagline } from '../../../../shared/listing-state';
import { ADMIN_ENTRY_PATH, PATHS } from '../../../../shared/site-routes';
import { primaryCallToAction } from '../../content/calls-to-action';
import { NAV_LINKS } from '../../content/navigation';
import { SITE_COPY } from '../../content/site';
import { useListingState } from '../../lib/listing-state';
import { BrandMark } from './brand-mark';
import { SCREEN_ONLY } from '../../theme/theme';

const MOBILE_MENU_ID = 'mobile-menu';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

function Brand() {
  return (
    <Box
      component={Link}
      to={PATHS.home}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      <BrandMark />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 800, lineHeight: 1.15, fontSize: { xs: '0.95rem', sm: '1.05rem' }, whiteSpace: 'nowrap' }}>
          {SITE_COPY.name}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: '0.75rem', lineHeight: 1.3, opacity: 0.8, whiteSpace: 'nowrap' }}>
          {siteTagline(useListingState().status)}
        </Typography>
      </Box>
    </Box>
  );
}

/** Top navigation (docs/product.md#shared-chrome): links, red call to action, small Admin button; a drawer below `lg`. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted on first open and kept, so closing can animate.
  const [menuMounted, setMenuMounted] = useState(false);
  const callToAction = primaryCallToAction(useListingState().status);
  const openMenu = () => {
    setMenuMounted(true);
    setMenuOpen(true);
  };
  return (
    <Box
      component="header"
      {...SCREEN_ONLY}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        borderBottom: 1,
        borderColor: 'primary.main',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <Brand />
          <Box component="nav" aria-label={SITE_COPY.navLabel} sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.25, mx: 'auto' }}>
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === PATHS.home}
                color="inherit"
                sx={{
                  px: 1.25,
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  opacity: 0.88,
                  borderRadius: 1,
                  '&:hover': { opacity: 1, bgcolor: 'onDark.hover' },
                  '&.active': { opacity: 1, boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', ml: { xs: 'auto', lg: 0 } }}>
            <Button
              component={Link}
              to={callToAction.to}
              variant="contained"
              color="secondary"
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
            >
              {callToAction.label}
            </Button>
            <Button
              component={Link}
              to={ADMIN_ENTRY_PATH}
              size="small"
              variant="outlined"
              color="inherit"
              sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'onDark.controlBorder', minWidth: 0 }}
            >
              {SITE_COPY.adminLabel}
            </Button>
            <IconButton
              color="inherit"
              aria-label={SITE_COPY.menuLabel}
              aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
              aria-expanded={menuOpen}
              onClick={openMenu}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              edge="end"
              sx={{ display: { lg: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          </Stack>
        </Toolbar>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
