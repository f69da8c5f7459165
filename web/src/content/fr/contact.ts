import {
  FRENCH_CONTACT_FIELD_LABELS,
  FRENCH_CONTACT_FORM_TEXT,
  FRENCH_CONTACT_MESSAGES,
  FRENCH_CONTACT_OPTION_LABELS,
  FRENCH_DOCUMENT_LABELS,
} from '../../../../shared/contact-form-fr';
import { appointmentOptions, timeOptions } from '../../../../shared/contact-form';
import { formatFrenchAmount, formatFrenchNumber } from '../../../../shared/french-format';
import { inspectionYear, type ListingFigures } from '../../../../shared/listing-figures';
import { TRAILER } from '../../../../shared/trailer';
import { SITE_SETTINGS } from '../../lib/site-settings';
import type { ContactPageCopy, FaqCopy } from '../contact';
import type { MetaCopy } from '../types';
import { examRoomsText } from './trailer-facts';
import { FRENCH_WATCH_FORM_COPY } from './watch';

const { sellerName, sellerEmail, sellerPhone, inquiryRetentionMonths } = SITE_SETTINGS;

/** The reply promise, phone hours and delivery time as the French page words them (docs/product.md#constants). */
const PROMISES = {
  replyWithin: 'dans les 24\u00a0heures',
  phoneHours: 'du lundi au vendredi, de 8\u00a0h à 20\u00a0h (heure des Rocheuses)',
  deliveryDays: '7 à 21\u00a0jours',
} as const;

const LOCATION = 'Edmonton (Alberta)';
const usd = (amount: number) => formatFrenchAmount(amount, 'USD');
const inspectionThrough = (figures: ListingFigures) =>
  `Inspection de véhicule commercial de l’Alberta valide jusqu’en ${inspectionYear(figures.facts.unit)}`;

export const FRENCH_CONTACT_META: MetaCopy = {
  title: `Joindre le vendeur – remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pi (${TRAILER.year}) | ${LOCATION}`,
  description: `Posez vos questions sur la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}, unité ${TRAILER.unitNumber}), demandez la documentation ou planifiez une visite sur place à Edmonton ou une visite virtuelle. Réponse ${PROMISES.replyWithin}\u00a0; livraison au Canada et aux États-Unis.`,
  keywords: [
    'remorque médicale mobile à vendre',
    'visite de clinique mobile',
    'inspection remorque médicale Edmonton',
    'livraison unité médicale mobile Canada États-Unis',
    'appel d’offres',
    'Edmonton',
    'Alberta',
  ],
};

const DELIVERY_INTRO = {
  title: 'Livraison partout au Canada et aux États-Unis',
  intro: `La remorque part d’${LOCATION} jusqu’à votre site, porte-à-porte, habituellement en ${PROMISES.deliveryDays}. Demandez une soumission de livraison jusqu’à votre ville.`,
};

