import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import type { GalleryCopy } from '../../../content/gallery';
import { GalleryStateBox } from './gallery-state-box';

/*
 * The gallery's states a visitor rarely sees, loaded only when shown: the list could not be loaded,
 * or there is no exterior photo yet.
 */

export function LoadError({ copy }: { copy: GalleryCopy }) {
  return (
    <GalleryStateBox>
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
    </GalleryStateBox>
  );
}

export function EmptyGallery({ copy }: { copy: GalleryCopy }) {
  return (
    <GalleryStateBox>
      <Box>
        <PhotoLibraryIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography sx={{ mt: 1, fontSize: '1.1rem', color: 'text.secondary' }}>{copy.empty}</Typography>
      </Box>
    </GalleryStateBox>
  );
}
