import { randomUUID } from 'node:crypto';
import { createQuestionSchema } from '../shared/question-schemas';
import { QUESTION_MESSAGES, type QuestionRecord } from '../shared/questions';
import { logAdminChange } from './common/admin-change-log';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parseJsonBody } from './common/http';
import { inquiriesRepository } from './common/inquiries-repository';
import { requestPagePublish } from './common/page-publishing';
import { questionsRepository } from './common/questions-repository';
import { auditFields, QUESTION_AUDIT_FIELDS } from '../shared/audit';
import { adminEmail, recordAdminChange } from './common/audit-log';
import { questionAlert, recordForWatchers } from './common/listing-watch';

/**
 * POST /api/questions (admin): publishes a question written from an inquiry, last in the admin's order.
 * The stored question is the admin's own wording; nothing of the buyer's (name, e-mail, organisation,
 * phone, message) is copied from the inquiry, which is read only to know it exists.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const { inquiryId, question, answer, questionFr, answerFr, topic } = parseJsonBody(event, createQuestionSchema, { maxBytes: 32 * 1024 });
  if (!(await inquiriesRepository.get(inquiryId))) throw new HttpError(404, QUESTION_MESSAGES.inquiryNotFound);
  const last = (await questionsRepository.listAll()).at(-1);
  const now = new Date().toISOString();
  const by = await adminEmail(admin);
  const record: QuestionRecord = {
    id: randomUUID(),
    question,
    answer,
    // A French version is stored only where the admin wrote one.
    ...(questionFr ? { questionFr } : {}),
    ...(answerFr ? { answerFr } : {}),
    topic,
    inquiryId,
    position: last ? last.position + 1 : 0,
    publishedAt: now,
    updatedAt: now,
    publishedBy: by,
    updatedBy: by,
  };
  await questionsRepository.create(record);
  await recordAdminChange(admin, 'question.publish', record.id, undefined, auditFields(record, QUESTION_AUDIT_FIELDS));
  logAdminChange('question published', admin, { questionId: record.id, inquiryId, topic });
  // The watchers who asked for answered questions are told its words, the admin's own.
  await recordForWatchers([questionAlert(question, questionFr)], new Date(now));
  await requestPagePublish();
  return json(201, record);
});
