import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createQuestionSchema, reorderQuestionsSchema, updateQuestionSchema } from './question-schemas';
import { buildQuestionRecord } from '../test/fixtures/questions';
import { QUESTION_LIMITS, QUESTION_TOPICS, publishedQuestion, writtenInFrench } from './questions';

const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('createQuestionSchema', () => {
  const draft = { inquiryId: randomUUID(), question: '  Can it be delivered to Montana?  ', answer: 'Yes, door to door.', topic: 'delivery' };

  it('accepts the admin’s question, answer and topic with the source inquiry, trimmed', () => {
    expect(createQuestionSchema.parse(draft)).toEqual({ ...draft, question: 'Can it be delivered to Montana?' });
  });

  it.each(QUESTION_TOPICS)('accepts the topic %s', (topic) => {
    expect(createQuestionSchema.safeParse({ ...draft, topic }).success).toBe(true);
  });

  it('holds the question and the answer to their limits, counted after trimming', () => {
    expect(createQuestionSchema.safeParse({ ...draft, question: `${'q'.repeat(QUESTION_LIMITS.question)}  ` }).success).toBe(true);
    expect(problems(createQuestionSchema.safeParse({ ...draft, question: 'q'.repeat(QUESTION_LIMITS.question + 1) }))).toEqual([
      `question must be at most ${QUESTION_LIMITS.question} characters`,
    ]);
    expect(problems(createQuestionSchema.safeParse({ ...draft, answer: 'a'.repeat(QUESTION_LIMITS.answer + 1) }))).toEqual([
      `answer must be at most ${QUESTION_LIMITS.answer} characters`,
    ]);
  });

  it('takes the optional French versions under the same text rule, each refusal naming its field; empty is none', () => {
    const french = { questionFr: ' Pouvez-vous livrer au Montana? ', answerFr: 'Oui, de porte à porte.' };
    expect(createQuestionSchema.parse({ ...draft, ...french })).toMatchObject({ questionFr: 'Pouvez-vous livrer au Montana?', answerFr: 'Oui, de porte à porte.' });
    expect(createQuestionSchema.parse({ ...draft, questionFr: '', answerFr: null })).toMatchObject({ questionFr: null, answerFr: null });
    expect(problems(createQuestionSchema.safeParse({ ...draft, answerFr: 'a'.repeat(QUESTION_LIMITS.answer + 1) }))).toEqual([
      `answerFr must be at most ${QUESTION_LIMITS.answer} characters`,
    ]);
    expect(problems(createQuestionSchema.safeParse({ ...draft, questionFr: 'q'.repeat(QUESTION_LIMITS.question + 1) }))).toEqual([
      `questionFr must be at most ${QUESTION_LIMITS.question} characters`,
    ]);
    expect(problems(createQuestionSchema.safeParse({ ...draft, questionFr: 'Livrer\u0000?' }))[0]).toContain('questionFr');
    expect(problems(createQuestionSchema.safeParse({ ...draft, answerFr: 42 }))).toEqual(['answerFr must be text or null']);
  });

  it('refuses any field of the buyer’s: the admin writes the question, nothing is copied', () => {
    for (const field of ['name', 'email', 'organization', 'phone', 'message']) {
      expect(createQuestionSchema.safeParse({ ...draft, [field]: 'x' }).success).toBe(false);
    }
  });

  it('names every missing field', () => {
    expect(problems(createQuestionSchema.safeParse({}))).toEqual([
      'inquiryId must be an inquiry id (a UUID)',
      'question must be text',
      'answer must be text',
      'topic must be one of: mechanical, delivery, documents, financing, equipment',
    ]);
  });
});

describe('updateQuestionSchema', () => {
  it('accepts any one of the text, the answer and the topic', () => {
    expect(updateQuestionSchema.parse({ topic: 'financing' })).toEqual({ topic: 'financing' });
    expect(updateQuestionSchema.parse({ answer: ' Yes. ' })).toEqual({ answer: 'Yes.' });
    // null (or empty) clears a French version: the French pages then show the English one, marked.
    expect(updateQuestionSchema.parse({ answerFr: '' })).toEqual({ answerFr: null });
  });

  it('refuses an empty change, a blank text and the admin-only fields', () => {
    expect(problems(updateQuestionSchema.safeParse({}))).toEqual(['give at least one of question, answer, questionFr, answerFr, topic']);
    expect(problems(updateQuestionSchema.safeParse({ question: ' ' }))).toEqual(['question is required']);
    expect(updateQuestionSchema.safeParse({ inquiryId: randomUUID() }).success).toBe(false);
    expect(updateQuestionSchema.safeParse({ position: 1 }).success).toBe(false);
  });
});

describe('reorderQuestionsSchema', () => {
  it('accepts a list of distinct question ids, the empty list included', () => {
    const ids = [randomUUID(), randomUUID()];
    expect(reorderQuestionsSchema.parse({ ids })).toEqual({ ids });
    expect(reorderQuestionsSchema.parse({ ids: [] })).toEqual({ ids: [] });
  });

  it('refuses a repeated id and an id that is not one', () => {
    const id = randomUUID();
    expect(problems(reorderQuestionsSchema.safeParse({ ids: [id, id] }))).toEqual(['ids must not repeat a question']);
    expect(problems(reorderQuestionsSchema.safeParse({ ids: ['1'] }))).toEqual(['id must be a question id (a UUID)']);
  });
});

describe('writtenInFrench', () => {
  it('holds the questions whose question and answer both have a French version, in French, in their order', () => {
    const whole = { ...buildQuestionRecord(), questionFr: 'Q fr?', answerFr: 'R fr.' };
    const half = { ...buildQuestionRecord(), questionFr: 'Q fr seulement?', answerFr: null };
    expect(writtenInFrench([buildQuestionRecord(), half, whole])).toEqual([{ question: 'Q fr?', answer: 'R fr.' }]);
  });
});

describe('publishedQuestion', () => {
  it('keeps a French version only where there is one', () => {
    const record = buildQuestionRecord({ questionFr: 'Q fr?', answerFr: null });
    expect(publishedQuestion(record)).toMatchObject({ questionFr: 'Q fr?' });
    expect(publishedQuestion(record)).not.toHaveProperty('answerFr');
  });

  it('keeps the public fields only', () => {
    const record = {
      id: randomUUID(),
      question: 'Q?',
      answer: 'A.',
      topic: 'equipment' as const,
      publishedAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      inquiryId: randomUUID(),
      position: 3,
      publishedBy: 'seller-admin',
      updatedBy: 'seller-admin',
    };
    expect(publishedQuestion(record)).toStrictEqual({
      id: record.id,
      question: 'Q?',
      answer: 'A.',
      topic: 'equipment',
      publishedAt: record.publishedAt,
      updatedAt: record.updatedAt,
    });
  });
});
