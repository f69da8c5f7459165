import { useCallback, useState } from 'react';

/** docs/product.md#constants: images start loading 50px before they scroll into view. */
export const LAZY_IMAGE_MARGIN = '50px';

/** A ref callback that returns its cleanup, which React 19 calls when the element goes. */
export type ObservingRef<T extends Element> = (node: T | null) => (() => void) | undefined;

/**
 * Whether the element has come within `margin` of the viewport (and stays true afterwards).
 * Native loading="lazy" cannot be given a margin (Chromium starts 1250px or more ahead), so
 * deferred images take their src from this instead. `initial` true skips observing (eager images).
 *
 * The observer starts in the ref callback rather than from an element kept in state: a state update
 * from a ref is synchronous, so every deferred picture on a page would make React render again in the
 * task that commits the hydration, and run all of the page's effects there with it.
 */
export function useNearViewport<T extends Element>(initial = false, margin = LAZY_IMAGE_MARGIN): [ObservingRef<T>, boolean] {
  const [near, setNear] = useState(initial);
  const observe = useCallback<ObservingRef<T>>(
    (node) => {
      if (near || !node) return undefined;
      if (!('IntersectionObserver' in window)) {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [observe, near];
}
