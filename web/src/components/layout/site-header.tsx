import { Link, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_ENTRY_PATH, localizedPath } from '../../../../shared/site-routes';
import { useListingState } from '../../lib/listing-state';
import { BrandMark } from './brand-mark';
import { useChromeCopy } from './chrome-copy';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { SCREEN_ONLY } from '../../theme/theme';
import { visuallyHiddenSx } from '../ui/visually-hidden';

function Brand() {
  const copy = useChromeCopy();
  return (
    <Box
      component={Link}
      to={localizedPath('home', copy.locale)}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      <BrandMark />
      {/* Between lg and xl the navigation's nine links need the room: the name is hidden but still the link's name. */}
      <Box sx={(theme) => ({ minWidth: 0, [theme.breakpoints.only('lg')]: visuallyHiddenSx })}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 800, lineHeight: 1.15, fontSize: { xs: '0.95rem', sm: '1.05rem' }, whiteSpace: 'nowrap' }}>
          {copy.name}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: '0.75rem', lineHeight: 1.3, opacity: 0.8, whiteSpace: 'nowrap' }}>
          {copy.tagline(useListingState().status)}
        </Typography>
      </Box>
    </Box>
  );
}

/** Top navigation (docs/product.md#shared-chrome): links, red call to action, language switch, small Admin button; a menu below `lg`. */
export function SiteHeader() {
  const copy = useChromeCopy();
  const callToAction = copy.callToAction(useListingState().status);
  const home = localizedPath('home', copy.locale);
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
        {/* Static, so the open mobile menu spans the header's full width below it. */}
        {/* The bar MUI's Toolbar would draw, as a plain flex row: that component cost every page 0.4 KB gzip. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, lg: 1.5, xl: 2 }, minHeight: { xs: 64, md: 72 } }}>
          <Brand />
          {/* The links start where the brand ends and the spare room goes before the actions, so a header
              painted before its last part (a document arriving in pieces) does not move once it is whole. */}
          <Box component="nav" aria-label={copy.navLabel} sx={{ display: { xs: 'none', lg: 'flex' } }}>
            {copy.navLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === home}
                color="inherit"
                sx={{
                  // Between lg and xl the nine links, the call to action, the language switch and Admin fill the row.
                  px: { lg: 0.75, xl: 1.25 },
                  fontSize: { lg: '0.8125rem', xl: '0.875rem' },
                  // Spaced by their padding alone: MUI's 64 px minimum widened the short ones.
                  minWidth: 0,
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
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', ml: 'auto' }}>
            <Button
              component={Link}
              to={callToAction.to}
              variant="contained"
              color="secondary"
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
            >
              {callToAction.label}
            </Button>
            <LanguageSwitch display={{ xs: 'none', md: 'inline-flex' }} />
            <Button
              component={Link}
              to={ADMIN_ENTRY_PATH}
              size="small"
              variant="outlined"
              color="inherit"
              sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'onDark.controlBorder', minWidth: 0 }}
            >
              {copy.adminLabel}
            </Button>
            <MobileMenu callToAction={callToAction} />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
