import { createContext, useContext } from 'react';
import type { TourCopy } from '../../content/walkthrough';

/**
 * The walkthrough's words in the page's language, handed in by the page's route module (walkthrough.tsx,
 * fr-walkthrough.tsx): the parts that hydrate on scroll take no props, so they read it here. No default,
 * so that neither language's words are bundled with the parts.
 */
export const TourCopyContext = createContext<TourCopy | null>(null);

export function useTourCopy(): TourCopy {
  const copy = useContext(TourCopyContext);
  if (!copy) throw new Error('The walkthrough parts are rendered inside a TourCopyContext');
  return copy;
}
