import { createContext, useContext } from 'react';
import type { ConditionCopy, ConditionDetailsCopy } from '../../content/condition';

/**
 * The condition report's words for the page being rendered, set by its route (English or French).
 * No default: a default would be one language's catalogue, loaded by every page in the other.
 */
export const ConditionCopyContext = createContext<ConditionCopy | null>(null);

export function useConditionCopy(): ConditionCopy {
  const copy = useContext(ConditionCopyContext);
  if (!copy) throw new Error('The condition report is rendered inside a ConditionCopyContext: its route gives its language’s words');
  return copy;
}

/** The words under the summary, set by the parts that show them (components/condition-page.tsx), which load them. */
export const ConditionDetailsContext = createContext<ConditionDetailsCopy | null>(null);

export function useConditionDetails(): ConditionDetailsCopy {
  const details = useContext(ConditionDetailsContext);
  if (!details) throw new Error('The condition report’s details are rendered inside a ConditionDetailsContext: their part loads their words');
  return details;
}
