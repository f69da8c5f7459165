import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/**
 * The toast shown when the gallery cannot load. Default export for React.lazy: Snackbar and
 * Alert are fetched only when the API has failed.
 */
export default function GalleryErrorToast({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Snackbar open={open} autoHideDuration={6000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
