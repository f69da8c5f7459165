import { formatFrenchNumber } from '../../../../shared/french-format';
import { inspectionYear } from '../../../../shared/listing-figures';
import { localizedPath } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import { SITE_SETTINGS } from '../../lib/site-settings';
import type { HomeClosingCopy, HomeSectionsCopy } from '../home-sections';
import type { TestimonialsCopy } from '../testimonials';

/*
 * Home below the hero in Canadian French (docs/glossary-fr.md). Links go to each page's French version
 * where it exists, else to the English page (localizedPath).
 */

const to = (page: Parameters<typeof localizedPath>[0]) => localizedPath(page, 'fr');
const { sellerName } = SITE_SETTINGS;
const lbs = (value: number) => `${formatFrenchNumber(value)}\u00a0lb`;

const monthYear = new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const FRENCH_TESTIMONIALS_SECTION: TestimonialsCopy = {
  title: 'Ce qu’en disent acheteurs et partenaires',
  intro: 'Des équipes de santé qui ont visité, inspecté ou évalué cette unité avec le vendeur.',
  verified: 'Vérifié',
  rating: (value, max) => `Note de ${value}\u00a0étoiles sur ${max}`,
  month: (date) => monthYear.format(new Date(`${date}-01T00:00:00Z`)),
};

const QUESTIONS_LINK = { label: 'les questions des acheteurs', to: to('questions') };

const CLOSING: HomeClosingCopy = {
  title: `Prêt à voir l’unité ${TRAILER.unitNumber}\u00a0?`,
  intro: `Inspectez-la sur place à Edmonton ou faites une visite virtuelle par vidéo WhatsApp ou par téléphone. ${sellerName} répond en moins de 24\u00a0heures.`,
  primary: { label: 'Planifier une inspection', to: to('contact') },
  secondary: { label: 'Voir la fiche technique', to: to('specifications') },
  more: [
    { label: 'le coût livré dans votre ville', to: to('deliveredCost') },
    QUESTIONS_LINK,
  ],
};

