import { FRENCH_SITE_NAME, FRENCH_UNIT_TAGLINE } from '../../../../shared/french-names';
import { formatFrenchAmount, formatFrenchDay, formatFrenchDecimal } from '../../../../shared/french-format';
import { changeSummary, type ListingStatus } from '../../../../shared/listing-state';
import { FRENCH_STATUS_LABELS as STATUS_LABELS } from '../../../../shared/listing-state-fr';
import { FOOTER_PAGES, LOCALE_TAGS, MENU_PAGES, NAV_PAGES, localizedPath, type PageId } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import type { ChromeCopy } from '../../components/layout/chrome-copy';
import type { LinkCopy } from '../types';

/** The chrome in Canadian French (docs/glossary-fr.md). Pages without a French version yet link to their English page. */
const PAGE_LABELS = {
  home: 'Accueil',
  overview: 'Aperçu',
  // Short, as the English 'Interior Tour' and 'Exterior Tour': the header's one row has room for no more at 1280 px.
  walkthrough: 'Intérieur',
  gallery: 'Extérieur',
  specifications: 'Fiche technique',
  condition: 'État',
  resources: 'Ressources',
  contact: 'Contact',
  deliveredCost: 'Coût livré',
  questions: 'Questions',
} as const satisfies Partial<Record<PageId, string>>;

const pageLink = (page: keyof typeof PAGE_LABELS): LinkCopy => ({ label: PAGE_LABELS[page], to: localizedPath(page, 'fr') });

const TAGLINE_STATUS: Record<ListingStatus, string> = { available: 'À vendre', 'under-offer': 'Offre en cours', sold: 'Vendue' };

const formatUsd = (usd: number) => formatFrenchAmount(usd, 'USD');

export const FRENCH_CHROME: ChromeCopy = {
  locale: 'fr',
  name: FRENCH_SITE_NAME,
  tagline: (status) => `${FRENCH_UNIT_TAGLINE} · ${TAGLINE_STATUS[status]}`,
  navLabel: 'Navigation principale',
  menuLabel: 'Menu',
  skipLinkLabel: 'Aller au contenu principal',
  adminLabel: 'Admin',
  breadcrumbLabel: "Fil d'Ariane",
  crumbLabels: {
    home: PAGE_LABELS.home,
    overview: PAGE_LABELS.overview,
    contact: PAGE_LABELS.contact,
    deliveredCost: PAGE_LABELS.deliveredCost,
    specifications: PAGE_LABELS.specifications,
    condition: "Rapport d'état",
    questions: 'Questions des acheteurs',
    walkthrough: 'Visite intérieure',
    gallery: 'Visite extérieure',
    resources: PAGE_LABELS.resources,
    alberta: 'Alberta',
    saskatchewan: 'Saskatchewan',
    canadaUsa: 'Canada et États-Unis',
  },
  guideCrumbLabels: {
    'buying-guide': 'Guide d’achat',
    'compliance-guide': 'Guide de conformité',
    'maintenance-guide': 'Guide d’entretien',
    'roi-guide': 'Guide du rendement',
  },
  navLinks: NAV_PAGES.map(pageLink),
  menuLinks: MENU_PAGES.map(pageLink),
  footerLinks: FOOTER_PAGES.map(pageLink),
  callToAction: (status) =>
    status === 'sold'
      ? { label: 'Demander une unité semblable', to: localizedPath('contact', 'fr') }
      : { label: 'Planifier une inspection', to: localizedPath('contact', 'fr') },
  footerAbout: `Remorque médicale mobile de ${TRAILER.lengthFeet} pieds (${TRAILER.year}, unité ${TRAILER.unitNumber}), aménagée en clinique de mammographie et vendue par son propriétaire. Visite sur rendez-vous à Edmonton\u00a0; livraison partout au Canada et aux États-Unis.`,
  footerExploreHeading: 'Découvrir la remorque',
  footerContactHeading: 'Joindre le vendeur',
  locationLabel: 'Edmonton (Alberta), Canada',
  viewingNote: 'Visite sur rendez-vous',
  copyright: 'Vente de la remorque médicale mobile. Tous droits réservés.',
  printSeller: ({ name, phone, email, host }) => `Offerte par ${name} · ${phone} · ${email} · ${host}`,
  formatPrice: formatUsd,
  formatCad: (cad) => formatFrenchAmount(cad, 'CAD'),
  cadRateNote: (rate) =>
    `Équivalent en dollars canadiens au taux de ${formatFrenchDecimal(rate.usdToCad)} $ CA pour 1 $ US, en vigueur le ${formatFrenchDay(rate.setOn)}.`,
  banner: {
    bannerLabel: "État de l'annonce",
    historyTitle: "Historique de l'annonce",
    statusLabels: STATUS_LABELS,
    updatedOn: (day) => `Mise à jour le ${day}`,
    priceReducedOn: (day) => `Prix réduit le ${day}`,
    priceValidUntil: (day) => `Prix valide jusqu'au ${day}`,
    changeSummary: (change) =>
      changeSummary(change, {
        statusChange: (from, to) => `Statut\u00a0: ${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}`,
        priceChange: (from, to) => `Prix\u00a0: ${formatUsd(from)} → ${formatUsd(to)}`,
        detailsChange: 'Note ou validité du prix mise à jour',
      }),
    formatDay: formatFrenchDay,
  },
  languageSwitch: { label: 'English', lang: LOCALE_TAGS.en },
  inEnglishMark: 'en anglais',
};
