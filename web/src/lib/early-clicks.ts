/**
 * The contract between the prerendered page's click keeper (web/build/keep-early-clicks.ts, an
 * inline script that runs before any other) and the app: until the page has hydrated, and until a
 * deferred part (deferUntilVisible) has its code, a click on one of their buttons is kept, the
 * button shows as busy, the part's code is asked for at once, and the click is carried out on the
 * same button when its code is there. It is part of every page's first load, so it stays this small.
 */

/** On a deferred part's wrapper while its code has not arrived (server markup included). */
export const DEFERRED_ATTRIBUTE = 'data-deferred';
/** Set by the keeper on a deferred part whose button was clicked before any script ran. */
export const LOAD_REQUESTED_ATTRIBUTE = 'data-load-requested';
/** Sent by the keeper to a deferred part whose button was clicked: load your code now. */
export const LOAD_REQUEST_EVENT = 'deferred-load-request';
/** Sent on the document once the page has hydrated, and by a deferred part once its code is live (it bubbles). */
export const READY_EVENT = 'deferred-ready';
/** On a kept button until its click is carried out; the theme styles it as busy. */
export const KEPT_CLICK_ATTRIBUTE = 'data-click-kept';
/**
 * On a link that its script turns into an opener in the page (a gallery photo's viewer, a video's
 * player): without scripts it opens the photo or the video itself; while its code is on the way its
 * click is kept like a button's, so it opens what the visitor expects rather than leaving the page.
 */
export const OPENS_VIEWER_ATTRIBUTE = 'data-opens-viewer';
/**
 * The controls whose clicks need code: buttons that are not a form's submit or reset (a form posts
 * without script), ARIA buttons and viewer-opening links. Other links, <summary> and form fields
 * work as plain HTML.
 */
export const CODE_CONTROL_SELECTOR = `button[type="button"], [role="button"]:not(a[href]), a[href][${OPENS_VIEWER_ATTRIBUTE}]`;

/** Tells the keeper that `target` (the document for the whole page) can take its clicks now. */
export function announceReady(target: Document | Element): void {
  target.dispatchEvent(new Event(READY_EVENT, { bubbles: true }));
}

/** Resolves when the keeper asks `element` (a deferred part) for its code: already, or later. */
export function whenLoadRequested(element: Element): Promise<void> {
  if (element.hasAttribute(LOAD_REQUESTED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => element.addEventListener(LOAD_REQUEST_EVENT, () => resolve(), { once: true }));
}