export const FRENCH_HOME_SECTIONS: HomeSectionsCopy = {
  features: {
    title: 'Une clinique complète sur roues',
    intro: `Construite en ${TRAILER.year} par un carrossier américain comme clinique de mammographie, l’unité ${TRAILER.unitNumber} a gardé tout ce qu’il faut à une clinique mobile. Le mammographe a été retiré.`,
    items: [
      {
        icon: 'exam',
        title: 'Deux salles d’examen complètes',
        text: 'Deux salles d’examen et deux cabines de déshabillage le long d’un corridor accessible, avec armoires en chêne et comptoirs en granit.',
      },
      {
        icon: 'reception',
        title: 'Réception et salle de pause',
        text: 'Une réception et une aire d’attente aux sièges bordeaux, avec téléviseur et lecteur DVD, ainsi qu’une salle de pause avec postes de travail pour le personnel.',
      },
      {
        icon: 'power',
        title: 'Alimentation par génératrice diesel',
        text: 'Une génératrice diesel alimente la distribution 110\u00a0V/220\u00a0V, protégée partout par des disjoncteurs de fuite à la terre (DDFT). Une génératrice est incluse\u00a0; une seconde est offerte en option.',
      },
      {
        icon: 'climate',
        title: 'Confort en toute saison',
        text: 'Des appareils CVC muraux côté trottoir et côté rue, des radiateurs électriques portatifs d’appoint et un humidificateur avec cycle de rinçage du drain.',
      },
      {
        icon: 'access',
        title: 'Accessible en fauteuil roulant',
        text: 'Un élévateur pour fauteuil roulant entièrement automatique, avec compartiment de rangement, et des plateformes en aluminium escamotables aux deux entrées.',
      },
      {
        icon: 'leveling',
        title: 'De niveau sur tout terrain',
        text: 'Nivellement automatique aux quatre coins et suspension pneumatique, avec une inspection de véhicule commercial de l’Alberta en vigueur.',
      },
    ],
  },
  stats: {
    label: 'Le vendeur en chiffres',
    photos: (count) => ({ value: String(count), label: count >= 2 ? 'Photos de cette unité' : 'Photo de cette unité' }),
  },
  explore: {
    title: 'Découvrir la remorque',
    intro: 'Tout ce que demande un comité d’achat, à portée de clic.',
    items: [
      {
        title: 'Fiche technique',
        text: 'Quinze catégories de détails techniques, de l’électricité et du système CVC à la conformité et au transport.',
        to: to('specifications'),
        linkLabel: 'Lire la fiche technique',
      },
      {
        title: 'Visite extérieure',
        text: 'Les photos de l’extérieur de l’unité, chacune avec sa légende et sa date.',
        to: to('gallery'),
        linkLabel: 'Voir les photos de l’extérieur',
      },
      {
        title: 'Visite intérieure',
        text: 'Une visite pièce par pièce, avec deux vidéos et le plan d’aménagement.',
        to: to('walkthrough'),
        linkLabel: 'Visiter l’intérieur',
      },
      {
        title: 'Aperçu',
        text: 'Comment l’unité a été construite, ce qu’elle contient et à quels usages elle convient le mieux.',
        to: to('overview'),
        linkLabel: 'Lire l’aperçu',
      },
      {
        title: 'Contact',
        text: `Posez une question à ${sellerName}, demandez des documents ou prenez rendez-vous pour une visite.`,
        to: to('contact'),
        linkLabel: 'Joindre le vendeur',
      },
    ],
  },
  testimonials: FRENCH_TESTIMONIALS_SECTION,
  compliance: (unit) => ({
    title: 'Certifications et conformité',
    intro: 'Ce qui est documenté pour cette unité aujourd’hui. Demandez les pièces justificatives de tout élément avant l’achat.',
    certifications: [
      `Inspection de véhicule commercial de l’Alberta, valide jusqu’en ${inspectionYear(unit)}`,
      'Conformité ADA (accessibilité, norme américaine)',
      'Protection DDFT partout',
    ],
    categories: [
      {
        title: 'Sécurité routière et du véhicule',
        items: [
          `Inspection de véhicule commercial de l’Alberta valide jusqu’en ${inspectionYear(unit)}`,
          'Suspension pneumatique',
          `PNBV de ${lbs(TRAILER.gvwrLbs)} sur ${TRAILER.axleCount}\u00a0essieux de ${lbs(TRAILER.axleRatingLbs)} chacun`,
          'Nivellement automatique aux quatre coins',
        ],
      },
      {
        title: 'Accessibilité',
        items: [
          'Conformité ADA (accessibilité, norme américaine)',
          'Élévateur pour fauteuil roulant entièrement automatique, avec compartiment de rangement',
          'Plateformes en aluminium escamotables aux deux entrées',
          'Aménagement intérieur accessible',
        ],
      },
      {
        title: 'Sécurité incendie et protection des personnes',
        items: ['Système d’extinction d’incendie', 'Fenêtres d’évacuation d’urgence', 'Protection DDFT partout', 'Entrée sécurisée par clavier à code'],
      },
      {
        title: 'Milieu clinique',
        items: [
          'Stérilisation aux ultraviolets',
          'Système d’aspiration',
          'Système CVC avec humidificateur et cycle de rinçage du drain',
          `${unit.examRooms}\u00a0${unit.examRooms >= 2 ? 'salles d’examen complètes' : 'salle d’examen complète'} et deux cabines de déshabillage`,
        ],
      },
    ],
  }),
  certificationsLabel: 'Certifications',
  regions: {
    title: 'Pour les acheteurs de partout au Canada et aux États-Unis',
    intro: 'La remorque se trouve à Edmonton (Alberta). La livraison se fait de porte à porte, sur soumission.',
    items: [
      {
        title: 'Alberta',
        text: 'Visite à Edmonton sur rendez-vous\u00a0; distances de livraison vers Calgary, Red Deer, Fort McMurray et ailleurs.',
        to: to('alberta'),
        linkLabel: 'Acheter en Alberta',
      },
      {
        title: 'Saskatchewan',
        text: 'Distances de livraison d’Edmonton à Saskatoon, Regina et Prince Albert, et une offre de service.',
        to: to('saskatchewan'),
        linkLabel: 'Acheter en Saskatchewan',
      },
      {
        title: 'Canada et États-Unis',
        text: 'Transport transfrontalier, coordination de la livraison et prix en dollars US et canadiens pour les acheteurs américains.',
        to: to('canadaUsa'),
        linkLabel: 'Acheter de l’autre côté de la frontière',
      },
    ],
  },
  closing: CLOSING,
  closingMore: 'À voir aussi\u00a0:',
  closingWhenSold: {
    title: 'Vous cherchez une unité semblable\u00a0?',
    intro: `L’unité ${TRAILER.unitNumber} a été vendue. Dites à ${sellerName} ce dont votre programme a besoin et soyez informé des unités médicales mobiles semblables\u00a0; réponse en moins de 24\u00a0heures.`,
    primary: { label: 'Demander une unité semblable', to: to('contact') },
    secondary: CLOSING.secondary,
    more: [QUESTIONS_LINK],
  },
};
