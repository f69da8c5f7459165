import type { InquiryCounts } from '../shared/inquiries';
import { requireAdmin } from './common/auth';
import { httpHandler, json } from './common/http';
import { inquiriesRepository } from './common/inquiries-repository';

/** GET /api/inquiries/counts (admin): how many inquiries are new, for the count in the admin's header. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const counts: InquiryCounts = { new: await inquiriesRepository.count('new') };
  return json(200, counts);
});