/** The eight questions of the FAQ, answered from the listing's figures and the trailer's build facts only. */
const frenchFaqItems = (figures: ListingFigures): readonly FaqCopy[] => [
  {
    question: 'Qu’est-ce qui est compris avec la remorque\u00a0?',
    answer: `L’unité ${TRAILER.unitNumber} complète, de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year})\u00a0: ${examRoomsText(figures.facts.unit.examRooms)}, 2\u00a0cabines d’habillage, une réception avec salle d’attente, une salle de pause avec postes de travail, une génératrice diesel, un système CVC, un élévateur pour fauteuil roulant et le nivellement automatique aux quatre coins. Le mammographe a été retiré et n’est PAS inclus\u00a0; une seule génératrice est comprise, une deuxième est offerte en option.`,
  },
  {
    question: 'Livrez-vous aux États-Unis\u00a0?',
    answer: `Oui. La remorque est livrée porte-à-porte depuis Edmonton partout au Canada et aux États-Unis, par exemple à Seattle, Portland, Denver, Minneapolis et Chicago, habituellement en ${PROMISES.deliveryDays}. Le transport transfrontalier et la livraison sont coordonnés pour vous, et le prix est en dollars américains. Demandez une soumission de livraison jusqu’à votre site.`,
  },
  {
    question: 'Du financement est-il offert\u00a0?',
    answer: `Le prix est de ${usd(figures.priceUsd)}. Cochez «\u00a0${FRENCH_DOCUMENT_LABELS['Financing Options']}\u00a0» sous ${FRENCH_CONTACT_FIELD_LABELS.requestedDocuments} dans le formulaire, et ${sellerName} joindra à sa réponse les options de financement offertes à votre organisme.`,
  },
  {
    question: 'Quel est l’état mécanique\u00a0?',
    answer: `${inspectionThrough(figures)}. La remorque repose sur une suspension pneumatique à ${TRAILER.axleCount}\u00a0essieux de ${formatFrenchNumber(TRAILER.axleRatingLbs)}\u00a0lb chacun (PNBV de ${formatFrenchNumber(TRAILER.gvwrLbs)}\u00a0lb), avec génératrice diesel, système CVC, élévateur pour fauteuil roulant et nivellement automatique aux quatre coins. Demandez les registres d’entretien, ou venez la voir lors d’une visite.`,
  },
  {
    question: 'Y a-t-il des frais en plus du prix\u00a0?',
    answer: `Le prix de ${usd(figures.priceUsd)} couvre la remorque telle que décrite. La livraison fait l’objet d’une soumission distincte sur demande, et une deuxième génératrice est une option qui n’est pas comprise dans le prix. Le mammographe n’est pas inclus.`,
  },
  {
    question: 'Puis-je inspecter la remorque avant l’achat\u00a0?',
    answer: `Oui, et nous vous y encourageons. Réservez une visite sur place à Edmonton (2 à 3\u00a0heures), une visite vidéo par WhatsApp (45 à 60\u00a0minutes) ou une consultation téléphonique (30 à 45\u00a0minutes) avec les choix de rendez-vous du formulaire.`,
  },
  {
    question: 'Quel équipement est inclus\u00a0?',
    answer: 'Armoires en chêne et comptoirs en granit, sièges bordeaux à la réception, téléviseur et lecteur DVD, système d’extinction d’incendie, clavier de sécurité, stérilisation UV, aspirateur central, panneaux électriques 110\u00a0V/220\u00a0V avec protection DDFT, la génératrice diesel, des unités CVC murales côté trottoir et côté rue avec humidificateur, l’élévateur automatique pour fauteuil roulant avec plateformes coulissantes en aluminium, et des fenêtres d’évacuation d’urgence.',
  },
  {
    question: 'Existe-t-il un historique d’entretien, et qui l’a construite\u00a0?',
    answer: `L’unité ${TRAILER.unitNumber} a été construite en ${TRAILER.year} par un carrossier de l’État de New York, aux États-Unis, comme clinique de mammographie. Son historique et ses documents d’entretien sont disponibles\u00a0: cochez «\u00a0${FRENCH_DOCUMENT_LABELS['Service Records']}\u00a0» sous ${FRENCH_CONTACT_FIELD_LABELS.requestedDocuments} dans le formulaire.`,
  },
];

