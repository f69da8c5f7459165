import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { componentsBySystem, type ListedComponent } from '../../../../../shared/condition-report';
import { responsivePhoto } from '../../../../../shared/image-url';
import { uploadedPictureImage, type TourPicture } from '../../../../../shared/tour-media';
import { opensViewerProps, useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import type { ViewerImage } from '../../../components/image-viewer/types';
import { SellerText, captionWords } from '../../../components/seller-text';
import { cardSx } from '../../../components/ui/info-card';
import type { ConditionCopy, ConditionDetailsCopy } from '../../../content/condition';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { useConditionCopy, useConditionDetails } from '../condition-copy';
import { RatingLabel } from './condition-report-view';

/** Opens the viewer over a component's photos at one of them; the link clicked gets the focus back. */
type OpenPhoto = (images: readonly ViewerImage[], index: number, trigger: HTMLElement) => void;

/** A component's photos as the viewer shows them: titled by the component, the rating as the badge, the originals to download. */
function viewerImages(component: ListedComponent, photos: readonly TourPicture[], copy: ConditionCopy, details: ConditionDetailsCopy): ViewerImage[] {
  return photos.map((photo, index) => {
    const { caption, captionFr, ...image } = uploadedPictureImage(photo, `${component.id}-${index + 1}`);
    return { ...image, id: `${component.id}-${index + 1}`, title: details.componentLabels[component.id], caption: captionWords({ caption, captionFr }), category: copy.ratingLabels[component.rating] };
  });
}

function Photos({ component, photos, onOpen }: { component: ListedComponent; photos: readonly TourPicture[]; onOpen: OpenPhoto }) {
  const copy = useConditionCopy();
  const details = useConditionDetails();
  return (
    <Box component="ul" aria-label={details.photosLabel(details.componentLabels[component.id])} sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
      {photos.map((photo, index) => (
        <li key={photo.publicUrl}>
          {/* A link to the full photo: without scripts it opens the photo (and prints as the thumbnail); with them, the viewer. */}
          <Box
            component="a"
            href={photo.publicUrl}
            {...opensViewerProps((trigger) => onOpen(viewerImages(component, photos, copy, details), index, trigger))}
            aria-label={details.photoLink(photo.alt)}
            sx={{ display: 'block', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', cursor: 'zoom-in' }}
          >
            <SafeImage {...responsivePhoto(photo)} sizes="(min-width: 900px) 200px, 45vw" alt={photo.alt} sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }} />
          </Box>
        </li>
      ))}
    </Box>
  );
}

function ComponentCard({ component, photos, onOpen }: { component: ListedComponent; photos: readonly TourPicture[]; onOpen: OpenPhoto }) {
  const copy = useConditionCopy();
  const details = useConditionDetails();
  const comment = component.comment && <SellerText english={component.comment} french={component.commentFr} />;
  const headingId = `condition-${component.id}`;
  const inspected = component.rating !== 'not-inspected';
  return (
    <Box component="article" aria-labelledby={headingId} data-component={component.id} sx={{ ...cardSx, p: { xs: 2, md: 2.5 }, breakInside: 'avoid' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h5" component="h3">
          {details.componentLabels[component.id]}
        </Typography>
        <RatingLabel rating={component.rating} />
      </Box>
      {inspected ? (
        <Typography sx={{ mt: 1.25, whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>{`${details.comment}${copy.colon}`}</Box>
          {comment || details.noComment}
        </Typography>
      ) : (
        <Typography sx={{ mt: 1.25, color: 'text.secondary' }}>{comment || details.notInspectedNote}</Typography>
      )}
      {component.rating === 'needs-attention' && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>{`${details.fix}${copy.colon}`}</Box>
          {component.fix ? <SellerText english={component.fix} french={component.fixFr} /> : details.fixUnknown}
        </Typography>
      )}
      {photos.length > 0 && <Photos component={component} photos={photos} onOpen={onOpen} />}
    </Box>
  );
}

/**
 * /condition's systems, each component with its rating, comment, fix and photos. Plain markup and
 * links that work from the prerendered HTML, so the route hydrates this part only when the visitor
 * scrolls near it (lib/defer-until-visible): the photo viewer's code is not in the page's first load.
 * A photo is a link to the full-size file; once live, a click opens the viewer over the component's photos.
 */
export default function ConditionSystems() {
  const { facts, conditionPhotos } = useListingSnapshot();
  const details = useConditionDetails();
  const { open, viewer } = useImageViewer();
  return (
    <Container maxWidth="xl" sx={{ pb: { xs: 4, md: 6 } }}>
      {componentsBySystem(facts.condition).map(({ system, components }) => (
        <Box component="section" key={system} aria-labelledby={`condition-system-${system}`} sx={{ mt: { xs: 4, md: 5 } }}>
          <Typography id={`condition-system-${system}`} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
            {details.systemTitles[system]}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            {components.map((component) => (
              <ComponentCard key={component.id} component={component} photos={conditionPhotos[component.id] ?? []} onOpen={open} />
            ))}
          </Box>
        </Box>
      ))}
      {viewer}
    </Container>
  );
}
