import { INQUIRIES_ENDPOINT } from '../../../../../shared/inquiries';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

/** POST /api/inquiries/{id}/resend (admin): mails a failed inquiry to the seller again. */
export function resendInquiry(id: string): Promise<{ success: true; reference: string }> {
  return authorizedApiFetch(`${INQUIRIES_ENDPOINT}/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}
