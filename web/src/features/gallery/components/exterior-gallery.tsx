import { Suspense, lazy, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import type { GalleryCopy } from '../../../content/gallery';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { toGalleryModel } from '../gallery-items';
import type { ExteriorList } from './exterior-list-fetch';
import { GalleryCard } from './gallery-card';

const GalleryErrorToast = lazy(() => import('./gallery-error-toast'));
// The list's fetch (with SWR's fetching hook) loads after the first paint: until it answers, the
// page's snapshot is the list, as it would be with the fetch in the first load.
const ExteriorListFetch = lazy(() => import('./exterior-list-fetch'));

/** Keeps the footer below the fold while loading, so the grid's arrival moves nothing in view. */
const STATE_MIN_HEIGHT = { xs: '55vh', md: '50vh' } as const;

function Loading({ copy }: { copy: GalleryCopy }) {
  return (
    <Box sx={{ minHeight: STATE_MIN_HEIGHT, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={copy.loading} />
    </Box>
  );
}

function LoadError({ copy }: { copy: GalleryCopy }) {
  return (
    <Box sx={{ minHeight: STATE_MIN_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <ErrorOutlineIcon aria-hidden="true" sx={{ fontSize: 48, color: 'error.main' }} />
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mt: 1 }}>
          {copy.errorTitle}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{copy.errorText}</Typography>
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
          {copy.retry}
        </Button>
      </Box>
    </Box>
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
        <Box sx={{ minHeight: STATE_MIN_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          <Box>
            <PhotoLibraryIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography sx={{ mt: 1, fontSize: '1.1rem', color: 'text.secondary' }}>{copy.empty}</Typography>
          </Box>
        </Box>
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
    body = <LoadError copy={copy} />;
  } else {
    body = <Loading copy={copy} />;
  }

  return (
    <>
      <Suspense fallback={null}>
        <ExteriorListFetch shown={shown} onChange={setList} />
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
