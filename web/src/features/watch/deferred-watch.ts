import { deferUntilVisible } from '../../lib/defer-until-visible';

/** The id of the subscribe form's section: a link can lead to it. */
export const WATCH_SECTION_ID = 'watch-listing';

/**
 * The subscribe form's section, hydrated when scrolled near: its prerendered form posts without any
 * script, so a page's first load carries none of its code (one per page: its id is the wrapper's).
 * It is styled and painted with the page: with few published questions it is in /questions' first
 * screen, and with its styles in the later stylesheet it first showed unstyled, then moved.
 */
export const DeferredWatch = deferUntilVisible(WATCH_SECTION_ID, () => import('./components/watch-section'), { inFirstScreen: true });

/** The same in French: its words load with its code, so no English page ever loads them. */
export const DeferredFrenchWatch = deferUntilVisible(WATCH_SECTION_ID, () => import('./components/french-watch-section'), { inFirstScreen: true });
