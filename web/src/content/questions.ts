import { SELLER_TIME_ZONE } from '../../../shared/calendar-day';
import { QUESTION_TOPIC_LABELS, type QuestionTopic } from '../../../shared/questions';
import { TRAILER } from '../../../shared/trailer';
import type { MetaCopy } from './types';

/** The words of the published buyer questions, in one language: /questions, and the section beside the FAQ on /contact. */
export interface QuestionsCopy {
  title: string;
  intro: string;
  topicsLabel: string;
  topicLabels: Record<QuestionTopic, string>;
  empty: string;
  ask: string;
  answered: string;
  updated: string;
  /** The seller's calendar day of an instant (ISO 8601), as this language writes a day; the text as it is when it is no instant. */
  formatDay: (timestamp: string) => string;
  contactTitle: string;
  contactIntro: string;
  allQuestions: (count: number) => string;
}

// Made when a day is first written, not when the module loads: a page's first Intl object costs some
// 15 ms of its start-up (docs/decisions/numbers-without-intl.md), which a page without questions need not pay.
let day: Intl.DateTimeFormat | undefined;
const dayFormat = () => (day ??= new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: SELLER_TIME_ZONE }));

/** Published buyer questions: their own page, and the section beside the FAQ on /contact. */
export const QUESTIONS_COPY: QuestionsCopy = {
  title: 'Buyer Questions, Answered',
  intro: `Questions buyers have asked about unit ${TRAILER.unitNumber}, with the seller's answers. The seller writes each question up for everyone, without the name of the buyer who asked.`,
  topicsLabel: 'Questions by topic',
  topicLabels: QUESTION_TOPIC_LABELS,
  empty: 'No buyer questions have been answered here yet.',
  ask: 'Ask the seller your question',
  answered: 'Answered',
  updated: 'updated',
  formatDay: (timestamp) => (Number.isNaN(Date.parse(timestamp)) ? timestamp : dayFormat().format(new Date(timestamp))),
  contactTitle: 'Questions Buyers Asked',
  contactIntro: 'The seller’s answers to questions other buyers sent, published for everyone.',
  allQuestions: (count) => `All ${count} answered ${count === 1 ? 'question' : 'questions'}, by topic`,
};

export const QUESTIONS_META: MetaCopy = {
  title: `Buyer Questions and Answers | ${TRAILER.year} Mobile Medical Trailer`,
  description: `Questions buyers asked about the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer for sale in Edmonton, answered by the seller: mechanical condition, delivery, documents, financing and equipment.`,
  keywords: ['mobile medical trailer questions', 'medical trailer for sale FAQ', 'mobile clinic buyer questions', 'trailer delivery questions', 'medical trailer financing'],
};
