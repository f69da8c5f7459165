/**
 * Public questions and answers: a buyer's question, rewritten by the admin, with the seller's answer.
 * No zod here, so public pages read the topics and the public shape without loading it (the admin's
 * schemas are in question-schemas.ts).
 */

/** The topics a question is filed under, in the order the /questions page shows them. */
export const QUESTION_TOPICS = ['mechanical', 'delivery', 'documents', 'financing', 'equipment'] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

export const QUESTION_TOPIC_LABELS = {
  mechanical: 'Mechanical',
  delivery: 'Delivery',
  documents: 'Documents',
  financing: 'Financing',
  equipment: 'Equipment',
} as const satisfies Record<QuestionTopic, string>;

/** The longest question and answer the admin may publish, in characters. */
export const QUESTION_LIMITS = { question: 500, answer: 4000 } as const;

/** GET (admin list) and POST (publish from an inquiry). */
export const QUESTIONS_ENDPOINT = '/api/questions';
/** PUT: the admin's order, as the full list of ids. */
export const QUESTION_ORDER_ENDPOINT = `${QUESTIONS_ENDPOINT}/order` as const;
/** PATCH and DELETE one question, as an API Gateway route path. */
export const QUESTION_ENDPOINT = `${QUESTIONS_ENDPOINT}/{id}` as const;
/** QUESTION_ENDPOINT for one question. */
export const questionEndpoint = (id: string) => QUESTION_ENDPOINT.replace('{id}', encodeURIComponent(id)) as `${typeof QUESTIONS_ENDPOINT}/${string}`;

/** A published question as the public pages show it: written by the admin, naming no buyer. */
export interface PublishedQuestion {
  id: string;
  question: string;
  answer: string;
  /** The seller's French versions (docs/product.md#languages); absent or null where none is written. */
  questionFr?: string | null;
  answerFr?: string | null;
  topic: QuestionTopic;
  publishedAt: string;
  updatedAt: string;
}

/** The stored question: the public fields and the admin's bookkeeping, which never leaves the admin's API. */
export interface QuestionRecord extends PublishedQuestion {
  /** The inquiry it was written from. */
  inquiryId: string;
  /** Its place in the admin's order: lower first. */
  position: number;
  /** The admin who published it, and who last changed its text, answer or topic (usernames). */
  publishedBy: string;
  updatedBy: string;
  /** The admin who last moved it in the order, and when. */
  orderedBy?: string;
  orderedAt?: string;
}

/** The public fields only, picked one by one so nothing added to the record leaks by default; a French version only where there is one. */
export function publishedQuestion({ id, question, answer, questionFr, answerFr, topic, publishedAt, updatedAt }: PublishedQuestion): PublishedQuestion {
  return { id, question, answer, ...(questionFr ? { questionFr } : {}), ...(answerFr ? { answerFr } : {}), topic, publishedAt, updatedAt };
}

/**
 * The questions the seller wrote whole in French, question and answer, in French: what a French page's
 * FAQPage holds. A question still in English is left out of it, though the page shows it, marked as
 * English (docs/decisions/french-seller-texts.md).
 */
export function writtenInFrench(questions: readonly PublishedQuestion[]): { question: string; answer: string }[] {
  return questions.flatMap(({ questionFr, answerFr }) => (questionFr && answerFr ? [{ question: questionFr, answer: answerFr }] : []));
}

/** The admin's order: position, then the older first. */
export function byAdminOrder(a: QuestionRecord, b: QuestionRecord): number {
  return a.position - b.position || a.publishedAt.localeCompare(b.publishedAt);
}

/** How many of the published questions /contact shows, first in the admin's order; /questions has them all. */
export const CONTACT_QUESTION_COUNT = 5;

/** What the public pages say after an admin change reaches them: within this many minutes. */
export const PAGE_PUBLISH_MINUTES = 2;

export const QUESTION_MESSAGES = {
  notFound: 'No published question with this id',
  inquiryNotFound: 'No inquiry with this id',
  orderNotCurrent: 'ids must list every published question exactly once; reload the list and try again',
} as const;
