import * as z from 'zod/mini';
import './zod-config';
import { QUESTION_LIMITS, QUESTION_TOPICS } from './questions';
import { frenchVersionSchema } from './french-version-schema';
import { textRule } from './text-schema';

/** The {id} of /api/questions/{id}: checked before it reaches the table. */
export const questionIdSchema = z.uuid({ error: () => 'id must be a question id (a UUID)' });

const text = (field: keyof typeof QUESTION_LIMITS) =>
  z
    .string({ error: () => `${field} must be text` })
    .check(
      // Both are written in a multi-line box; the answer shows its line breaks.
      ...textRule(field, 'multi-line'),
      z.minLength(1, `${field} is required`),
      z.maxLength(QUESTION_LIMITS[field], `${field} must be at most ${QUESTION_LIMITS[field]} characters`),
    );

/** The optional French versions, each as long as its English field may be; empty clears it. */
const questionFr = z.optional(frenchVersionSchema('questionFr', QUESTION_LIMITS.question));
const answerFr = z.optional(frenchVersionSchema('answerFr', QUESTION_LIMITS.answer));

const topic = z.enum(QUESTION_TOPICS, { error: () => `topic must be one of: ${QUESTION_TOPICS.join(', ')}` });

/** POST /api/questions: the admin's own wording of an inquiry's question, with the answer. */
export const createQuestionSchema = z.strictObject({
  inquiryId: z.uuid({ error: () => 'inquiryId must be an inquiry id (a UUID)' }),
  question: text('question'),
  answer: text('answer'),
  questionFr,
  answerFr,
  topic,
});
export type CreateQuestion = z.output<typeof createQuestionSchema>;

/** PATCH /api/questions/{id}: any of the text, the answer, their French versions and the topic, at least one. */
export const updateQuestionSchema = z
  .strictObject({ question: z.optional(text('question')), answer: z.optional(text('answer')), questionFr, answerFr, topic: z.optional(topic) })
  .check(
    z.refine((changes) => Object.values(changes).some((value) => value !== undefined), 'give at least one of question, answer, questionFr, answerFr, topic'),
  );
export type UpdateQuestion = z.output<typeof updateQuestionSchema>;

/** PUT /api/questions/order: every published question's id, in the new order. */
export const reorderQuestionsSchema = z.strictObject({
  ids: z
    .array(questionIdSchema, { error: () => 'ids must be a list of question ids' })
    .check(
      z.maxLength(500, 'ids must list at most 500 questions'),
      z.refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat a question'),
    ),
});
