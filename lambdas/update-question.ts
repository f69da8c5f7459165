import { questionIdSchema, updateQuestionSchema } from '../shared/question-schemas';
import { QUESTION_MESSAGES } from '../shared/questions';
import { logAdminChange } from './common/admin-change-log';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody, parsePathParameter } from './common/http';
import { requestPagePublish } from './common/page-publishing';
import { questionsRepository } from './common/questions-repository';
import { auditFields, QUESTION_AUDIT_FIELDS } from '../shared/audit';
import { adminEmail, recordAdminChange } from './common/audit-log';

/** PATCH /api/questions/{id} (admin): the question's text, answer, their French versions (null clears one) or topic, in one conditional write. */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const id = parsePathParameter(event, 'id', questionIdSchema);
  const changes = parseJsonBody(event, updateQuestionSchema, { maxBytes: 32 * 1024 });
  const before = await questionsRepository.get(id);
  const updated = await questionsRepository.update(id, changes, { updatedBy: await adminEmail(admin), updatedAt: new Date().toISOString() });
  if (!updated) throw new HttpError(404, QUESTION_MESSAGES.notFound);
  logAdminChange('question changed', admin, { questionId: id, fields: Object.keys(changes) });
  await recordAdminChange(admin, 'question.update', id, before && auditFields(before, QUESTION_AUDIT_FIELDS), auditFields(updated, QUESTION_AUDIT_FIELDS));
  await requestPagePublish();
  return json(200, updated);
});