/** /fr/contact in Canadian French (docs/glossary-fr.md); facts from the same records as the English page. */
export const FRENCH_CONTACT_PAGE_COPY: ContactPageCopy = {
  language: 'fr',
  hero: {
    badges: { reply: 'Réponse en 24\u00a0heures', location: LOCATION },
    title: 'Joindre le vendeur',
    lead: `Posez vos questions à ${sellerName} sur l’unité ${TRAILER.unitNumber}, demandez la documentation, ou planifiez une visite à Edmonton ou une visite virtuelle. Chaque demande reçoit une réponse personnelle ${PROMISES.replyWithin}.`,
  },
  whenSold: {
    lead: `L’unité ${TRAILER.unitNumber} a été vendue. ${sellerName} peut vous renseigner sur des unités médicales mobiles semblables\u00a0: décrivez les besoins de votre programme et recevez une réponse personnelle ${PROMISES.replyWithin}.`,
    formTitle: 'Demander une unité semblable',
    formIntro: `Indiquez à ${sellerName} ce que vous cherchez (dimensions, salles, équipement, budget, lieu de destination).`,
  },
  form: {
    ...FRENCH_CONTACT_FORM_TEXT,
    intro: `${FRENCH_CONTACT_FORM_TEXT.intro} Nous conservons votre demande ${inquiryRetentionMonths}\u00a0mois, puis nous la supprimons.`,
    labels: FRENCH_CONTACT_FIELD_LABELS,
    preferredContactLabels: FRENCH_CONTACT_OPTION_LABELS.preferredContact,
    appointmentOptions: appointmentOptions(FRENCH_CONTACT_OPTION_LABELS),
    timeOptions: timeOptions(FRENCH_CONTACT_OPTION_LABELS),
    documentLabels: FRENCH_CONTACT_OPTION_LABELS.documents,
    sending: 'Envoi en cours…',
    close: 'Fermer',
    messages: {
      ...FRENCH_CONTACT_MESSAGES,
      failureFallback: FRENCH_CONTACT_MESSAGES.failureFallback(sellerEmail),
      savedForDelivery: FRENCH_CONTACT_MESSAGES.savedForDelivery(sellerPhone),
    },
  },
  channels: {
    title: 'Coordonnées',
    items: [
      { id: 'phone', label: 'Téléphone', value: sellerPhone, note: PROMISES.phoneHours },
      { id: 'whatsapp', label: 'WhatsApp', value: 'Écrire sur WhatsApp', note: 'Messages, photos et appels vidéo' },
      { id: 'email', label: 'Courriel', value: sellerEmail, note: `Réponse ${PROMISES.replyWithin}` },
      { id: 'location', label: 'Emplacement', value: `${LOCATION}, Canada`, note: 'Livraison partout au Canada et aux États-Unis' },
      { id: 'viewing', label: 'Visite', value: 'Sur rendez-vous', note: 'Visites virtuelles offertes' },
    ],
  },
  viewing: {
    title: 'Planifier une visite',
    options: [
      {
        title: 'Sur place à Edmonton',
        text: `Voyez par vous-même chaque pièce de l’unité ${TRAILER.unitNumber}\u00a0: salles d’examen, réception, salle de pause, génératrice et élévateur pour fauteuil roulant.`,
      },
      {
        title: 'Visite virtuelle',
        text: `${sellerName} vous fait visiter la remorque en direct, pièce par pièce, par appel vidéo WhatsApp ou par téléphone.`,
      },
    ],
    durationsTitle: 'Durée des rendez-vous',
    durations: [
      { label: 'Consultation téléphonique', duration: '30 à 45\u00a0minutes' },
      { label: 'Visite vidéo', duration: '45 à 60\u00a0minutes' },
      { label: 'Visite sur place', duration: '2 à 3\u00a0heures' },
    ],
    bookLabel: 'Choisir un rendez-vous dans le formulaire',
  },
  documentation: {
    title: 'Documentation confidentielle',
    text: 'La fiche technique, les registres d’entretien et les dossiers de photos sont préparés pour vous et transmis de façon confidentielle.',
    items: ['Documents PDF sécurisés', 'Partage privé des documents', 'Transmission chiffrée'],
  },
  deliveryIntro: DELIVERY_INTRO,
  delivery: (figures) => ({
    ...DELIVERY_INTRO,
    claims: [
      { value: PROMISES.deliveryDays, label: 'Délai de livraison habituel' },
      { value: 'Porte-à-porte', label: 'Livrée à votre site' },
      { value: 'Soumission sur demande', label: 'Prix établi selon votre trajet' },
    ],
    citiesLabel: 'Nous livrons notamment à',
    regions: [
      {
        id: 'canada',
        title: 'Canada',
        cities: ['Edmonton', 'Calgary', 'Vancouver', 'Toronto', 'Montréal'],
        benefits: [
          `Expédiée d’${LOCATION}, sans passage de frontière`,
          inspectionThrough(figures),
          'Visite sur place possible avant l’expédition',
          `Livraison porte-à-porte, habituellement en ${PROMISES.deliveryDays}`,
        ],
      },
      {
        id: 'united-states',
        title: 'États-Unis',
        cities: ['Seattle', 'Portland', 'Denver', 'Minneapolis', 'Chicago'],
        benefits: [
          `Prix en dollars américains\u00a0: ${usd(figures.priceUsd)}`,
          'Coordination du transport transfrontalier et de la livraison',
          'Construite par un carrossier américain',
          `Livraison porte-à-porte, habituellement en ${PROMISES.deliveryDays}`,
        ],
      },
    ],
  }),
  faqItems: frenchFaqItems,
  faq: {
    title: 'Questions fréquentes',
    intro: 'Des réponses rapides aux questions les plus courantes des acheteurs. Pour toute autre question, écrivez directement au vendeur.',
    moreTitle: 'D’autres questions\u00a0?',
    moreText: `${sellerName} répond au téléphone ${PROMISES.phoneHours} et aux courriels ${PROMISES.replyWithin}.`,
    callLabel: 'Appeler le vendeur',
    emailLabel: 'Écrire au vendeur',
  },
  watch: FRENCH_WATCH_FORM_COPY,
};
