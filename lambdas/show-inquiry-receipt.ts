import * as z from 'zod/mini';
import '../shared/zod-config';
import { httpHandler } from './common/http';
import { inquiriesRepository } from './common/inquiries-repository';
import { receiptPage } from './common/inquiry-pages';

const idSchema = z.uuid();

/**
 * GET /api/contact/receipts/{id}: the page a form posted without JavaScript lands on (Post/Redirect/Get),
 * rendered here because a prerendered page cannot show one inquiry's reference without a script. It
 * shows the inquiry's reference and its delivery status as they are now, and nothing the buyer typed.
 */
export const handler = httpHandler(async (event) => {
  const id = idSchema.safeParse(event.pathParameters?.id);
  return receiptPage(id.success ? await inquiriesRepository.get(id.data) : undefined);
});
