import { useCallback, useEffect, useState } from 'react';

/** docs/product.md#constants: images start loading 50px before they scroll into view. */
export const LAZY_IMAGE_MARGIN = '50px';

/**
 * Whether the element has come within `margin` of the viewport (and stays true afterwards).
 * Native loading="lazy" cannot be given a margin (Chromium starts 1250px or more ahead), so
 * deferred images take their src from this instead. `initial` true skips observing (eager images).
 */
export function useNearViewport<T extends Element>(initial = false, margin = LAZY_IMAGE_MARGIN): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(initial);

  useEffect(() => {
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);

  return [useCallback((element: T | null) => setNode(element), []), near];
}
