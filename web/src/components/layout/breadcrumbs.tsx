import { Fragment } from 'react';
import { useLocation, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { guideOfPath, localizedPath, pageIdOfPath } from '../../../../shared/site-routes';
import { ENGLISH_CHROME } from '../../content/chrome';
import { useChromeCopy, type ChromeCopy } from './chrome-copy';
import { TextLink } from '../ui/text-link';

/** A route module may export `handle = { hideBreadcrumbs: true }` (the 404 page does). */
export interface BreadcrumbHandle {
  hideBreadcrumbs?: boolean;
}

function hidesBreadcrumbs(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as BreadcrumbHandle).hideBreadcrumbs === true;
}

function crumbLabel(path: string, segment: string, copy: ChromeCopy): string {
  const page = pageIdOfPath(path);
  const label = page && copy.crumbLabels[page];
  if (label) return label;
  const guide = guideOfPath(path);
  if (guide) return copy.guideCrumbLabels[guide];
  // Only a path the site does not have gets here, and the 404 page shows no breadcrumbs.
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

/** Home in the page's language, then one crumb per path segment below it, each named by its page's title. */
export function breadcrumbTrail(pathname: string, copy: ChromeCopy = ENGLISH_CHROME): Crumb[] {
  const home = localizedPath('home', copy.locale);
  const base = home === '/' ? [] : home.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: copy.crumbLabels.home ?? home, to: home },
    ...segments.slice(base.length).map((segment, index) => {
      const to = `/${segments.slice(0, base.length + index + 1).join('/')}`;
      return { label: crumbLabel(to, segment, copy), to };
    }),
  ];
}

/** The breadcrumb bar shown on every page except the home page. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const copy = useChromeCopy();
  const trail = breadcrumbTrail(pathname, copy);
  if (trail.length < 2 || matches.some((match) => hidesBreadcrumbs(match.handle))) return null;

  // A plain list rather than MUI's Breadcrumbs: the trail never collapses, and that component's
  // collapsing code cost every page about 1 KB gzip of first-load JavaScript.
  return (
    <Box sx={{ bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Typography component="nav" aria-label={copy.breadcrumbLabel} sx={{ py: 1.25, fontSize: '0.875rem', color: 'text.secondary' }}>
          <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}>
            {trail.map((crumb, index) => (
              <Fragment key={crumb.to}>
                {index > 0 && (
                  <Box component="li" aria-hidden="true" sx={{ display: 'flex', userSelect: 'none', mx: 1 }}>
                    <NavigateNextIcon fontSize="small" />
                  </Box>
                )}
                <li>
                  {index === trail.length - 1 ? (
                    <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600, color: 'text.primary' }}>
                      {crumb.label}
                    </Typography>
                  ) : (
                    <TextLink to={crumb.to} color="inherit">
                      {crumb.label}
                    </TextLink>
                  )}
                </li>
              </Fragment>
            ))}
          </Box>
        </Typography>
      </Container>
    </Box>
  );
}
