import {
  CODE_CONTROL_SELECTOR,
  DEFERRED_ATTRIBUTE,
  KEPT_CLICK_ATTRIBUTE,
  LOAD_REQUESTED_ATTRIBUTE,
  LOAD_REQUEST_EVENT,
  READY_EVENT,
} from '../src/lib/early-clicks';
import { HYDRATE_AFTER_LOAD_STARTER } from './hydrate-after-load';
import { LATER_STYLES_SCRIPT } from './later-styles';

/**
 * The click keeper (contract in web/src/lib/early-clicks.ts), a classic inline script placed first
 * in every prerendered page's head, so it listens before anything can be clicked. Its capture
 * listener on the document runs before React's (on the root inside it) and:
 *
 * - lets every click through once the page has hydrated, except inside a deferred part still
 *   waiting for its code;
 * - otherwise keeps a click on a control that needs code (keyboard activation of a button is a
 *   click too): stops it, marks the control busy, asks its deferred part for its code at once
 *   (an attribute for a part whose script is not running yet, an event for one that listens),
 *   and ignores further clicks on the same control;
 * - when the page or a part reports ready, clicks each kept control that is live now, on the
 *   element React hydrated (the same node; found again by position if React had to replace it).
 *
 * React 19 itself drops a click on a part whose code is still loading (it only tries to hydrate
 * it synchronously), and before hydrateRoot nothing listens at all; hence this script.
 */
export const KEEP_EARLY_CLICKS_SCRIPT = `(() => {
  const CONTROL = ${JSON.stringify(CODE_CONTROL_SELECTOR)};
  const PENDING = '[${DEFERRED_ATTRIBUTE}]';
  const kept = [];
  let hydrated = false;
  let replaying = false;
  const waiting = (control) => !hydrated || control.closest(PENDING) !== null;
  const scope = (region) => (region && document.getElementById(region)) || document;
  document.addEventListener('click', (event) => {
    const control = !replaying && event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || control.matches(':disabled') || !waiting(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (kept.some((entry) => entry.control === control)) return;
    const part = control.closest(PENDING);
    const region = part ? part.id : '';
    kept.push({ control, region, index: [...scope(region).querySelectorAll(CONTROL)].indexOf(control) });
    control.setAttribute('aria-busy', 'true');
    control.setAttribute('${KEPT_CLICK_ATTRIBUTE}', '');
    if (part) {
      part.setAttribute('${LOAD_REQUESTED_ATTRIBUTE}', '');
      part.dispatchEvent(new Event('${LOAD_REQUEST_EVENT}'));
    }
  }, true);
  document.addEventListener('${READY_EVENT}', (event) => {
    if (event.target === document) hydrated = true;
    for (const entry of [...kept]) {
      const control = entry.control.isConnected ? entry.control : scope(entry.region).querySelectorAll(CONTROL)[entry.index];
      if (control && waiting(control)) continue;
      kept.splice(kept.indexOf(entry), 1);
      entry.control.removeAttribute('aria-busy');
      entry.control.removeAttribute('${KEPT_CLICK_ATTRIBUTE}');
      if (!control) continue;
      control.removeAttribute('aria-busy');
      control.removeAttribute('${KEPT_CLICK_ATTRIBUTE}');
      replaying = true;
      try {
        control.click();
      } finally {
        replaying = false;
      }
    }
  });
})();`;

const HEAD = '<head>';

/**
 * The page's first script: the keeper, the switch of the later styles (later-styles.ts) and the starter
 * of the after-load loader (hydrate-after-load.ts), which must also listen before anything loads; one
 * element, so one hash in the page's policy.
 */
export const FIRST_SCRIPT = [KEEP_EARLY_CLICKS_SCRIPT, LATER_STYLES_SCRIPT, HYDRATE_AFTER_LOAD_STARTER].join('\n');

/** Puts FIRST_SCRIPT first in a prerendered page's head; throws when the page has no single head. */
export function keepEarlyClicks(html: string): string {
  if (html.split(HEAD).length !== 2) throw new Error('Expected one <head> in a prerendered page');
  return html.replace(HEAD, `${HEAD}<script>${FIRST_SCRIPT}</script>`);
}
