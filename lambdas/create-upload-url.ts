import { randomBytes } from 'node:crypto';
import { uploadObjectKey } from '../shared/images';
import { MAX_UPLOAD_BYTES, uploadRequestSchema } from '../shared/image-upload';
import { requireAdmin } from './common/auth';
import { httpHandler, json, parseJsonBody } from './common/http';
import { photoStore } from './common/photo-store';

/** POST /api/images/upload (admin): a presigned POST for one photo, at most 20 MB, of an allowed type. */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const { contentType } = parseJsonBody(event, uploadRequestSchema, { maxBytes: 1024 });
  const key = uploadObjectKey(contentType, Date.now(), randomBytes(4).toString('hex'));
  return json(200, await photoStore.presignUpload(key, contentType, MAX_UPLOAD_BYTES));
});
