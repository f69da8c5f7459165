import { exportInquiriesQuerySchema, inquiriesExportFileName } from '../shared/inquiries';
import { toIsoDate, sellerToday } from '../shared/calendar-day';
import { requireAdmin } from './common/auth';
import { CSV_CONTENT_TYPE } from './common/excel-csv';
import { attachment, httpHandler, parseQuery } from './common/http';
import { inquiriesRepository } from './common/inquiries-repository';
import { inquiriesCsv } from './common/inquiry-csv';

/**
 * GET /api/inquiries/export (admin): every inquiry, or those in one desk state (?state=), newest
 * first, as a CSV download (docs/decisions/inquiry-export.md).
 */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const { state } = parseQuery(event, exportInquiriesQuerySchema);
  const fileName = inquiriesExportFileName(toIsoDate(sellerToday(new Date())), state);
  return attachment(fileName, CSV_CONTENT_TYPE, inquiriesCsv(await inquiriesRepository.listAll(state)));
});
