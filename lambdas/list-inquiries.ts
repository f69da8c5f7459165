import * as z from 'zod/mini';
import '../shared/zod-config';
import { INQUIRIES_PAGE_SIZE, inquiryIdSchema, listInquiriesQuerySchema, type InquiriesPage } from '../shared/inquiries';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseQuery } from './common/http';
import { DELIVERY_INTERNALS, INQUIRY_KIND, inquiriesRepository } from './common/inquiries-repository';

/**
 * The by-date index key of the last item of a page, as DynamoDB gives it back: the table's key (id)
 * and the index's (kind, createdAt), each of the shape this API stores. Anything else, such as a
 * well-formed key of another kind, is refused before DynamoDB would answer it with an error.
 */
const pageKeySchema = z.strictObject({
  id: inquiryIdSchema,
  kind: z.literal(INQUIRY_KIND),
  createdAt: z.iso.datetime(),
});

/** The senders' bookkeeping (claims, the sweeper's index) is not the admin's business. */
const omitDeliveryInternals = <Item extends object>(item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !(DELIVERY_INTERNALS as readonly string[]).includes(name))) as Omit<
    Item,
    (typeof DELIVERY_INTERNALS)[number]
  >;

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    return pageKeySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new HttpError(400, 'cursor is not one this API gave out');
  }
}

/** GET /api/inquiries (admin): every inquiry, newest first, in pages. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const { limit = INQUIRIES_PAGE_SIZE.default, cursor } = parseQuery(event, listInquiriesQuerySchema);
  const { items, lastKey } = await inquiriesRepository.listNewestFirst(limit, cursor ? decodeCursor(cursor) : undefined);
  const page: InquiriesPage = {
    items: items.map(({ kind: _kind, updatedAt: _updatedAt, expiresAt: _expiresAt, ...item }) => omitDeliveryInternals(item)),
    ...(lastKey ? { nextCursor: encodeCursor(lastKey) } : {}),
  };
  return json(200, page);
});
