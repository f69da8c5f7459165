import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { SITE_SETTINGS, telHref } from '../../lib/site-settings';
import { useChromeCopy } from './chrome-copy';
import { BrandMark } from './brand-mark';
import { SCREEN_ONLY } from '../../theme/theme';

const headingSx = { fontWeight: 700, fontSize: '0.8rem', letterSpacing: '0.12em', textTransform: 'uppercase', opacity: 0.75, mb: 1.5 } as const;
const linkSx = { color: 'inherit', opacity: 0.9, '&:hover': { opacity: 1 } } as const;

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <Box sx={{ display: 'flex', opacity: 0.75 }}>{icon}</Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** Footer (docs/product.md#shared-chrome): page links, location, seller phone and e-mail, copyright. */
export function SiteFooter() {
  const { sellerPhone, sellerEmail } = SITE_SETTINGS;
  const copy = useChromeCopy();
  return (
    <Box component="footer" {...SCREEN_ONLY} sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 'auto' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 7 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1.3fr' } }}>
          <Box>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 2 }}>
              <BrandMark size={32} />
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
                {copy.name}
              </Typography>
            </Stack>
            <Typography sx={{ opacity: 0.8, maxWidth: 460, lineHeight: 1.7 }}>{copy.footerAbout}</Typography>
          </Box>
          <Box component="nav" aria-labelledby="footer-explore">
            <Typography id="footer-explore" component="h2" sx={headingSx}>
              {copy.footerExploreHeading}
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {copy.footerLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography component="h2" sx={headingSx}>
              {copy.footerContactHeading}
            </Typography>
            <Stack spacing={1.5}>
              <ContactLine icon={<PhoneIcon fontSize="small" />}>
                <Link href={telHref(sellerPhone)} sx={linkSx}>
                  {sellerPhone}
                </Link>
              </ContactLine>
              <ContactLine icon={<EmailIcon fontSize="small" />}>
                <Link href={`mailto:${sellerEmail}`} sx={linkSx}>
                  {sellerEmail}
                </Link>
              </ContactLine>
              <ContactLine icon={<PlaceIcon fontSize="small" />}>
                <Typography component="span" sx={{ opacity: 0.9 }}>
                  {copy.locationLabel}
                </Typography>
                <Typography component="span" sx={{ display: 'block', fontSize: '0.85rem', opacity: 0.7 }}>
                  {copy.viewingNote}
                </Typography>
              </ContactLine>
            </Stack>
          </Box>
        </Box>
        <Typography sx={{ mt: 4, pt: 4, borderTop: ({ palette }) => `1px solid ${palette.onDark.divider}`, fontSize: '0.85rem', opacity: 0.7 }}>
          ©{' '}
          {/* The year is baked in at build time; a build from last year must not break hydration. */}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {copy.copyright}
        </Typography>
      </Container>
    </Box>
  );
}
