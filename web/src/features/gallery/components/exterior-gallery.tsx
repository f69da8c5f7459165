import { Suspense, lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import type { GalleryCopy } from '../../../content/gallery';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { toGalleryModel } from '../gallery-items';
import type { ExteriorList } from './exterior-list-fetch';
import { GalleryCard } from './gallery-card';
import { GalleryStateBox } from './gallery-state-box';

const GalleryErrorToast = lazy(() => import('./gallery-error-toast'));
// The list's fetch (with SWR's fetching hook) loads after the first paint: until it answers, the
// page's snapshot is the list, as it would be with the fetch in the first load.
const ExteriorListFetch = lazy(() => import('./exterior-list-fetch'));

/** The states a visitor rarely sees, with their icons, load only when shown (gallery-states.tsx). */
const loadStates = () => import('./gallery-states');
const LoadError = lazy(() => loadStates().then((states) => ({ default: states.LoadError })));
const EmptyGallery = lazy(() => loadStates().then((states) => ({ default: states.EmptyGallery })));

function Loading({ copy }: { copy: GalleryCopy }) {
  return (
    <GalleryStateBox>
      <CircularProgress aria-label={copy.loading} />
    </GalleryStateBox>
  );
}

/**
 * The exterior gallery (docs/product.md#gallery): loading, error (with Retry and a toast), empty or
 * the grid, oldest first. The page's snapshot holds the photos, so the grid is in the prerendered
 * HTML (the build's snapshot has none: that page loads them). A click opens the viewer over the
 * photos that may be shown. Its words are the page's language's `copy`.
 */
export function ExteriorGallery({ copy }: { copy: GalleryCopy }) {
  const { gallery } = useListingSnapshot();
  const shown = gallery ?? undefined;
  const [{ data: arrived, error }, setList] = useState<ExteriorList>({ data: shown });
  // The fetch reports the page's own list first, and SWR the same list again when the API's is no
  // different: the grid renders again only for a list or an error it does not show yet.
  const showList = useCallback((next: ExteriorList) => setList((list) => (list.data === next.data && list.error === next.error ? list : next)), []);
  // The grid is rendered as a transition, in slices the browser can interrupt: rendered at once, the
  // cards were one long task right after the list arrived.
  const data = useDeferredValue(arrived);
  const model = useMemo(() => (data ? toGalleryModel(data, copy) : undefined), [data, copy]);
  const { open, viewer } = useImageViewer();
  const [toastDismissed, setToastDismissed] = useState(false);

  let body;
  if (model) {
    body =
      model.items.length === 0 ? (
        <Suspense fallback={<Loading copy={copy} />}>
          <EmptyGallery copy={copy} />
        </Suspense>
      ) : (
        <>
          <Typography component="p" data-testid="image-count" sx={{ mb: 2, fontWeight: 600, color: 'text.secondary' }}>
            {copy.imageCount(model.items.length)}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}
          >
            {model.items.map((item, index) => (
              <GalleryCard
                key={item.id}
                item={item}
                copy={copy}
                eager={index === 0}
                onOpen={(viewerIndex, trigger) => open(model.viewerImages, viewerIndex, trigger)}
              />
            ))}
          </Box>
        </>
      );
  } else if (error) {
    body = (
      <Suspense fallback={<Loading copy={copy} />}>
        <LoadError copy={copy} />
      </Suspense>
    );
  } else {
    body = <Loading copy={copy} />;
  }

  return (
    <>
      <Suspense fallback={null}>
        <ExteriorListFetch shown={shown} onChange={showList} />
      </Suspense>
      {body}
      {viewer}
      {error && !model && (
        <Suspense fallback={null}>
          <GalleryErrorToast open={!toastDismissed} message={copy.errorToast} onClose={() => setToastDismissed(true)} />
        </Suspense>
      )}
    </>
  );
}
