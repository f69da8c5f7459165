import { WATCH_POLICY, type WatchFormCopy } from '../../../../shared/watch';

/**
 * The form to watch the listing in Canadian French (docs/glossary-fr.md#suivre-lannonce): on the French
 * contact page, and in the lazily loaded French section of Home, the questions and the delivered-cost
 * pages. The form posts `language=fr`: the mails and the pages the watcher gets are in French.
 */
export const FRENCH_WATCH_FORM_COPY: WatchFormCopy = {
  locale: 'fr',
  heading: 'Suivre cette annonce',
  intro: 'Pas prêt aujourd’hui\u00a0? Recevez un courriel quand le prix ou le statut change, ou quand une question d’acheteur reçoit une réponse.',
  emailLabel: 'Adresse courriel',
  organisationLabel: 'Organisme (facultatif)',
  topicsLegend: 'Me prévenir en cas de',
  submit: 'Suivre cette annonce',
  compactTopics: 'Vous serez avisé des changements de prix et de statut.',
  moreChoices: 'Choisir d’autres sujets sur la page de contact',
  privacy: `Votre adresse sert uniquement à ces courriels. Elle est conservée jusqu’à votre désabonnement (un clic dans n’importe quel courriel) ou pendant ${WATCH_POLICY.idleMonths}\u00a0mois sans changement à l’annonce. Rien n’est envoyé avant votre confirmation.`,
  topics: {
    price: 'Changement de prix',
    status: 'Changement de statut (offre en cours, vendue)',
    questions: 'Nouvelle réponse à une question d’acheteur',
  },
};

/**
 * French Home's closing band leads to the form on /fr/questions instead of holding it: with the form,
 * French Home's document no longer fits the network's first round trip (docs/decisions/watch-alerts-in-french.md).
 */
export const FRENCH_HOME_WATCH_LINK = {
  heading: FRENCH_WATCH_FORM_COPY.heading,
  intro: FRENCH_WATCH_FORM_COPY.intro,
  link: 'S’inscrire aux alertes par courriel',
} as const;
