import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ListingSnapshotProvider, readPageSnapshot, setPageSnapshot } from '../lib/listing-snapshot';

// React Router's default entry, with the snapshot the page was rendered with around the router,
// so hydration renders exactly the prerendered markup.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ListingSnapshotProvider value={setPageSnapshot(readPageSnapshot(document))}>
        <HydratedRouter />
      </ListingSnapshotProvider>
    </StrictMode>,
  );
});
