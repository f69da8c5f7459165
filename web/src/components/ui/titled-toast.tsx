import type { ReactNode, SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

export interface TitledToastProps {
  severity: 'success' | 'error' | 'info';
  /** Bold first line; a notice that is one sentence has none. */
  title?: string;
  children: ReactNode;
  /** The close button's accessible name. @default 'Close' */
  closeLabel?: string;
  onClose: () => void;
  /** Fades after this many milliseconds; null stays until closed. @default null */
  autoHideMs?: number | null;
}

/**
 * The site's notification (docs/product.md#messages titles and texts): a Snackbar at the bottom centre
 * with a filled, titled Alert, announced as an alert on error and as a status otherwise.
 * A click elsewhere on the page leaves it up.
 */
export function TitledToast({ severity, title, children, closeLabel = 'Close', onClose, autoHideMs = null }: TitledToastProps) {
  const close = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar open onClose={close} autoHideDuration={autoHideMs} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        onClose={onClose}
        closeText={closeLabel}
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 560, boxShadow: 6, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      >
        {title && <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>}
        {children}
      </Alert>
    </Snackbar>
  );
}
