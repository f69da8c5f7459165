import { randomBytes } from 'node:crypto';
import { auditFields, INSPECTION_DOCUMENT_AUDIT_FIELDS } from '../shared/audit';
import { IMAGE_FOLDER, publicUrlForKey } from '../shared/images';
import { createInspectionDocumentSchema } from '../shared/inspection-document-schema';
import { DOCUMENT_MESSAGES, inspectionDocumentFilename, MAX_DOCUMENT_BYTES, PDF_CONTENT_TYPE, type InspectionDocumentRecord } from '../shared/inspection-documents';
import { recordAdminChange } from './common/audit-log';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { inspectionDocumentsRepository } from './common/inspection-documents-repository';
import { logger } from './common/logger';
import { requestPagePublish } from './common/page-publishing';
import { checkPdf, RefusedPdfError } from './common/pdf-check';
import { photoStore } from './common/photo-store';
import { discard, readUpload } from './common/uploaded-objects';
import { recordIdForUpload } from './common/upload-id';

/**
 * POST /api/condition/documents (admin): checks the uploaded file by its bytes (not empty, a PDF that
 * pdf.js reads, no JavaScript or automatic actions: lambdas/common/pdf-check.ts), then copies exactly
 * those bytes under a new key in images/, which buyers download from /media/ and no presigned POST can
 * write, and records it with its text. A refused file is deleted and nothing is recorded; a record
 * that cannot be written takes its copy with it (docs/decisions/inspection-documents.md).
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const input = parseJsonBody(event, createInspectionDocumentSchema, { maxBytes: 4 * 1024 });
  const id = recordIdForUpload(input.key);
  if (await inspectionDocumentsRepository.get(id)) {
    await discard([input.key]);
    throw new HttpError(409, DOCUMENT_MESSAGES.alreadyRecorded);
  }
  const upload = await readUpload(input.key, MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES.tooLarge);
  if (!upload) throw new HttpError(400, DOCUMENT_MESSAGES.missingUpload);

  let text: string;
  try {
    ({ text } = await checkPdf(upload));
  } catch (error) {
    await discard([input.key]);
    if (error instanceof RefusedPdfError) throw new HttpError(400, error.message);
    throw error;
  }

  const now = new Date();
  const key = `${IMAGE_FOLDER}/${now.getTime()}-${randomBytes(4).toString('hex')}.pdf`;
  const record: InspectionDocumentRecord = {
    id,
    kind: input.kind,
    issuer: input.issuer,
    issuedOn: input.issuedOn,
    fileSize: upload.length,
    publicUrl: publicUrlForKey(key),
    filePath: key,
    uploadDate: now.toISOString(),
    text,
  };
  let created: boolean;
  try {
    await photoStore.put(key, upload, PDF_CONTENT_TYPE, inspectionDocumentFilename(record));
    created = await inspectionDocumentsRepository.create(record);
  } catch (error) {
    logger.error('inspection document not stored; removing the upload and its copy', error as Error);
    await discard([input.key, key]);
    throw new HttpError(500, DOCUMENT_MESSAGES.saveFailed);
  }
  if (!created) {
    // Another request recorded this upload meanwhile: only this request's copy goes.
    await discard([key]);
    throw new HttpError(409, DOCUMENT_MESSAGES.alreadyRecorded);
  }
  await discard([input.key]);
  await recordAdminChange(admin, 'condition.document-upload', id, undefined, auditFields(record, INSPECTION_DOCUMENT_AUDIT_FIELDS));
  await requestPagePublish();
  return json(201, record);
});
