import * as z from 'zod/mini';
import '../../shared/zod-config';
import { ENV } from '../../shared/backend/environment';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { WATCH_EXPORT_COLUMNS, WATCH_EXPORT_OFF, WATCH_LANGUAGE_NAMES, WATCH_TOPIC_LABELS } from '../../shared/watch';
import { requireAdmin } from './auth';
import { environment } from './env';
import { CSV_CONTENT_TYPE, excelCsv } from './excel-csv';
import { attachment, HttpError, httpHandler } from './http';
import { logger } from './logger';
import { watchersRepository, type StoredWatcher } from './watchers-repository';

const env = environment({ [ENV.watcherExport]: z.enum(['true', 'false']) });

/** Whether the operator lets the admin download the addresses (the watcherExport setting). */
export const watcherExportEnabled = () => env()[ENV.watcherExport] === 'true';

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

/** One watcher as the seller reads them, in English, their language named (a watcher stored before it was kept is English). */
function row(watcher: StoredWatcher): string[] {
  const topics = watcher.topics.map((topic) => WATCH_TOPIC_LABELS[topic]).join(', ');
  return [watcher.email, watcher.organisation, topics, WATCH_LANGUAGE_NAMES[watcher.language ?? 'en'], watcher.state, day(watcher.createdAt), day(watcher.confirmedAt)];
}

/**
 * GET /api/watchers/export (admin): every watcher, confirmed first, as a CSV Excel opens as it is
 * (excel-csv.ts, as the inquiries' export). Refused
 * with 403 unless the operator's watcherExport setting is on; each download is logged.
 */
export const exportWatchers = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  if (!watcherExportEnabled()) throw new HttpError(403, WATCH_EXPORT_OFF);
  const [confirmed, pending] = await Promise.all([watchersRepository.listByState('confirmed'), watchersRepository.listByState('pending')]);
  logger.info('Watchers exported', { admin, confirmed: confirmed.length, pending: pending.length });
  return attachment(`Watchers_${toIsoDate(sellerToday(new Date()))}.csv`, CSV_CONTENT_TYPE, excelCsv([WATCH_EXPORT_COLUMNS, ...[...confirmed, ...pending].map(row)]));
});
