import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until this part has hydrated. The download sections hydrate
 * as they scroll near, so they mark themselves `data-interactive` once their buttons respond
 * (tests and tools wait for it rather than clicking a button that is not live yet).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
