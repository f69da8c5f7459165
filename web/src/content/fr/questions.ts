import { sellerToday, toIsoDate } from '../../../../shared/calendar-day';
import { formatFrenchDay } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';
import type { QuestionsCopy } from '../questions';
import type { MetaCopy } from '../types';

/** The published buyer questions in Canadian French (docs/glossary-fr.md); the questions and answers themselves are the seller's. */
export const FRENCH_QUESTIONS_COPY: QuestionsCopy = {
  title: 'Questions des acheteurs et réponses du vendeur',
  intro: `Les questions que des acheteurs ont posées au sujet de l'unité ${TRAILER.unitNumber}, avec les réponses du vendeur. Le vendeur reformule chaque question pour tous, sans nommer l'acheteur qui l'a posée.`,
  topicsLabel: 'Questions par sujet',
  topicLabels: {
    mechanical: 'Mécanique',
    delivery: 'Livraison',
    documents: 'Documents',
    financing: 'Financement',
    equipment: 'Équipement',
  },
  empty: "Aucune question d'acheteur n'a encore reçu de réponse ici.",
  ask: 'Posez votre question au vendeur',
  answered: 'Réponse donnée le',
  updated: 'mise à jour le',
  formatDay: (timestamp) => (Number.isNaN(Date.parse(timestamp)) ? timestamp : formatFrenchDay(toIsoDate(sellerToday(new Date(timestamp))))),
  contactTitle: 'Questions posées par des acheteurs',
  contactIntro: "Les réponses du vendeur aux questions d'autres acheteurs, publiées pour tous.",
  allQuestions: (count) => (count === 1 ? 'La question et sa réponse, par sujet' : `Les ${count}\u00a0questions et leurs réponses, par sujet`),
};

export const FRENCH_QUESTIONS_META: MetaCopy = {
  title: `Questions des acheteurs | Remorque médicale mobile ${TRAILER.year}`,
  description: `Les questions posées par des acheteurs au sujet de la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) à vendre à Edmonton, et les réponses du vendeur\u00a0: état mécanique, livraison, documents, financement et équipement.`,
  keywords: ['remorque médicale mobile questions', 'remorque médicale à vendre', 'clinique mobile acheteurs', 'livraison remorque médicale', 'financement remorque médicale'],
};
