import { CONTACT_MESSAGES } from '../shared/contact';
import { inquiryIdSchema } from '../shared/inquiries';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parsePathParameter } from './common/http';
import { inquiriesRepository } from './common/inquiries-repository';
import { deliverToSeller } from './common/inquiry-delivery';

/** POST /api/inquiries/{id}/resend (admin): mails a failed inquiry to the seller again. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const inquiry = await inquiriesRepository.get(parsePathParameter(event, 'id', inquiryIdSchema));
  if (!inquiry) throw new HttpError(404, 'No inquiry with this id');
  if (inquiry.status !== 'failed') throw new HttpError(409, `Only a failed inquiry can be resent; this one is ${inquiry.status}`);
  const sent = await deliverToSeller(inquiry);
  return sent
    ? json(200, { success: true, reference: inquiry.reference })
    : json(502, { success: false, error: CONTACT_MESSAGES.sendFailed, reference: inquiry.reference });
});
