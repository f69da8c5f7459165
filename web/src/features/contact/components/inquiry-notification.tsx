import { TitledToast } from '../../../components/ui/titled-toast';
import type { ContactFormCopy } from '../../../content/contact';
import { useContactCopy } from '../contact-copy';
import type { ContactNotice } from '../hooks/use-contact-form';

/** The required-field notice fades; results stay until closed, the reference number with them. */
const REQUIRED_NOTICE_MS = 8000;

function noticeContent(notice: ContactNotice, { messages }: ContactFormCopy): { severity: 'success' | 'error'; title: string; text: string; note?: string; reference?: string } {
  switch (notice.kind) {
    case 'required':
      return { severity: 'error', title: messages.requiredTitle, text: messages.requiredText };
    case 'success':
      return {
        severity: 'success',
        title: messages.successTitle,
        text: notice.withAppointment ? messages.successWithAppointment : messages.successWithoutAppointment,
        // Stored and on its way, not yet known to be with the seller: said so, never 'failed'.
        note: notice.queued ? messages.onItsWay : undefined,
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
  const { form: copy } = useContactCopy();
  const { severity, title, text, note, reference } = noticeContent(notice, copy);
  return (
    <TitledToast
      severity={severity}
      title={title}
      closeLabel={copy.close}
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
          {copy.reference} <strong>{reference}</strong>
        </>
      )}
    </TitledToast>
  );
}
