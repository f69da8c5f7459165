import { deferUntilVisible } from '../../lib/defer-until-visible';

/** The delivered-cost band for the pages that show it below the fold: its code loads as it scrolls near. */
export const DeferredDeliveredCost = deferUntilVisible('delivered-cost-band', () => import('./components/delivered-cost-section'));
