import { FRENCH_DOCUMENT_LABELS } from '../../../../shared/contact-form-fr';
import { TRAILER } from '../../../../shared/trailer';
import { SITE_SETTINGS } from '../../lib/site-settings';
import type { TrailerDocumentWords } from '../documents-trailer';
import { FRENCH_DOCUMENT_LANGUAGE, FRENCH_SALE_CONTENTS, frenchInspectionThrough, frenchUnitRows } from './documents-print';

const SERVICE_RECORDS = FRENCH_DOCUMENT_LABELS['Service Records'];
const WARRANTY = FRENCH_DOCUMENT_LABELS['Warranty Information'];
const UNIT = `l’unité ${TRAILER.unitNumber}`;

/**
 * Registres d'entretien and Renseignements sur la garantie in Canadian French (docs/glossary-fr.md):
 * the English documents' sections, the seller's facts the same; the service entries' work and the
 * warranty terms, which the seller writes in English only, marked '(en anglais)'. The titles are the
 * French contact form's names for the two documents, which the closing lines ask the buyer to tick.
 */
export const FRENCH_TRAILER_DOCUMENT_WORDS: TrailerDocumentWords = {
  language: FRENCH_DOCUMENT_LANGUAGE,
  unitHeading: 'L’unité',
  unitRows: frenchUnitRows,
  saleContents: FRENCH_SALE_CONTENTS,
  inspectionThrough: frenchInspectionThrough,
  aboutHeading: 'À propos de ce document',
  serviceRecords: {
    title: SERVICE_RECORDS,
    historyHeading: 'Historique d’entretien',
    entry: (work, by) => (by ? `${work}, par ${by}` : work),
    inspectionHeading: 'Inspection en vigueur',
    inspectionStatus: (inspection) =>
      `L’unité ${TRAILER.unitNumber} a une inspection en vigueur\u00a0: ${inspection}. Demandez au vendeur une copie du rapport d’inspection en même temps que les registres d’entretien.`,
    withEntries: [
      `L’historique d’entretien ci-dessus est celui que déclare le vendeur, ${SITE_SETTINGS.sellerName}. Les factures et les documents d’entretien qui l’appuient vous sont transmis en privé sur demande.`,
    ],
    withoutEntries: [
      `Ce document réunit ce que l’on sait de ${UNIT} d’après son annonce. Ce n’est pas son historique d’entretien\u00a0: il ne donne aucune date d’entretien, aucune heure de fonctionnement ni aucune réparation, car aucune n’est publiée sur le site.`,
      `L’historique et les documents d’entretien sont offerts par le vendeur, ${SITE_SETTINGS.sellerName}, qui vous les transmet en privé sur demande.`,
    ],
    systemsHeading: 'Les systèmes sur lesquels se renseigner',
    systemsLead: 'En demandant les registres, demandez l’historique d’entretien de chacun de ces systèmes\u00a0:',
    systems: [
      'Génératrice diesel (moteur et alternateur) et chargeur de batterie',
      'Distribution électrique 110\u00a0V/220\u00a0V et protection DDFT',
      'Appareils CVC muraux côté trottoir et côté rue, et humidificateur',
      'Élévateur pour fauteuil roulant entièrement automatique et plateformes escamotables en aluminium',
      'Nivellement automatique aux quatre coins et suspension pneumatique',
      'Système d’extinction d’incendie et fenêtres d’évacuation d’urgence',
      'Stérilisation UV et système d’aspiration',
      'Partie routière\u00a0: pneus, freins, feux et attelage',
    ],
    contact: {
      heading: 'Obtenir les registres complets',
      lead: `Cochez «\u00a0${SERVICE_RECORDS}\u00a0» dans le formulaire de contact, ou appelez ou écrivez au vendeur. Il répond dans les 24\u00a0heures\u00a0; vous pouvez du même coup réserver une visite à Edmonton ou une visite virtuelle.`,
    },
  },
  warranty: {
    title: WARRANTY,
    termsHeading: 'Conditions de garantie',
    noTerms: `Aucune condition de garantie pour ${UNIT} n’est publiée sur ce site, et ce document n’en donne aucune. Il réunit ce que l’on sait de l’unité et les questions à régler par écrit avec le vendeur avant l’achat.`,
    settleHeading: 'À régler par écrit avant l’achat',
    settle: (inspection) => [
      'S’il reste des garanties du fabricant ou des composants sur la remorque ou ses systèmes, et jusqu’à quand',
      'Si ces garanties sont transférables à un nouveau propriétaire, et à quelles conditions',
      'Les conditions de vente, y compris l’état dans lequel l’unité est vendue',
      `Ce que couvre l’inspection en vigueur\u00a0: ${inspection}`,
      'La livraison chez vous\u00a0: porte-à-porte partout au Canada et aux États-Unis, sur soumission',
    ],
    contact: {
      heading: 'Obtenir les détails de la garantie',
      lead: `Cochez «\u00a0${WARRANTY}\u00a0» dans le formulaire de contact, ou appelez ou écrivez au vendeur, qui vous répond dans les 24\u00a0heures en précisant ce qui s’applique à cette unité.`,
    },
  },
};
