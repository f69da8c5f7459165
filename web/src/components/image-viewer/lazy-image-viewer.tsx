import { Suspense, lazy, useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { KEPT_CLICK_ATTRIBUTE, OPENS_VIEWER_ATTRIBUTE } from '../../lib/early-clicks';
import { isPlainClick } from '../../lib/plain-click';
import type { ViewerImage } from './types';

/** Settles when the first request for the viewer's code does; `viewerCodeArrived` once it worked. */
let viewerCode: Promise<void> | undefined;
let viewerCodeArrived = false;
const loadImageViewer = () => {
  const code = import('./image-viewer');
  viewerCode ??= code.then(
    () => void (viewerCodeArrived = true),
    // The viewer's Suspense boundary meets the failure; here it only ends the busy state.
    () => {},
  );
  return code;
};
const ImageViewer = lazy(loadImageViewer);

/**
 * Shows `trigger` busy (the kept-click style, lib/early-clicks.ts) until the viewer's code has
 * arrived, so a click on a slow connection is seen at once rather than answered seconds later.
 */
function busyUntilViewerArrives(trigger: HTMLElement): void {
  if (viewerCodeArrived) return;
  trigger.setAttribute(KEPT_CLICK_ATTRIBUTE, '');
  trigger.setAttribute('aria-busy', 'true');
  const done = () => {
    trigger.removeAttribute(KEPT_CLICK_ATTRIBUTE);
    trigger.removeAttribute('aria-busy');
  };
  if (!viewerCode) preloadImageViewer();
  void viewerCode?.then(done);
}

/** Starts fetching the viewer's code, e.g. when a thumbnail is hovered or focused. */
export function preloadImageViewer(): void {
  void loadImageViewer();
}

/**
 * The props of a link to a full-size photo that opens the viewer instead once scripts run: without
 * them a click opens the photo; while the viewer's code is on the way the click is kept
 * (OPENS_VIEWER_ATTRIBUTE); a click meant for a new tab or window keeps the link's own behaviour.
 */
export function opensViewerProps(onOpen: (trigger: HTMLAnchorElement) => void) {
  return {
    [OPENS_VIEWER_ATTRIBUTE]: '',
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onOpen(event.currentTarget);
    },
    onPointerEnter: preloadImageViewer,
    onFocus: preloadImageViewer,
  };
}

export interface ImageViewerControl {
  /**
   * Opens the viewer over `images` at `index`. `trigger` (the clicked thumbnail) gets the
   * focus back when the viewer closes.
   */
  open: (images: readonly ViewerImage[], index: number, trigger?: HTMLElement | null) => void;
  /** Render once, anywhere on the page: the viewer itself, loaded on the first open. */
  viewer: ReactNode;
}

interface ViewerState {
  images: readonly ViewerImage[];
  index: number;
  open: boolean;
}

/**
 * The page's full-screen viewer. Its code (MUI Dialog and all) stays out of the page's first
 * load: it is fetched on the first open (or on hover, see preloadImageViewer) and then kept
 * mounted, so closing animates and the next open is instant.
 */
export function useImageViewer(): ImageViewerControl {
  const [state, setState] = useState<ViewerState | null>(null);

  const open = useCallback((images: readonly ViewerImage[], index: number, trigger?: HTMLElement | null) => {
    if (images.length === 0) return;
    // The Dialog gives focus back to whatever held it when it opened. A click does not focus a
    // button in every browser (Safari), so make sure the thumbnail holds it.
    trigger?.focus({ preventScroll: true });
    if (trigger) busyUntilViewerArrives(trigger);
    setState({ images, index: Math.min(Math.max(index, 0), images.length - 1), open: true });
  }, []);

  const viewer = state ? (
    <Suspense fallback={null}>
      <ImageViewer
        open={state.open}
        images={state.images}
        index={state.index}
        onIndexChange={(index) => setState((current) => current && { ...current, index })}
        onClose={() => setState((current) => current && { ...current, open: false })}
      />
    </Suspense>
  ) : null;

  return { open, viewer };
}
