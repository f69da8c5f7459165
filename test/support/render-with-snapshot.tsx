import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import ThemeProvider from '@mui/system/ThemeProvider';
import { BUILT_IN_SNAPSHOT } from '../../shared/built-in-snapshot';
import { publicListingState, type AdminListingState } from '../../shared/listing-state-admin';
import { ListingSnapshotProvider } from '../../web/src/lib/listing-snapshot';
import { theme } from '../../web/src/theme/theme';

/**
 * The HTML `element` prerenders to on a page whose snapshot holds the public part of `listing`, as the
 * build and the page publisher render it (the admin's state goes through the same publicListingState).
 */
export function renderWithListing(listing: AdminListingState, element: ReactNode): string {
  return renderToString(onPageWith(listing, element));
}

/** renderWithListing, with the parts loaded on their own (lazy) rendered too: the build waits for them. */
export async function prerenderWithListing(listing: AdminListingState, element: ReactNode): Promise<string> {
  const { prelude } = await prerender(onPageWith(listing, element));
  return new Response(prelude).text();
}

function onPageWith(listing: AdminListingState, element: ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{element}</> }]);
  return (
    <ListingSnapshotProvider value={{ ...BUILT_IN_SNAPSHOT, listing: publicListingState(listing) }}>
      <ThemeProvider theme={theme}>
        <Stub initialEntries={['/']} />
      </ThemeProvider>
    </ListingSnapshotProvider>
  );
}

/** The text a reader sees in rendered HTML: tags and emotion's inline <style> blocks dropped, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
