import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ListingSnapshotProvider, readPageSnapshot, setPageSnapshot } from '../lib/listing-snapshot';

// React Router's default entry, with the snapshot the page was rendered with around the router,
// so hydration renders exactly the prerendered markup.
const snapshot = readPageSnapshot(document);
if (snapshot) {
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
} else {
  // Every page the build or the page publisher renders carries its whole snapshot. One that does not
  // stays the prerendered page it is, which works without scripts: hydrating it with other figures
  // (the built-in ones) would change what the visitor reads, and would put them in every page's code.
  console.error('This page carries no listing snapshot: it is left as its HTML, without scripts');
}
