import type { InquiryListItem } from '../../shared/inquiries';
import { DELIVERY_INTERNALS, type StoredInquiry } from './inquiries-repository';

const HIDDEN = new Set<string>([...DELIVERY_INTERNALS, 'kind', 'updatedAt', 'expiresAt']);

/**
 * An inquiry as the admin reads it: the table's bookkeeping (the senders' claims and index, the
 * list's partition, the retention time) is not the admin's business.
 */
export function inquiryListItem(inquiry: StoredInquiry): InquiryListItem {
  return Object.fromEntries(Object.entries(inquiry).filter(([name]) => !HIDDEN.has(name))) as InquiryListItem;
}
