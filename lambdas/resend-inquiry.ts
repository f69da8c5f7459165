import { inquiryIdSchema, INQUIRY_MESSAGES } from '../shared/inquiries';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parsePathParameter } from './common/http';
import { deliveryFailed } from './common/delivery-failed';
import { redeliver } from './common/inquiry-delivery';
import { recordAdminChange } from './common/audit-log';

/**
 * POST /api/inquiries/{id}/resend (admin): mails an undelivered inquiry to the seller again: a
 * failed one, or one left 'received' by a sender that stopped (its claim has run out). One that is
 * sent, or being sent right now, is refused with 409 and never mailed twice.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const { outcome, inquiry } = await redeliver(parsePathParameter(event, 'id', inquiryIdSchema));
  if (!inquiry) throw new HttpError(404, INQUIRY_MESSAGES.notFound);
  if (outcome === 'busy') {
    throw new HttpError(
      409,
      inquiry.status === 'sent' ? 'This inquiry was sent already' : 'This inquiry is being sent right now; try again in a few minutes',
    );
  }
  await recordAdminChange(admin, 'inquiry.resend', inquiry.id, { status: inquiry.status }, { status: outcome === 'sent' ? 'sent' : 'failed', resent: true });
  return outcome === 'sent'
    ? json(200, { success: true, reference: inquiry.reference })
    : deliveryFailed(inquiry.reference);
});
