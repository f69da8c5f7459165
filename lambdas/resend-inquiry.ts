import { CONTACT_MESSAGES } from '../shared/contact';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json } from './common/http';
import { inquiriesRepository } from './common/inquiries-repository';
import { deliverToSeller } from './common/inquiry-delivery';

/** POST /api/inquiries/{id}/resend (admin): mails a failed inquiry to the seller again. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const id = event.pathParameters?.id ?? '';
  const inquiry = /^[0-9a-f-]{36}$/i.test(id) ? await inquiriesRepository.get(id) : undefined;
  if (!inquiry) throw new HttpError(404, 'No inquiry with this id');
  if (inquiry.status !== 'failed') throw new HttpError(409, `Only a failed inquiry can be resent; this one is ${inquiry.status}`);
  const sent = await deliverToSeller(inquiry);
  return sent
    ? json(200, { success: true, reference: inquiry.reference })
    : json(502, { success: false, error: CONTACT_MESSAGES.sendFailed, reference: inquiry.reference });
});
