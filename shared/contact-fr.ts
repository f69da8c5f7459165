import type { AppointmentType } from './contact';
import { formatFrenchDay, frenchClock } from './french-format';
import { TRAILER } from './trailer';

/**
 * What a buyer who wrote from a French page gets in French (docs/product.md#languages): the
 * acknowledgement mail, its calendar entry and the receipt page. The English words are in
 * shared/contact.ts and lambdas/common/inquiry-pages.ts; terms as docs/glossary-fr.md fixes them.
 */
export const FRENCH_INQUIRY_COPY = {
  appointmentLabels: {
    phone: 'Consultation téléphonique (30 à 45 minutes)',
    video: 'Visite vidéo (45 à 60 minutes)',
    'in-person': 'Visite sur place (2 à 3 heures)',
  } satisfies Record<Exclude<AppointmentType, 'none'>, string>,
  /** 'mardi 1er décembre 2026 à 13 h 00 (heure des Rocheuses)'. */
  appointmentWhen: (day: string | undefined, slotMinutes: number | undefined) =>
    [day && formatFrenchDay(day), slotMinutes !== undefined && frenchClock(slotMinutes)]
      .filter(Boolean)
      .join(' à ') + ' (heure des Rocheuses)',
  acknowledgementSubject: (reference: string) => `Nous avons bien reçu votre demande au sujet de la remorque ${TRAILER.unitNumber} (${reference})`,
  acknowledgementGreeting: 'Bonjour,',
  acknowledgementThanks: 'merci de votre demande.',
  successTitle: 'Demande envoyée',
  successWithAppointment: 'Le vendeur communiquera avec vous dans les 24 heures pour confirmer votre rendez-vous.',
  successWithoutAppointment: 'Le vendeur communiquera avec vous dans les 24 heures pour vous transmettre des renseignements détaillés.',
  tentativeUntilThen: 'L’entrée de calendrier jointe reste provisoire d’ici là.',
  reference: 'Référence',
  referenceNumber: 'Numéro de référence\u00a0:',
  appointment: 'Rendez-vous',
  inviteSummary: (appointment: string) => `${appointment} – remorque ${TRAILER.unitNumber}`,
  inviteDescription: (reference: string) => `Provisoire jusqu’à la confirmation du vendeur. Référence ${reference}.`,
  savedTitle: 'Votre demande est enregistrée',
  savedText:
    'Le courriel au vendeur n’a pas pu partir pour l’instant, mais votre demande est enregistrée sous la référence ci-dessous et lui parviendra automatiquement. Pour toute urgence, appelez le',
  sendingTitle: 'Votre demande est en cours d’envoi',
  sendingText: 'Elle est enregistrée. Cette page se met à jour d’elle-même dans quelques secondes.',
  returnHome: 'Retour à l’accueil',
  callSeller: 'Des questions\u00a0? Appelez le vendeur au',
  orEmail: 'ou écrivez à',
  // The page a refused form post leads to (lambdas/common/inquiry-pages.ts).
  notSentTitle: 'Votre demande n’a pas été envoyée',
  problemsTitle: 'Veuillez vérifier ces champs',
  backToForm: 'Retour au formulaire de contact',
} as const;
