import { deferUntilVisible } from '../../lib/defer-until-visible';

/**
 * The subscribe form's section, hydrated when scrolled near: its prerendered form posts without any
 * script, so a page's first load carries none of its code (one per page: its id is the wrapper's).
 */
export const DeferredWatch = deferUntilVisible('watch-listing', () => import('./components/watch-section'));

/** The same in French: its words load with its code, so no English page ever loads them. */
export const DeferredFrenchWatch = deferUntilVisible('watch-listing', () => import('./components/french-watch-section'));
