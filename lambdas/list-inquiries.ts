import * as z from 'zod/mini';
import '../shared/zod-config';
import { INQUIRIES_PAGE_SIZE, inquiryIdSchema, listInquiriesQuerySchema, type InquiriesPage } from '../shared/inquiries';
import { requireAdmin } from './common/auth';
import { httpHandler, json, parseQuery } from './common/http';
import { INQUIRY_KIND, inquiriesRepository } from './common/inquiries-repository';
import { inquiryListItem } from './common/inquiry-list-item';
import { pageCursor } from './common/page-cursor';

/** The by-date index key of a page's last item: the table's key (id) and the index's (kind, createdAt), each of the shape this API stores. */
const pageKeySchema = z.strictObject({
  id: inquiryIdSchema,
  kind: z.literal(INQUIRY_KIND),
  createdAt: z.iso.datetime(),
});

const cursors = pageCursor(pageKeySchema);

/** GET /api/inquiries (admin): every inquiry, or those in one desk state (?state=), newest first, in pages. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const { limit = INQUIRIES_PAGE_SIZE.default, cursor, state } = parseQuery(event, listInquiriesQuerySchema);
  const { items, lastKey } = await inquiriesRepository.listNewestFirst(limit, cursor ? cursors.decode(cursor) : undefined, state);
  const page: InquiriesPage = {
    items: items.map(inquiryListItem),
    ...(lastKey ? { nextCursor: cursors.encode(lastKey) } : {}),
  };
  return json(200, page);
});
