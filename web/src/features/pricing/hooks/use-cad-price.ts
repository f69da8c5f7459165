import { useEffect, useState } from 'react';
import { usdToCad } from '../../../../../shared/trailer';

/** A CAD amount and whether it is still loading (SPEC.md section 3, "Currency value"). */
export interface CurrencyValue {
  cad: number | undefined;
  loading: boolean;
}

/**
 * The CAD equivalent of a USD amount (SPEC.md section 4): it starts loading and resolves
 * right after hydration at the fixed rate, with no network call. The prerendered HTML
 * therefore shows the loading state, never a figure that could disagree with the client's.
 */
export function useCadPrice(usd: number): CurrencyValue {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(true), []);
  return loaded ? { cad: usdToCad(usd), loading: false } : { cad: undefined, loading: true };
}
