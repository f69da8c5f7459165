import { useSyncExternalStore } from 'react';

/**
 * One app-wide notification at a time (docs/product.md#messages's toasts), kept outside any page so a
 * notice survives the navigation that follows it, e.g. 'Successfully signed in!' then the gallery.
 */
export interface Notice {
  id: number;
  severity: 'success' | 'error' | 'info';
  /** Bold first line, e.g. 'Authentication Error'. */
  title?: string;
  text: string;
}

let current: Notice | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(notice: Notice | undefined) {
  current = notice;
  for (const listener of listeners) listener();
}

export function showNotice(notice: Omit<Notice, 'id'>): void {
  publish({ ...notice, id: nextId++ });
}

/** Clears the notice with this id; a newer notice stays. */
export function dismissNotice(id: number): void {
  if (current?.id === id) publish(undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNotice(): Notice | undefined {
  return useSyncExternalStore(subscribe, () => current, () => undefined);
}
