import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation, useMatches } from 'react-router';
// SWR's provider without its fetching hook, which `swr` defines in the same module: pages that
// only read the cache (lib/cached-data.ts) do not load the hook.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
// The plain theme provider of @mui/system (a dependency of @mui/material): the one in
// @mui/material/styles also bundles the CSS-variables provider, ~3 KB gzip this site does not use.
import ThemeProvider from '@mui/system/ThemeProvider';
import { FAVICON_PATH, FAVICON_TYPE } from '../../../shared/favicon';
import { MESSAGES } from '../../../shared/messages';
import { LOCALE_TAGS, PATHS, localeOfPath } from '../../../shared/site-routes';
import { ChromeCopyContext, chromeOfHandle } from '../components/layout/chrome-copy';
import { NO_SCRIPT_STYLE } from '../components/image-viewer/safe-image';
import { SiteShell } from '../components/layout/site-shell';
import { VitalsReporter } from '../features/vitals/components/vitals-reporter';
import { SiteJsonLd } from '../features/seo/components/site-json-ld';
import { redirectToCanonicalOrigin } from '../lib/canonical-redirect';
import { ListingSnapshotData } from '../lib/listing-snapshot';
import { announceReady } from '../lib/early-clicks';
import { renderSkippedPartsWhenIdle } from '../lib/render-when-idle';
import { SITE_COPY } from '../content/site';
import { theme } from '../theme/theme';
import { themeColor } from '../theme/tokens';
import type { Route } from './+types/root';
import { ScrollRestoration } from './scroll-restoration';

// Before hydration: a 'www.' or http page moves to the canonical https origin (docs/product.md#routes).
if (typeof window !== 'undefined') redirectToCanonicalOrigin();

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON_PATH, type: FAVICON_TYPE }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALE_TAGS[localeOfPath(useLocation().pathname)]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        <Links />
        <SiteJsonLd />
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <PageChrome>{children}</PageChrome>
        </ThemeProvider>
        <ListingSnapshotData />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The chrome's words: a French page's route module hands in its catalogue, English is the context's default. */
function PageChrome({ children }: { children: ReactNode }) {
  const chrome = useMatches().map((match) => chromeOfHandle(match.handle)).find(Boolean);
  return chrome ? <ChromeCopyContext value={chrome}>{children}</ChromeCopyContext> : children;
}

/** The page has hydrated: the click keeper carries out the clicks it held (lib/early-clicks.ts). */
const useHydratedSignal = () => useEffect(() => announceReady(document), []);

export default function App() {
  useHydratedSignal();
  const { pathname } = useLocation();
  useEffect(renderSkippedPartsWhenIdle, [pathname]);
  return (
    <>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <VitalsReporter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedSignal();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : SITE_COPY.errorText;
  return (
    <SiteShell>
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {SITE_COPY.errorTitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{message}</Typography>
        <Button href={PATHS.home} variant="contained" color="primary" size="large">
          {MESSAGES.returnHome}
        </Button>
      </Container>
    </SiteShell>
  );
}
