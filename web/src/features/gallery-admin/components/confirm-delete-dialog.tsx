import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ImageRecord } from '../../../../../shared/images';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';

const { remove: copy } = GALLERY_ADMIN_COPY;

/** Deleting cannot be undone, so it is asked once more with the photo named. */
export function ConfirmDeleteDialog({ image, onConfirm, onClose }: { image: ImageRecord; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-describedby="delete-photo-text">
      <DialogTitle>{copy.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-photo-text">
          {image.altText}. {copy.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {copy.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {copy.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
