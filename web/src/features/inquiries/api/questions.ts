import useSWR from 'swr';
import { SITE_SWR } from '../../../lib/site-swr';
import type * as z from 'zod/mini';
import type { createQuestionSchema, updateQuestionSchema } from '../../../../../shared/question-schemas';
import { QUESTION_ORDER_ENDPOINT, QUESTIONS_ENDPOINT, questionEndpoint, type QuestionRecord } from '../../../../../shared/questions';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

export type NewQuestion = z.input<typeof createQuestionSchema>;
export type QuestionChanges = z.input<typeof updateQuestionSchema>;

const jsonBody = (method: 'POST' | 'PATCH' | 'PUT', body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** GET /api/questions (admin): every published question in the admin's order; `enabled` once the admin is known. */
export function useQuestions(enabled: boolean) {
  return useSWR<QuestionRecord[], ApiError>(enabled ? QUESTIONS_ENDPOINT : null, (path: typeof QUESTIONS_ENDPOINT) => authorizedApiFetch<QuestionRecord[]>(path), SITE_SWR);
}

/** POST /api/questions: publishes the admin's wording of an inquiry's question. */
export function publishQuestion(question: NewQuestion): Promise<QuestionRecord> {
  return authorizedApiFetch<QuestionRecord>(QUESTIONS_ENDPOINT, jsonBody('POST', question));
}

/** PATCH /api/questions/{id}: the text, answer or topic. */
export function updateQuestion(id: string, changes: QuestionChanges): Promise<QuestionRecord> {
  return authorizedApiFetch<QuestionRecord>(questionEndpoint(id), jsonBody('PATCH', changes));
}

/** PUT /api/questions/order: every question's id in the new order; answers the list in that order. */
export function reorderQuestions(ids: readonly string[]): Promise<QuestionRecord[]> {
  return authorizedApiFetch<QuestionRecord[]>(QUESTION_ORDER_ENDPOINT, jsonBody('PUT', { ids }));
}

/** DELETE /api/questions/{id}: unpublishes it. */
export function unpublishQuestion(id: string): Promise<unknown> {
  return authorizedApiFetch(questionEndpoint(id), { method: 'DELETE' });
}
