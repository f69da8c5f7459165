import { deferUntilVisible } from '../../lib/defer-until-visible';

/*
 * The estimator's code (the places list, the rates, the quotation form) is never part of a page's
 * first load: it arrives once the page has hydrated, as its part scrolls near, and keeps whatever
 * was typed into it meanwhile.
 */

/** The delivered-cost band for the pages that show it below the fold. */
export const DeferredDeliveredCost = deferUntilVisible('delivered-cost-band', () => import('./components/delivered-cost-section'));

/** The estimator alone, for its own page, in English. */
export const DeferredEstimator = deferUntilVisible('delivered-cost-estimator', () => import('./components/english-estimator'));

/** The estimator alone in French, for /fr/cout-livre: its chunk holds the French words only. */
export const DeferredFrenchEstimator = deferUntilVisible('delivered-cost-estimator', () => import('./components/french-estimator'));
