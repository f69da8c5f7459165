import { formatFrenchAmount } from '../../../../shared/french-format';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { TRAILER } from '../../../../shared/trailer';
import type { SpecificationsCopy } from '../specifications';
import type { MetaCopy } from '../types';
import { FRENCH_CALLS_TO_ACTION } from './calls-to-action';
import { FRENCH_TRAILER_FACTS } from './trailer-facts';

const PREMIUM = 'Haut de gamme';

/**
 * /fr/specifications in Canadian French (docs/glossary-fr.md); its categories (spec-categories.ts) are
 * the English page's, in the same order and with the same anchors. Every figure is the listing's.
 */
export const FRENCH_SPECIFICATIONS_COPY: SpecificationsCopy = {
  header: {
    badge: `Unité ${TRAILER.unitNumber} · ${TRAILER.year}`,
    title: 'Fiche technique',
    lead: `Tous les systèmes documentés de la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}), unité ${TRAILER.unitNumber}, des dimensions et de l’alimentation électrique jusqu’à la conformité et à la livraison.`,
    priceLabel: 'Prix de vente',
    notIncludedTitle: 'NON inclus dans la vente',
    notIncluded: FRENCH_TRAILER_FACTS.notIncluded,
    primary: FRENCH_CALLS_TO_ACTION.scheduleInspection,
    secondary: FRENCH_CALLS_TO_ACTION.readConditionReport,
  },
  loadHighlights: () => import('./spec-highlights').then((highlights) => highlights.frenchSpecificationsHighlights),
  photosLabel: 'Photos techniques de la remorque',
  premiumLabel: PREMIUM,
  categoriesSection: {
    title: 'Caractéristiques par catégorie',
    intro: `Les lignes marquées «\u00a0${PREMIUM}\u00a0» sont les points forts de cette unité.`,
    navLabel: 'Catégories de la fiche technique',
  },
  tableHeadings: { label: 'Élément', value: 'Caractéristique' },
  loadCategories: () => import('./spec-categories').then((categories) => categories.frenchSpecCategories),
};

export const frenchSpecificationsMeta = ({ priceUsd }: ListingFigures): MetaCopy => ({
  title: `Fiche technique\u00a0: remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pi (${TRAILER.year}), unité ${TRAILER.unitNumber}`,
  description: `La fiche technique complète de la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year})\u00a0: ${TRAILER.lengthFeet}\u00a0pi × ${FRENCH_TRAILER_FACTS.width} × ${FRENCH_TRAILER_FACTS.height}, PNBV de ${FRENCH_TRAILER_FACTS.gvwr}, suspension pneumatique, génératrice diesel, 110\u00a0V/220\u00a0V, système CVC, élévateur pour fauteuil roulant, conformité ADA. ${formatFrenchAmount(priceUsd, 'USD')}.`,
  keywords: ['fiche technique remorque médicale mobile', 'remorque de 53 pieds PNBV 68 000 lb', 'caractéristiques autocar médical', 'remorque avec génératrice diesel', 'élévateur pour fauteuil roulant', 'clinique mobile conforme ADA'],
});
