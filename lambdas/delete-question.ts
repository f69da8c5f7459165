import { questionIdSchema } from '../shared/question-schemas';
import { QUESTION_MESSAGES } from '../shared/questions';
import { logAdminChange } from './common/admin-change-log';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, parsePathParameter } from './common/http';
import { requestPagePublish } from './common/page-publishing';
import { questionsRepository } from './common/questions-repository';
import { auditFields, QUESTION_AUDIT_FIELDS } from '../shared/audit';
import { recordAdminChange } from './common/audit-log';

/** DELETE /api/questions/{id} (admin): unpublishes a question; the pages drop it when published again. */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const removed = await questionsRepository.remove(parsePathParameter(event, 'id', questionIdSchema));
  if (!removed) throw new HttpError(404, QUESTION_MESSAGES.notFound);
  logAdminChange('question unpublished', admin, { questionId: removed.id, inquiryId: removed.inquiryId });
  await recordAdminChange(admin, 'question.unpublish', removed.id, auditFields(removed, QUESTION_AUDIT_FIELDS), undefined);
  await requestPagePublish();
  return { statusCode: 204 };
});
