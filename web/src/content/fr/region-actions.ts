import type { LinkCopy, SectionIntroCopy } from '../types';
import { frenchLink } from './links';

/*
 * What the French regional and cross-border pages share, apart from the provincial pages' copy
 * (./regions.ts), so that the cross-border page does not load the distance tables.
 */

/** The calls to action the French regional and cross-border pages share. */
export const FRENCH_REGION_ACTIONS = {
  scheduleInspection: frenchLink('contact', 'Planifier une inspection'),
  takeInteriorTour: frenchLink('walkthrough', 'Faire la visite intérieure'),
  viewSpecifications: frenchLink('specifications', 'Voir la fiche technique'),
  crossBorderQuote: frenchLink('contact', 'Obtenir une soumission transfrontalière'),
} as const satisfies Record<string, LinkCopy>;

/** Where the English pages embed the estimator: a link to it (docs/decisions/french-regional-pages.md). */
export const FRENCH_ESTIMATE_LINK: SectionIntroCopy & { cta: LinkCopy } = {
  title: 'Le coût livré jusqu’à chez vous',
  intro: 'Le prix, la livraison depuis Edmonton et les taxes ou frais frontaliers de votre destination, en dollars américains et canadiens. Tous les montants sauf le prix sont des estimations\u00a0; le total est une fourchette.',
  cta: frenchLink('deliveredCost', 'Estimer le coût livré'),
};
