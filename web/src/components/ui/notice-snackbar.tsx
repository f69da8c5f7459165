import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { dismissNotice, type Notice } from '../../lib/notices';

/** Long enough to read two lines; errors stay until closed so nobody misses why something failed. */
const SUCCESS_VISIBLE_MS = 6000;

/** A titled Alert in a Snackbar: announced as a status on success and as an alert on error. */
export default function NoticeSnackbar({ notice }: { notice: Notice }) {
  const dismiss = () => dismissNotice(notice.id);
  // A click elsewhere, e.g. into the form, leaves the message up.
  const close = (_event: SyntheticEvent | Event | null, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') dismiss();
  };
  return (
    <Snackbar
      open
      onClose={close}
      autoHideDuration={notice.severity === 'error' ? null : SUCCESS_VISIBLE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={dismiss}
        severity={notice.severity}
        variant="filled"
        role={notice.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 560, boxShadow: 6, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      >
        {notice.title && <AlertTitle sx={{ fontWeight: 700 }}>{notice.title}</AlertTitle>}
        {notice.text}
      </Alert>
    </Snackbar>
  );
}
