import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ListingSnapshotProvider, addEveryRoute, loadPageSnapshot, setPageSnapshot } from '../lib/listing-snapshot';

// React Router's default entry, with the snapshot the page was rendered with around the router,
// so hydration renders exactly the prerendered markup, and every route known before the router starts.
void Promise.all([loadPageSnapshot(document), addEveryRoute(document)]).then(([snapshot]) => {
  if (!snapshot) {
    // Every page the build or the page publisher renders names its whole snapshot. One whose snapshot
    // cannot be had stays the prerendered page it is, which works without scripts: hydrating it with
    // other figures (the built-in ones) would change what the visitor reads, and would put them in
    // every page's code.
    console.error('The listing snapshot of this page could not be read: it is left as its HTML, without scripts');
    return;
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ListingSnapshotProvider value={setPageSnapshot(snapshot)}>
          <HydratedRouter />
        </ListingSnapshotProvider>
      </StrictMode>,
    );
  });
});
