import { requireAdmin } from './common/auth';
import { httpHandler, json } from './common/http';
import { inspectionDocumentsRepository } from './common/inspection-documents-repository';

/** GET /api/condition/documents (admin): every inspection document with its text, newest issue first. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  return json(200, await inspectionDocumentsRepository.listAll());
});
