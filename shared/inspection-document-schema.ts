import * as z from 'zod/mini';
import './zod-config';
import { latestSellerToday, parseIsoDate, toIsoDate } from './calendar-day';
import { UPLOAD_FOLDER } from './images';
import { INSPECTION_DOCUMENT_KINDS, INSPECTION_DOCUMENT_LIMITS, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_MB } from './inspection-documents';
import { textRule } from './text-schema';

/** POST /api/condition/documents/upload: the size of the PDF the admin is about to upload. */
export const documentUploadRequestSchema = z.strictObject({
  fileSize: z
    .number({ error: () => 'fileSize must be a number of bytes' })
    .check(
      z.int('fileSize must be a whole number of bytes'),
      z.gte(1, 'fileSize must be at least 1 byte: the file is empty'),
      z.lte(MAX_DOCUMENT_BYTES, `fileSize must be at most ${MAX_DOCUMENT_MB} MB`),
    ),
});

/** The key a document's presigned POST writes: uploads/{timestamp}-{random}.pdf. */
export const DOCUMENT_UPLOAD_KEY = new RegExp(`^${UPLOAD_FOLDER}/\\d{13}-[0-9a-f]{8}\\.pdf$`);

/** POST /api/condition/documents: the record for an uploaded PDF. */
export const createInspectionDocumentSchema = z.strictObject({
  key: z.string({ error: () => 'key must be text' }).check(z.regex(DOCUMENT_UPLOAD_KEY, 'key must be one given by /api/condition/documents/upload')),
  kind: z.enum(INSPECTION_DOCUMENT_KINDS, { error: () => `kind must be one of: ${INSPECTION_DOCUMENT_KINDS.join(', ')}` }),
  issuer: z
    .string({ error: () => 'issuer must be text' })
    .check(
      ...textRule('issuer', 'one-line'),
      z.minLength(1, 'issuer must not be empty'),
      z.maxLength(INSPECTION_DOCUMENT_LIMITS.issuer, `issuer must be at most ${INSPECTION_DOCUMENT_LIMITS.issuer} characters`),
    ),
  issuedOn: z
    .string({ error: () => 'issuedOn must be a date (yyyy-mm-dd)' })
    .check(
      z.refine((value) => parseIsoDate(value) !== undefined, 'issuedOn must be a date (yyyy-mm-dd)'),
      z.refine((value) => value <= toIsoDate(latestSellerToday()), 'issuedOn must not be after today'),
    ),
});
export type CreateInspectionDocument = z.output<typeof createInspectionDocumentSchema>;

/** The {id} of /api/condition/documents/{id}. */
export const inspectionDocumentIdSchema = z.uuid({ error: () => 'id must be a document id (a UUID)' });
