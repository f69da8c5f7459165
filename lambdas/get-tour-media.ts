import { requireAdmin } from './common/auth';
import { httpHandler, json } from './common/http';
import { readTourMediaView } from './common/tour-media-repository';

/** GET /api/tour-media (admin): where the uploaded photos are placed on the walkthrough, and the tour that makes. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  return json(200, await readTourMediaView());
});
