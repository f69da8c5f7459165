import type { MouseEvent } from 'react';

/**
 * A plain primary click: the one a link's script may take over. A middle click or one with a
 * modifier asks for a new tab or window, which the link's own behaviour gives.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
