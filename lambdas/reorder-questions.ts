import { reorderQuestionsSchema } from '../shared/question-schemas';
import { QUESTION_MESSAGES } from '../shared/questions';
import { logAdminChange } from './common/admin-change-log';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { requestPagePublish } from './common/page-publishing';
import { questionsRepository } from './common/questions-repository';
import { adminEmail, recordAdminChange } from './common/audit-log';

/**
 * PUT /api/questions/order (admin): the admin's order, as every published question's id. A list that is
 * not exactly the current set (one missing, one unknown) is refused before anything is written.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const { ids } = parseJsonBody(event, reorderQuestionsSchema, { maxBytes: 32 * 1024 });
  const current = new Set((await questionsRepository.listAll()).map((question) => question.id));
  if (ids.length !== current.size || !ids.every((id) => current.has(id))) throw new HttpError(400, QUESTION_MESSAGES.orderNotCurrent);
  const complete = await questionsRepository.setOrder(ids, { orderedBy: await adminEmail(admin), orderedAt: new Date().toISOString() });
  logAdminChange('questions reordered', admin, { ids, complete });
  await recordAdminChange(admin, 'question.reorder', 'questions', { order: [...current] }, { order: ids });
  // A question removed meanwhile leaves the others moved: they are published either way.
  await requestPagePublish();
  if (!complete) throw new HttpError(409, QUESTION_MESSAGES.orderNotCurrent);
  return json(200, await questionsRepository.listAll());
});
