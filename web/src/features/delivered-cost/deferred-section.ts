import { deferUntilVisible } from '../../lib/defer-until-visible';

/*
 * The estimator's code (the places list, the rates, the quotation form) is never part of a page's
 * first load: it arrives once the page has hydrated, as its part scrolls near, and keeps whatever
 * was typed into it meanwhile.
 */

/** The delivered-cost band for the pages that show it below the fold. */
export const DeferredDeliveredCost = deferUntilVisible('delivered-cost-band', () => import('./components/delivered-cost-section'));

/**
 * The estimator alone, for its own page, in English: that page's first screen, so it is styled and
 * painted with the page (with its styles in the later stylesheet, its fields first showed unstyled,
 * then moved).
 */
export const DeferredEstimator = deferUntilVisible('delivered-cost-estimator', () => import('./components/english-estimator'), { inFirstScreen: true });

/** The estimator alone in French, for /fr/cout-livre: its chunk holds the French words only. */
export const DeferredFrenchEstimator = deferUntilVisible('delivered-cost-estimator', () => import('./components/french-estimator'), { inFirstScreen: true });
