import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until this part has hydrated. The walkthrough hydrates its
 * rooms as they scroll near, so the page marks each part `data-interactive` once its controls
 * respond (tests and tools wait for it rather than clicking a not-yet-live button).
 */
export function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return interactive;
}
