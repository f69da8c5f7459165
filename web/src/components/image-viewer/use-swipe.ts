import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** Movement (px) after which a touch counts as a drag rather than a tap (docs/product.md#constants: drag threshold 10). */
export const DRAG_THRESHOLD_PX = 10;
/** Horizontal distance (px) a swipe must cover to change the picture. */
export const SWIPE_DISTANCE_PX = 40;

export interface SwipeOptions {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
  enabled?: boolean;
}

/**
 * Touch (and pen) swipes left and right on an element. Mouse input is left alone so clicks and
 * text selection behave as usual. A drag never also counts as a click on what it started on.
 * Give the element `touch-action: pan-y` so vertical scrolling still belongs to the browser.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight, enabled = true }: SwipeOptions) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);

  return {
    onPointerDown(event: PointerEvent) {
      dragged.current = false;
      if (!enabled || event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerMove(event: PointerEvent) {
      const origin = start.current;
      if (!origin || origin.id !== event.pointerId) return;
      if (Math.abs(event.clientX - origin.x) > DRAG_THRESHOLD_PX) dragged.current = true;
    },
    onPointerUp(event: PointerEvent) {
      const origin = start.current;
      start.current = null;
      if (!origin || origin.id !== event.pointerId) return;
      const dx = event.clientX - origin.x;
      const dy = event.clientY - origin.y;
      if (Math.abs(dx) < SWIPE_DISTANCE_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
