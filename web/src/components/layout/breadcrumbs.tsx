import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { PATHS, pageIdOfPath } from '../../../../shared/site-routes';
import { BREADCRUMB_LABELS } from '../../content/navigation';
import { SITE_COPY } from '../../content/site';

/** A route module may export `handle = { hideBreadcrumbs: true }` (the 404 page does). */
export interface BreadcrumbHandle {
  hideBreadcrumbs?: boolean;
}

function hidesBreadcrumbs(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as BreadcrumbHandle).hideBreadcrumbs === true;
}

function crumbLabel(path: string, segment: string): string {
  const page = pageIdOfPath(path);
  const known = page && BREADCRUMB_LABELS[page];
  if (known) return known;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface Crumb {
  label: string;
  to: string;
}

/** Home, then one crumb per path segment (docs/product.md#shared-chrome: known labels, other segments raw). */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: SITE_COPY.breadcrumbHome, to: PATHS.home },
    ...segments.map((segment, index) => {
      const to = `/${segments.slice(0, index + 1).join('/')}`;
      return { label: crumbLabel(to, segment), to };
    }),
  ];
}

/** The breadcrumb bar shown on every page except the home page. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2 || matches.some((match) => hidesBreadcrumbs(match.handle))) return null;

  return (
    <Box sx={{ bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <MuiBreadcrumbs
          aria-label={SITE_COPY.breadcrumbLabel}
          separator={<NavigateNextIcon fontSize="small" />}
          sx={{ py: 1.25, fontSize: '0.875rem' }}
        >
          {trail.map((crumb, index) =>
            index === trail.length - 1 ? (
              <Typography key={crumb.to} aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600, color: 'text.primary' }}>
                {crumb.label}
              </Typography>
            ) : (
              <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit" sx={{ color: 'text.secondary' }}>
                {crumb.label}
              </Link>
            ),
          )}
        </MuiBreadcrumbs>
      </Container>
    </Box>
  );
}
