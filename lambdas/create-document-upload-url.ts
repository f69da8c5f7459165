import { randomBytes } from 'node:crypto';
import { UPLOAD_FOLDER } from '../shared/images';
import { documentUploadRequestSchema } from '../shared/inspection-document-schema';
import { MAX_DOCUMENT_BYTES, PDF_CONTENT_TYPE } from '../shared/inspection-documents';
import { requireAdmin } from './common/auth';
import { httpHandler, json, parseJsonBody } from './common/http';
import { photoStore } from './common/photo-store';

/** POST /api/condition/documents/upload (admin): a presigned POST for one PDF of at most 20 MB, into the private uploads/ folder. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  parseJsonBody(event, documentUploadRequestSchema, { maxBytes: 1024 });
  const key = `${UPLOAD_FOLDER}/${Date.now()}-${randomBytes(4).toString('hex')}.pdf`;
  return json(200, await photoStore.presignUpload(key, PDF_CONTENT_TYPE, MAX_DOCUMENT_BYTES));
});
