import { INQUIRIES_EXPORT_ENDPOINT, type InquiryDeskState } from '../../../../../shared/inquiries';
import { saveAdminDownload } from '../../../lib/auth/save-admin-download';

/** GET /api/inquiries/export (admin): the CSV the server makes (docs/decisions/inquiry-export.md), saved under the name it gives. */
export function downloadInquiriesCsv(state: InquiryDeskState | undefined): Promise<void> {
  return saveAdminDownload(state ? `${INQUIRIES_EXPORT_ENDPOINT}?state=${state}` : INQUIRIES_EXPORT_ENDPOINT, 'inquiries.csv');
}
