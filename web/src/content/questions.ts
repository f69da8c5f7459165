import { TRAILER } from '../../../shared/trailer';
import type { MetaCopy } from './types';

/** Published buyer questions: their own page, and the section beside the FAQ on /contact. */
export const QUESTIONS_COPY = {
  title: 'Buyer Questions, Answered',
  intro: `Questions buyers have asked about unit ${TRAILER.unitNumber}, with the seller's answers. The seller writes each question up for everyone, without the name of the buyer who asked.`,
  topicsLabel: 'Questions by topic',
  topicLink: (label: string, count: number) => `${label} (${count})`,
  empty: 'No buyer questions have been answered here yet.',
  ask: 'Ask the seller your question',
  answered: 'Answered',
  updated: 'updated',
  contactTitle: 'Questions Buyers Asked',
  contactIntro: 'The seller’s answers to questions other buyers sent, published for everyone.',
  allQuestions: (count: number) => `All ${count} answered ${count === 1 ? 'question' : 'questions'}, by topic`,
} as const;

export const QUESTIONS_META: MetaCopy = {
  title: `Buyer Questions and Answers | ${TRAILER.year} Mobile Medical Trailer`,
  description: `Questions buyers asked about the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer for sale in Edmonton, answered by the seller: mechanical condition, delivery, documents, financing and equipment.`,
  keywords: ['mobile medical trailer questions', 'medical trailer for sale FAQ', 'mobile clinic buyer questions', 'trailer delivery questions', 'medical trailer financing'],
};
