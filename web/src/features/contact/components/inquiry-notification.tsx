import { TitledToast } from '../../../components/ui/titled-toast';
import { CONTACT_FORM_COPY } from '../../../content/contact';
import type { ContactNotice } from '../hooks/use-contact-form';

const { messages } = CONTACT_FORM_COPY;

/** The required-field notice fades; results stay until closed, the reference number with them. */
const REQUIRED_NOTICE_MS = 8000;

function noticeContent(notice: ContactNotice): { severity: 'success' | 'error'; title: string; text: string; note?: string; reference?: string } {
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
      return {
        severity: 'error',
        title: messages.failureTitle,
        text: notice.message ?? messages.failureFallback,
        // A failure with a reference was stored: the buyer should know it is not lost.
        note: notice.reference ? messages.savedForDelivery : undefined,
        reference: notice.reference,
      };
  }
}

export interface InquiryNotificationProps {
  notice: ContactNotice;
  onClose: () => void;
}

/**
 * The form's notification (docs/product.md#contact-messages), announced as a status on success and as an alert
 * otherwise. Loaded on demand: the page does not need it to render.
 */
export default function InquiryNotification({ notice, onClose }: InquiryNotificationProps) {
  const { severity, title, text, note, reference } = noticeContent(notice);
  return (
    <TitledToast
      severity={severity}
      title={title}
      closeLabel={CONTACT_FORM_COPY.close}
      onClose={onClose}
      autoHideMs={notice.kind === 'required' ? REQUIRED_NOTICE_MS : null}
    >
      {text}
      {note && (
        <>
          <br />
          {note}
        </>
      )}
      {reference && (
        <>
          <br />
          {CONTACT_FORM_COPY.reference} <strong>{reference}</strong>
        </>
      )}
    </TitledToast>
  );
}
