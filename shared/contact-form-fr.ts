import { CONTACT_LIMITS, INQUIRY_LANGUAGES, PREFERRED_CONTACT_METHODS, REQUESTED_DOCUMENTS, TIME_SLOTS, slotMinutes } from './contact';
import { FRENCH_INQUIRY_COPY } from './contact-fr';
import { frenchClock } from './french-format';
import { TRAILER } from './trailer';
import {
  CONTACT_TEXT_LINES,
  type ContactFieldLabels,
  type ContactFormText,
  type ContactOptionLabels,
  type ContactProblems,
} from './contact-form';

/*
 * The inquiry form in French (docs/glossary-fr.md): the French form's words and problems, which the
 * API also names for a form posted from /fr/contact. Apart from shared/contact-fr.ts, which every
 * French page loads with the chrome: these load only with the form.
 */

/** The inquiry form's labels in French (the English ones: shared/contact-form.ts). */
export const FRENCH_CONTACT_FIELD_LABELS: ContactFieldLabels = {
  name: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  organization: 'Organisme ou établissement',
  intendedUse: 'Utilisation prévue',
  message: 'Votre message',
  preferredContact: 'Mode de communication préféré',
  requestedDocuments: 'Documents demandés',
  appointment: 'Prendre rendez-vous (facultatif)',
  appointmentType: 'Type de rendez-vous',
  preferredDate: 'Date souhaitée',
  preferredTime: 'Heure souhaitée (heure des Rocheuses)',
};

export const FRENCH_CONTACT_FORM_TEXT: ContactFormText = {
  title: 'Envoyer une demande',
  intro: 'Les champs marqués d’un * sont obligatoires.',
  placeholders: {
    intendedUse: 'Clinique mobile, programme de dépistage, mesures d’urgence…',
    message: `Que voulez-vous savoir sur l’unité ${TRAILER.unitNumber}\u00a0?`,
  },
  hints: {
    requestedDocuments: 'Le vendeur joint à sa réponse les documents cochés.',
    preferredDate: 'Laissez vide pour demander aujourd’hui.',
  },
  submit: 'Envoyer la demande',
  reference: FRENCH_INQUIRY_COPY.referenceNumber,
  honeypotLabel: 'Laissez ce champ vide',
};

/** The requested documents' names in French, by the value the form posts. */
export const FRENCH_DOCUMENT_LABELS: Record<(typeof REQUESTED_DOCUMENTS)[number], string> = {
  'Technical Specifications': 'Fiche technique',
  'Service Records': 'Registres d’entretien',
  'Warranty Information': 'Renseignements sur la garantie',
  'Photo Package': 'Dossier de photos',
  'Financing Options': 'Options de financement',
  'Delivery Information': 'Renseignements sur la livraison',
};

export const FRENCH_CONTACT_OPTION_LABELS: ContactOptionLabels = {
  preferredContact: { email: 'Courriel', phone: 'Appel téléphonique', text: 'Texto' },
  noAppointment: 'Aucun rendez-vous',
  appointmentTypes: FRENCH_INQUIRY_COPY.appointmentLabels,
  anyTime: 'Aucune préférence',
  documents: FRENCH_DOCUMENT_LABELS,
  timeSlots: Object.fromEntries(TIME_SLOTS.map((slot) => [slot, frenchClock(slotMinutes(slot))])) as Record<(typeof TIME_SLOTS)[number], string>,
};

const labels = FRENCH_CONTACT_FIELD_LABELS;
const frenchTextProblems = (field: keyof typeof CONTACT_TEXT_LINES) => ({
  notText: `${labels[field]}\u00a0: ce champ doit contenir du texte`,
  tooLong: `${labels[field]}\u00a0: ${CONTACT_LIMITS[field]}\u00a0caractères au maximum`,
  badCharacter:
    CONTACT_TEXT_LINES[field] === 'one-line'
      ? `${labels[field]}\u00a0: une seule ligne de texte, sans tabulation, caractère de contrôle, marque de direction ni caractère invalide`
      : `${labels[field]}\u00a0: le texte ne doit contenir ni caractère de contrôle, ni marque de direction, ni caractère invalide`,
});

/** What can be wrong with each field, in French: the French form's and the API's words for a French form. */
export const FRENCH_CONTACT_PROBLEMS: ContactProblems = {
  name: { ...frenchTextProblems('name'), required: `${labels.name}\u00a0: ce champ est obligatoire` },
  email: {
    ...frenchTextProblems('email'),
    required: `${labels.email}\u00a0: ce champ est obligatoire`,
    malformed: 'Veuillez entrer une adresse courriel valide',
  },
  phone: { ...frenchTextProblems('phone'), malformed: 'Veuillez entrer un numéro de téléphone valide, par exemple +1 780 555 0134' },
  organization: frenchTextProblems('organization'),
  intendedUse: frenchTextProblems('intendedUse'),
  message: { ...frenchTextProblems('message'), required: `${labels.message}\u00a0: ce champ est obligatoire` },
  preferredContact: { unknown: `${labels.preferredContact}\u00a0: choisissez parmi ${PREFERRED_CONTACT_METHODS.join(', ')}` },
  requestedDocuments: {
    notList: `${labels.requestedDocuments}\u00a0: une liste est attendue`,
    unknown: `${labels.requestedDocuments}\u00a0: choisissez parmi les documents proposés`,
    repeated: `${labels.requestedDocuments}\u00a0: un document est demandé deux fois`,
  },
  appointmentType: {
    unknown: `${labels.appointmentType}\u00a0: choisissez un des types proposés`,
    missing: `${labels.appointmentType}\u00a0: choisissez un type de rendez-vous pour indiquer une date ou une heure`,
  },
  preferredDate: {
    notText: `${labels.preferredDate}\u00a0: ce champ doit contenir du texte`,
    malformed: `${labels.preferredDate}\u00a0: entrez une date comme 2026-11-23`,
    past: `${labels.preferredDate}\u00a0: la date ne peut pas être passée`,
    tooFar: `${labels.preferredDate}\u00a0: choisissez une date d’ici un an`,
  },
  preferredTime: { unknown: `${labels.preferredTime}\u00a0: choisissez une des heures proposées` },
  language: { unknown: `La langue du formulaire doit être l’une de\u00a0: ${INQUIRY_LANGUAGES.join(', ')}` },
};

/** The form's notices in French (docs/product.md#contact-messages has the English ones). */
export const FRENCH_CONTACT_MESSAGES = {
  requiredTitle: 'Veuillez remplir les champs obligatoires',
  requiredText: 'Le nom, le courriel et le message sont obligatoires.',
  successTitle: 'Demande envoyée\u00a0!',
  successWithAppointment: FRENCH_INQUIRY_COPY.successWithAppointment,
  successWithoutAppointment: FRENCH_INQUIRY_COPY.successWithoutAppointment,
  failureTitle: 'La demande n’a pas pu être envoyée',
  failureFallback: (sellerEmail: string) => `Veuillez réessayer ou écrire directement au vendeur à ${sellerEmail}`,
  onItsWay: 'Votre demande est enregistrée et en route vers le vendeur.',
  savedForDelivery: (sellerPhone: string) =>
    `Votre demande est enregistrée et parviendra automatiquement au vendeur. Pour toute urgence, appelez le ${sellerPhone}.`,
  rateLimited: 'Trop de demandes de cette adresse ou de ce courriel au cours de la dernière heure. Veuillez réessayer plus tard.',
  inProgress: 'Cette demande est déjà en cours d’envoi. Veuillez patienter un moment.',
} as const;
