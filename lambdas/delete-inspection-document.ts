import { auditFields, INSPECTION_DOCUMENT_AUDIT_FIELDS } from '../shared/audit';
import { inspectionDocumentIdSchema } from '../shared/inspection-document-schema';
import { DOCUMENT_MESSAGES } from '../shared/inspection-documents';
import { recordAdminChange } from './common/audit-log';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, parsePathParameter } from './common/http';
import { inspectionDocumentsRepository } from './common/inspection-documents-repository';
import { requestPagePublish } from './common/page-publishing';
import { photoStore } from './common/photo-store';

/** DELETE /api/condition/documents/{id} (admin): the record, then its PDF; the pages drop it when published again. */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const removed = await inspectionDocumentsRepository.remove(parsePathParameter(event, 'id', inspectionDocumentIdSchema));
  if (!removed) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  await photoStore.remove(removed.filePath);
  await recordAdminChange(admin, 'condition.document-delete', removed.id, auditFields(removed, INSPECTION_DOCUMENT_AUDIT_FIELDS), undefined);
  await requestPagePublish();
  return { statusCode: 204 };
});
