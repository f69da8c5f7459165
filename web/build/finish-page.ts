import { splitEmotionStyles } from './emotion-markers';
import { hoistEmotionStyles } from './hoist-emotion-styles';
import { hydrateAfterLoad } from './hydrate-after-load';
import { keepEarlyClicks } from './keep-early-clicks';
import { moveLaterStyles } from './later-styles';
import { dropObsoletePrefixesInPage } from './obsolete-prefixes';
import type { PageFile } from './page-file';
import { moveSnapshotOut } from './snapshot-file';

/** A page ready to serve, and the files it names (its later styles, its listing snapshot, its bootstrap), written beside it. */
export interface FinishedPage {
  html: string;
  files: PageFile[];
}

/**
 * What every rendered page goes through before it is served, whoever renders it (the build, or the page
 * publisher after an admin change): its styles in the head (hoist-emotion-styles.ts) without the
 * prefixes no supported browser needs (obsolete-prefixes.ts), those only the
 * parts below the fold use in a stylesheet of their own (later-styles.ts), each style element apart
 * from the ids emotion reads and moves (emotion-markers.ts), its listing snapshot in a
 * file of its own (snapshot-file.ts), its scripts, their bootstrap a file of its own, started only once
 * it has loaded and painted (hydrate-after-load.ts), and a click made before its code is ready kept (keep-early-clicks.ts).
 */
export function finishPage(html: string): FinishedPage {
  const { html: laterStyled, stylesheet } = moveLaterStyles(dropObsoletePrefixesInPage(hoistEmotionStyles(html)));
  const styled = splitEmotionStyles(laterStyled);
  const { html: withoutSnapshot, snapshot } = moveSnapshotOut(styled);
  const { html: deferred, bootstrap } = hydrateAfterLoad(withoutSnapshot);
  return { html: keepEarlyClicks(deferred), files: [stylesheet, snapshot, bootstrap].filter((file) => file !== undefined) };
}
