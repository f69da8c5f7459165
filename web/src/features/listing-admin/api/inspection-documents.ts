import useSWR from 'swr';
import { SITE_SWR } from '../../../lib/site-swr';
import type { UploadTicket } from '../../../../../shared/image-upload';
import type { CreateInspectionDocument } from '../../../../../shared/inspection-document-schema';
import {
  INSPECTION_DOCUMENT_UPLOAD_ENDPOINT,
  INSPECTION_DOCUMENTS_ENDPOINT,
  inspectionDocumentEndpoint,
  type InspectionDocumentRecord,
} from '../../../../../shared/inspection-documents';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';
import { postToBucket } from '../../../lib/presigned-upload';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** GET /api/condition/documents: every document with its text, for the admin's list and search. */
export function useInspectionDocuments(enabled: boolean) {
  return useSWR<InspectionDocumentRecord[], ApiError>(enabled ? INSPECTION_DOCUMENTS_ENDPOINT : null, () => authorizedApiFetch<InspectionDocumentRecord[]>(INSPECTION_DOCUMENTS_ENDPOINT), SITE_SWR);
}

/** One PDF, end to end: a ticket for its size, the file straight to the bucket, then the server's check and record. */
export async function uploadInspectionDocument(file: File, details: Omit<CreateInspectionDocument, 'key'>): Promise<InspectionDocumentRecord> {
  const ticket = await authorizedApiFetch<UploadTicket>(INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ fileSize: file.size }) });
  await postToBucket(ticket, file, () => {});
  return authorizedApiFetch<InspectionDocumentRecord>(INSPECTION_DOCUMENTS_ENDPOINT, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ key: ticket.key, ...details }) });
}

/** DELETE /api/condition/documents/{id}. */
export function deleteInspectionDocument(id: string): Promise<void> {
  return authorizedApiFetch<void>(inspectionDocumentEndpoint(id), { method: 'DELETE' });
}
