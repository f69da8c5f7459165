import { INQUIRY_MESSAGES, inquiryIdSchema, INQUIRY_UPDATE_MAX_BYTES, updateInquirySchema } from '../shared/inquiries';
import { adminEmail, recordAdminChange } from './common/audit-log';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody, parsePathParameter } from './common/http';
import { inquiriesRepository } from './common/inquiries-repository';
import { inquiryListItem } from './common/inquiry-list-item';

/**
 * PATCH /api/inquiries/{id} (admin): the desk's state, one more private note, or both, in one
 * conditional write on the version the admin read: 404 for no such inquiry, 409 when another change
 * came first (nothing written). Answers the inquiry as the list shows it.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const id = parsePathParameter(event, 'id', inquiryIdSchema);
  const { version, state, note } = parseJsonBody(event, updateInquirySchema, { maxBytes: INQUIRY_UPDATE_MAX_BYTES });
  const by = await adminEmail(admin);
  const before = await inquiriesRepository.get(id);
  if (!before) throw new HttpError(404, INQUIRY_MESSAGES.notFound);
  const updated = await inquiriesRepository.updateDesk(id, version, { state, note: note === undefined ? undefined : { text: note, at: new Date().toISOString(), by } });
  if (updated === 'missing') throw new HttpError(404, INQUIRY_MESSAGES.notFound);
  if (updated === 'stale') throw new HttpError(409, INQUIRY_MESSAGES.conflict);
  await recordAdminChange(
    admin,
    'inquiry.desk',
    id,
    { deskState: before.deskState ?? 'new' },
    { deskState: updated.deskState ?? 'new', ...(note === undefined ? {} : { note }) },
  );
  return json(200, inquiryListItem(updated));
});
