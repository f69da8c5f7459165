import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** The sessionStorage entry holding the scroll position of each history entry. */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * Before the first paint of a reload or a step back, scrolls to where this history entry was left
 * (and gives a first visit the history key the positions are stored under). React Router's own
 * <ScrollRestoration> writes the same script from a function's source text, which changes whenever a
 * bundler prints React Router again (the page publisher's bundle, the test runner); the pages'
 * Content-Security-Policy allows the inline scripts of the build by their hashes, so the published
 * pages must carry the very same text. A string stays the same through every bundler.
 */
const RESTORE_SCROLL_SCRIPT = `(() => {
  const storageKey = ${JSON.stringify(SCROLL_POSITIONS_KEY)};
  if (!history.state || !history.state.key) history.replaceState({ key: Math.random().toString(32).slice(2) }, '');
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) || '{}')[history.state.key];
    if (typeof stored === 'number') scrollTo(0, stored);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
})();`;

/** React Router's scroll restoration (positions kept across navigations and reloads) with a script that bundlers leave alone. */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <script dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL_SCRIPT }} />;
}
