import { INQUIRIES_EXPORT_ENDPOINT, type InquiryDeskState } from '../../../../../shared/inquiries';
import { authorizedApiDownload } from '../../../lib/auth/authorized-api-fetch';

/**
 * GET /api/inquiries/export (admin): the CSV the server makes (docs/decisions/inquiry-export.md),
 * saved under the name it gives. The link needs the admin's token, so the file is fetched and handed
 * to the browser's download as an object URL.
 */
export async function downloadInquiriesCsv(state: InquiryDeskState | undefined): Promise<void> {
  const { blob, fileName } = await authorizedApiDownload(state ? `${INQUIRIES_EXPORT_ENDPOINT}?state=${state}` : INQUIRIES_EXPORT_ENDPOINT);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? 'inquiries.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
