import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { CONTACT_FORM_COPY } from '../../../content/contact';
import type { ContactNotice } from '../hooks/use-contact-form';

const { messages } = CONTACT_FORM_COPY;

/** The required-field notice fades; results stay until closed, the reference number with them. */
const REQUIRED_NOTICE_MS = 8000;

function noticeContent(notice: ContactNotice): { severity: 'success' | 'error'; title: string; text: string; reference?: string } {
  switch (notice.kind) {
    case 'required':
      return { severity: 'error', title: messages.requiredTitle, text: messages.requiredText };
    case 'success':
      return {
        severity: 'success',
        title: messages.successTitle,
        text: notice.withAppointment ? messages.successWithAppointment : messages.successWithoutAppointment,
        reference: notice.reference || undefined,
      };
    case 'failure':
      return { severity: 'error', title: messages.failureTitle, text: notice.message ?? messages.failureFallback, reference: notice.reference };
  }
}

export interface InquiryNotificationProps {
  notice: ContactNotice;
  onClose: () => void;
}

/**
 * The form's notification (SPEC.md section 8): a Snackbar with a titled Alert, announced as a status
 * on success and as an alert otherwise. Loaded on demand: the page does not need it to render.
 */
export default function InquiryNotification({ notice, onClose }: InquiryNotificationProps) {
  const { severity, title, text, reference } = noticeContent(notice);
  const close = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere, for example into the form, leaves the message up.
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      open
      onClose={close}
      autoHideDuration={notice.kind === 'required' ? REQUIRED_NOTICE_MS : null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={onClose}
        closeText={CONTACT_FORM_COPY.close}
        severity={severity}
        variant="filled"
        role={severity === 'success' ? 'status' : 'alert'}
        sx={{ width: '100%', maxWidth: 560, boxShadow: 6, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>
        {text}
        {reference && (
          <>
            <br />
            {CONTACT_FORM_COPY.reference} <strong>{reference}</strong>
          </>
        )}
      </Alert>
    </Snackbar>
  );
}
