import { formatFrenchAmount, formatFrenchDay, formatFrenchDecimal } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';
import type { QuotationWords } from '../../features/quotation/quotation-document';
import type { QuotationFormCopy } from '../quotation';
import { FRENCH_ESTIMATE_WORDS } from './delivered-cost-estimate';
import { FRENCH_DOCUMENT_SUBTITLE, FRENCH_SALE_CONTENTS, FRENCH_UNIT_LOCATION, frenchDocumentFooter, frenchInspectionThrough, frenchUnitRows, markedEnglish, FRENCH_DOCUMENT_LANGUAGE } from './documents-print';

/** The quotation form beside the French estimate. */
export const FRENCH_QUOTATION_FORM: QuotationFormCopy = {
  title: 'Télécharger la soumission (PDF)',
  intro:
    'Une soumission officielle pour votre conseil d’administration ou votre service de l’approvisionnement, chiffrée et numérotée par le site du vendeur au prix demandé actuel. Le vendeur en reçoit aussi une copie.',
  labels: { organization: 'Organisme', contactName: 'Nom de la personne-ressource', email: 'Courriel' },
  submit: 'Télécharger la soumission (PDF)',
  working: 'Préparation…',
  done: (number) => `Soumission ${number} téléchargée. Le vendeur en a une copie et fera le suivi par courriel.`,
  doneWithoutCopy: (number) =>
    `Soumission ${number} téléchargée. Le vendeur n’en a pas reçu de copie cette fois\u00a0: transmettez-la-lui au moyen du formulaire de contact si vous souhaitez un suivi.`,
  failed: 'La soumission n’a pas pu être préparée. Veuillez réessayer, ou utilisez le formulaire de contact.',
};

const STATUS_TEXT = {
  available: 'Disponible\u00a0: à vendre au prix ci-dessous.',
  'under-offer': 'Offre en cours\u00a0: l’offre d’un autre acheteur est en attente. Cette soumission ne vaut que si cette vente n’est pas conclue.',
} as const;

/** The formal quotation in Canadian French: a soumission (docs/glossary-fr.md), its figures the server's. */
export const FRENCH_QUOTATION_WORDS: QuotationWords = {
  locale: 'fr',
  copy: {
    title: 'Soumission',
    sections: {
      quotation: 'Soumission',
      buyer: 'Préparée pour',
      unit: 'L’unité',
      price: 'Prix et estimation du coût livré',
      notes: 'À propos de l’estimation',
      includes: 'Ce que comprend la vente',
      inspection: 'Inspection',
      terms: 'Conditions',
      usedVersusNew: 'Occasion ou neuve',
      seller: 'Vendeur',
      signatures: 'Acceptation',
    },
    conditionReport: (date, url) => `Rapport d’état du ${date}\u00a0: ${url}`,
    rows: {
      number: 'Numéro de soumission',
      issued: 'Date d’émission',
      validUntil: 'Valable jusqu’au',
      status: 'État de l’annonce',
      sellerNote: 'Note du vendeur',
      organization: 'Organisme',
      contact: 'Personne-ressource',
      destination: 'Livraison à',
      distance: 'Distance depuis Edmonton',
      exchangeRate: 'Taux de change',
      total: 'Total estimatif, livraison comprise',
      payment: 'Paiement',
      viewing: 'Visite',
      legalName: 'Raison sociale',
      address: 'Adresse',
      gstHst: 'Numéro de TPS/TVH',
      phone: 'Téléphone',
      email: 'Courriel',
      unitLocation: 'Emplacement de l’unité',
    },
    tableHeadings: ['Poste', '$\u00a0US', '$\u00a0CA'],
    quotedByCarrier: 'Prix fixé par le transporteur',
    exchangeRate: (rate, setOn) => `${formatFrenchDecimal(rate)}\u00a0$\u00a0CA pour 1\u00a0$\u00a0US, taux du vendeur en vigueur le ${setOn}`,
    notGstRegistered: 'Non inscrit aux fichiers de la TPS/TVH',
    notYetSet: 'Pas encore précisé par le vendeur',
    acceptance:
      'Pour accepter, signez ci-dessous et retournez cette soumission au vendeur avant son expiration, avec votre bon de commande si votre organisme en émet un.',
    forSeller: (legalName) => `Pour le vendeur, ${legalName}`,
    forBuyer: (organization) => `Acceptée pour l’acheteur, ${organization}`,
    estimateNote:
      'Hormis le prix, chaque montant est une estimation pour la planification et l’approvisionnement, et non une facture\u00a0: le transporteur fixe le prix de la livraison une fois la date et le lieu connus, et votre service des finances ou votre courtier en douane confirme les taxes et les frais d’entrée.',
    validity: (days) => `Le prix de l’unité est garanti ${days}\u00a0jours à compter de la date d’émission, sauf si l’unité est vendue à un acheteur qui s’est engagé avant vous.`,
  },
  estimate: FRENCH_ESTIMATE_WORDS,
  estimateMark: 'estimation',
  sourceLine: (label, source, checkedOn) => `${label}\u00a0: ${source}, vérifié le ${checkedOn}.`,
  subtitle: FRENCH_DOCUMENT_SUBTITLE,
  unitRows: frenchUnitRows,
  saleContents: FRENCH_SALE_CONTENTS,
  inspectionThrough: frenchInspectionThrough,
  conditionStatement: (statement) =>
    statement
      ? [
          {
            heading: 'Déclaration du vendeur',
            blocks: [
              { kind: 'paragraphs', paragraphs: ['Dans les mots du vendeur, publiés avec ce rapport\u00a0:', FRENCH_DOCUMENT_LANGUAGE.sellerText({ english: statement.text, french: statement.textFr })] },
              { kind: 'rows', rows: [{ label: 'Période', value: `${statement.periodDays}\u00a0${statement.periodDays >= 2 ? 'jours' : 'jour'}` }] },
            ],
          },
        ]
      : [],
  newUnit: (low, high, lowMonths, highMonths) =>
    `Une semi-remorque médicale neuve de ${TRAILER.lengthFeet}\u00a0pieds coûte environ de ${formatFrenchAmount(low, 'USD')} à ${formatFrenchAmount(high, 'USD')} sans appareils d’imagerie, et sa construction prend de ${lowMonths} à ${highMonths}\u00a0mois.`,
  newUnitPoints: [
    `Cette unité de ${TRAILER.year} est disponible dès maintenant à Edmonton\u00a0; une unité neuve se commande, se conçoit et se construit, puis se livre.`,
    'Les systèmes d’une unité d’occasion sont déjà en service\u00a0: l’acheteur inspecte ce qu’il reçoit plutôt qu’un plan.',
    'Une unité neuve est couverte par la garantie du constructeur et dotée d’équipement récent\u00a0; celle-ci est vendue telle qu’inspectée, sans garantie (voir l’information sur la garantie).',
  ],
  date: (instant) => formatFrenchDay(instant.slice(0, 10)),
  day: formatFrenchDay,
  status: (status) => STATUS_TEXT[status],
  sellerText: markedEnglish,
  unitLocation: FRENCH_UNIT_LOCATION,
  footer: frenchDocumentFooter,
  fileName: (number) => `Soumission_${number}.pdf`,
};

