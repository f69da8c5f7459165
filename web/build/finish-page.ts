import { hoistEmotionStyles } from './hoist-emotion-styles';
import { hydrateAfterLoad } from './hydrate-after-load';
import { keepEarlyClicks } from './keep-early-clicks';

/**
 * What every rendered page goes through before it is served, whoever renders it (the build, or the page
 * publisher after an admin change): its styles in the head (hoist-emotion-styles.ts), its scripts
 * started only once it has loaded and painted (hydrate-after-load.ts), and a click made before its code
 * is ready kept (keep-early-clicks.ts).
 */
export function finishPage(html: string): string {
  return keepEarlyClicks(hydrateAfterLoad(hoistEmotionStyles(html)));
}
