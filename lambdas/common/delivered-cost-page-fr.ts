import { FRENCH_INQUIRY_COPY } from '../../shared/contact-fr';
import { cadEquivalent } from '../../shared/listing-figures';
import { FRENCH_CHROME } from '../../web/src/content/fr/chrome';
import { FRENCH_DELIVERED_COST_COPY } from '../../web/src/content/fr/delivered-cost';
import { FRENCH_ESTIMATE_WORDS } from '../../web/src/content/fr/delivered-cost-estimate';
import { FRENCH_QUOTATION_FORM } from '../../web/src/content/fr/quotation';
import type { AnswerPageWords } from './delivered-cost-page';

/** The estimator's answer pages in Canadian French: for /fr/cout-livre's form and its `?to=` links (docs/glossary-fr.md). */
export const FRENCH_ANSWER_PAGE: AnswerPageWords = {
  locale: 'fr',
  copy: FRENCH_DELIVERED_COST_COPY,
  estimate: FRENCH_ESTIMATE_WORDS,
  page: {
    titleTo: (label) => `Coût livré à ${label}`,
    problemTitle: 'Quelle destination\u00a0?',
    openOnSite: 'Ouvrir cette estimation sur le site',
    askSeller: 'Écrire au vendeur',
    quotationRefusedTitle: 'Aucune soumission émise',
    backToEstimator: 'Retour à l’estimation',
    otherLanguage: 'English',
  },
  quotationForm: FRENCH_QUOTATION_FORM,
  // The header's words: the site's name, the unit, its status and its price, as the French pages show them.
  listingLine: ({ status, priceUsd, cadRate }) =>
    `${FRENCH_CHROME.name} · ${FRENCH_CHROME.tagline(status)} · ${FRENCH_CHROME.formatPrice(priceUsd)} (${FRENCH_CHROME.formatCad(cadEquivalent(priceUsd, cadRate))})`,
  cadRateNote: FRENCH_CHROME.cadRateNote,
  contact: FRENCH_INQUIRY_COPY,
};
