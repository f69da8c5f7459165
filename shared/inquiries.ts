import * as z from 'zod/mini';
import './zod-config';
import type { InquiryFields } from './contact-schema';

/** Admin leads list (GET /api/inquiries): newest first, in pages. */
export const INQUIRIES_ENDPOINT = '/api/inquiries';
export const INQUIRIES_PAGE_SIZE = { default: 25, max: 100 } as const;

export const listInquiriesQuerySchema = z.strictObject({
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d+$/, 'limit must be a whole number')), z.transform(Number))
      .check(z.refine((limit) => limit >= 1 && limit <= INQUIRIES_PAGE_SIZE.max, `limit must be between 1 and ${INQUIRIES_PAGE_SIZE.max}`)),
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, 'cursor is too long'))),
});

/** The {id} of /api/inquiries/{id}/resend: an inquiry id, refused before it reaches the table. */
export const inquiryIdSchema = z.uuid({ error: () => 'id must be an inquiry id (a UUID)' });

/** An inquiry as the admin sees it. */
export type InquiryListItem = InquiryFields & {
  id: string;
  reference: string;
  status: 'received' | 'sent' | 'failed';
  createdAt: string;
};

export interface InquiriesPage {
  items: InquiryListItem[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}
