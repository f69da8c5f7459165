import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../../../shared/messages';
import { PATHS } from '../../../../shared/site-routes';
import type { BreadcrumbHandle } from '../../components/layout/breadcrumbs';
import { SITE_COPY } from '../../content/site';
import { noIndexMeta } from '../seo';
import type { Route } from './+types/not-found';

/** Prerendered once and served for every unknown path, so nothing here may depend on the URL. */
export const handle: BreadcrumbHandle = { hideBreadcrumbs: true };

export const meta: Route.MetaFunction = () =>
  noIndexMeta(`${MESSAGES.notFoundTitle} | ${SITE_COPY.name}`, SITE_COPY.notFoundText);

export default function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        component="p"
        aria-hidden="true"
        sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.15 }}
      >
        404
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mt: 1, mb: 2 }}>
        {MESSAGES.notFoundTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {SITE_COPY.notFoundText}
      </Typography>
      <Box>
        <Button component={Link} to={PATHS.home} variant="contained" color="primary" size="large">
          {MESSAGES.returnHome}
        </Button>
      </Box>
    </Container>
  );
}
