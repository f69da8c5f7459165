import { Suspense, lazy, memo, type ComponentType } from 'react';

/** Starts hydrating a deferred part a little before it scrolls into view. */
const VIEWPORT_MARGIN = '300px 0px';

function whenNearViewport(id: string): Promise<void> {
  const element = document.getElementById(id);
  // Nothing prerendered to keep (a client-side navigation): load at once.
  if (!element?.firstElementChild || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * A below-the-fold part of a prerendered page whose code loads only when the visitor scrolls
 * near it. The prerendered HTML stays on screen (and its plain links work) until then: React
 * keeps a Suspense boundary's server markup while the lazy component inside it is pending.
 * At build time, and on a client-side navigation to the page, it loads straight away.
 *
 * The returned component takes no props and never re-renders from its parent, so nothing
 * can force the boundary to drop its server markup before the code arrives.
 */
export function deferUntilVisible(id: string, load: () => Promise<{ default: ComponentType }>) {
  const Lazy = lazy(() => (typeof document === 'undefined' ? load() : whenNearViewport(id).then(load)));
  return memo(function DeferredUntilVisible() {
    return (
      <div id={id}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </div>
    );
  });
}
