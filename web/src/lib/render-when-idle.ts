/**
 * Parts below the fold are not styled, laid out or painted until they near the viewport
 * (`content-visibility: auto`), so the first paint costs only the first screen. Once the page has
 * hydrated they are rendered for good, one part per idle period: scrolling then never waits for a
 * part's layout, and whatever reads the page whole sees it all (accessibility checkers cannot tell
 * the colours or sizes of content the browser has skipped).
 */

/** On an element styled `content-visibility: auto`: this module renders it once the page is idle. */
export const RENDER_WHEN_IDLE_ATTRIBUTE = 'data-render-when-idle';

/** Without requestIdleCallback (Safari), a pause long enough for a frame and some input in between. */
const IDLE_FALLBACK_MS = 50;

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/** Renders the skipped parts of the page, the first in document order first; returns a function that stops. */
export function renderSkippedPartsWhenIdle(): () => void {
  let cancel = whenIdle(function renderNext() {
    const part = document.querySelector<HTMLElement>(`[${RENDER_WHEN_IDLE_ATTRIBUTE}]`);
    if (!part) return;
    part.removeAttribute(RENDER_WHEN_IDLE_ATTRIBUTE);
    part.style.contentVisibility = 'visible';
    cancel = whenIdle(renderNext);
  });
  return () => cancel();
}
