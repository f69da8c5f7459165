import type * as z from 'zod/mini';
import { inquiryEndpoint, type InquiryListItem, type updateInquirySchema } from '../../../../../shared/inquiries';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

export type InquiryDeskChange = z.input<typeof updateInquirySchema>;

/** PATCH /api/inquiries/{id} (admin): a new desk state, a private note, or both, on the version read. */
export function updateInquiry(id: string, change: InquiryDeskChange): Promise<InquiryListItem> {
  return authorizedApiFetch<InquiryListItem>(inquiryEndpoint(id) as `/api/${string}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
}
