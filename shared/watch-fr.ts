import { FRENCH_SITE_NAME } from './french-names';
import { formatFrenchMoment } from './french-format';
import { TRAILER } from './trailer';
import { WATCH_LANGUAGES, WATCH_LIMITS, WATCH_POLICY, WATCH_TOPICS, type WatchMailWords, type WatchPageCopy, type WatchProblems } from './watch';

/**
 * What a watcher who signed up on a French page gets in French (docs/product.md#watching-the-listing):
 * the API's pages, the refusals of the form, the confirmation and the alerts. The English words are in
 * shared/watch.ts, shared/watch-schema.ts and lambdas/common/watch-mail.ts; the terms are those of
 * docs/glossary-fr.md#suivre-lannonce. The form's own words are a page's (web/src/content/fr/watch.ts).
 */

const UNIT = TRAILER.unitNumber;

export const FRENCH_WATCH_COPY: WatchPageCopy = {
  checkInboxTitle: 'Consultez votre boîte de réception',
  checkInboxText: `Si cette adresse peut recevoir des alertes, un courriel contenant un lien de confirmation est en route. Rien ne vous est envoyé avant votre confirmation\u00a0; le lien est valide pendant ${WATCH_POLICY.confirmHours}\u00a0heures.`,
  notSavedTitle: 'Votre demande n’a pas été enregistrée',
  confirmTitle: 'Confirmez vos alertes',
  confirmText: 'Un seul clic, et vous recevrez un courriel chaque fois que l’annonce change.',
  confirmButton: 'Confirmer mes alertes',
  confirmedTitle: 'Vous suivez maintenant cette annonce',
  confirmedText: 'Vous recevrez un courriel quand l’annonce changera. Chaque courriel contient un lien pour vous désabonner en un clic.',
  badLinkTitle: 'Ce lien ne fonctionne pas',
  badLinkText: `Le lien est erroné, a déjà servi ou date de plus de ${WATCH_POLICY.confirmHours}\u00a0heures. Demandez de nouveau les alertes à partir de l’annonce.`,
  unsubscribeTitle: 'Arrêter les alertes',
  unsubscribeText: 'Un seul clic, et vous ne recevrez plus aucun courriel au sujet de cette annonce\u00a0; votre adresse sera supprimée.',
  unsubscribeButton: 'Me désabonner',
  unsubscribedTitle: 'Votre désabonnement est confirmé',
  unsubscribedText: 'Vous ne recevrez plus de courriels au sujet de cette annonce, et votre adresse a été supprimée.',
  backToListing: 'Retour à l’annonce',
  crossSite: 'Les alertes ne sont acceptées que par le formulaire du site',
  unsupportedType: 'Envoyez la demande en application/json ou en application/x-www-form-urlencoded',
  rateLimited: 'Trop de demandes venant de votre réseau\u00a0: veuillez réessayer dans une heure',
  noTopic: 'Choisissez au moins un sujet',
};

const badCharacter = (field: string) => `Le champ «\u00a0${field}\u00a0» contient un caractère non permis (tabulation, caractère de contrôle ou caractère illisible)`;

export const FRENCH_WATCH_PROBLEMS: WatchProblems = {
  emailNotText: 'L’adresse courriel doit être du texte',
  emailRequired: 'L’adresse courriel est obligatoire',
  emailTooLong: `L’adresse courriel doit compter au plus ${WATCH_LIMITS.email}\u00a0caractères`,
  emailMalformed: 'Veuillez entrer une adresse courriel valide',
  organisationNotText: 'Le nom de l’organisme doit être du texte',
  organisationTooLong: `Le nom de l’organisme doit compter au plus ${WATCH_LIMITS.organisation}\u00a0caractères`,
  badCharacter: { email: badCharacter('Adresse courriel'), organisation: badCharacter('Organisme') },
  topicsNotList: 'Les sujets doivent former une liste',
  topicUnknown: `Les sujets possibles sont\u00a0: ${WATCH_TOPICS.join(', ')}`,
  topicsRepeat: 'Chaque sujet ne peut être choisi qu’une fois',
  noTopic: FRENCH_WATCH_COPY.noTopic,
  languageUnknown: `La langue doit être l’une de\u00a0: ${WATCH_LANGUAGES.join(', ')}`,
};

export const FRENCH_WATCH_MAIL_WORDS: WatchMailWords = {
  confirmSubject: `Confirmez vos alertes pour la remorque ${UNIT}`,
  confirmAsked: `Quelqu’un, vous sans doute, a demandé à être avisé par courriel des changements à l’annonce de la remorque ${UNIT}.`,
  confirmWithin: `Pour confirmer, ouvrez ce lien d’ici ${WATCH_POLICY.confirmHours}\u00a0heures\u00a0:`,
  confirmLink: FRENCH_WATCH_COPY.confirmButton,
  confirmIgnore: 'Si ce n’était pas vous, ne tenez pas compte de ce courriel\u00a0: vous ne recevrez rien d’autre.',
  changeNames: { price: 'Changement de prix', status: 'Changement de statut', questions: 'Nouvelle réponse à une question' },
  labelled: (label, value) => `${label}\u00a0: ${value}`,
  changedAt: formatFrenchMoment,
  oneChangeSubject: (summary) => `Remorque ${UNIT}\u00a0: ${summary}`,
  changesSubject: (count) => `Remorque ${UNIT}\u00a0: ${count}\u00a0changements à l’annonce`,
  alertIntro: `L’annonce de la remorque ${UNIT} (${FRENCH_SITE_NAME}) a changé\u00a0:`,
  seeListing: 'Voir l’annonce',
  footer: 'Vous recevez ce courriel parce que vous avez demandé des alertes sur cette annonce. Pour vous désabonner en un clic\u00a0:',
  unsubscribe: FRENCH_WATCH_COPY.unsubscribeButton,
  inEnglish: 'en anglais',
};
