import { useEffect, useState } from 'react';
import { preferredLocale } from '../../../lib/preferred-language';

/** Remembered in the browser once the suggestion is closed, so it is made once. */
const DISMISSED_KEY = 'french-suggestion-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    // Storage refused (a private window, a blocked site): suggest; closing it then lasts for this page.
    return false;
  }
}

/**
 * Whether to suggest the French page: the browser ranks French first (the list it also sends as
 * Accept-Language) and the suggestion was never closed. Decided after hydration: the prerendered
 * page is the same for everyone. Closing it is remembered.
 */
export function useFrenchSuggested(): [boolean, () => void] {
  const [suggested, setSuggested] = useState(false);
  useEffect(() => setSuggested(preferredLocale(navigator.languages) === 'fr' && !dismissed()), []);
  const close = () => {
    setSuggested(false);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Nothing to remember it in: it stays closed on this page.
    }
  };
  return [suggested, close];
}
