import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '@motes/shared';

interface SwipeStart {
  pointerId: number;
  x: number;
  y: number;
}

/** Pointer handlers and the current drag offset of a swipeable toast. */
export interface SwipeToDismiss {
  offset: { x: number; y: number };
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(): void;
  };
}

/**
 * §4 "can be swiped away" with §9's threshold: a drag further than 20 px sideways, or
 * towards the screen edge the toast sits on, dismisses it; a shorter drag springs back.
 * Drags that start on a button are left to the button.
 * @param edge the screen edge of the toast's stack: 'top' or 'bottom'.
 */
export function useSwipeToDismiss(edge: 'top' | 'bottom', onSwipe: () => void): SwipeToDismiss {
  const start = useRef<SwipeStart | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  function dragOf(event: PointerEvent<HTMLElement>) {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return null;
    const x = event.clientX - from.x;
    const rawY = event.clientY - from.y;
    // Vertical drags only count towards the edge; pulling a toast into the page does nothing.
    const y = edge === 'top' ? Math.min(0, rawY) : Math.max(0, rawY);
    return { x, y };
  }

  return {
    offset,
    handlers: {
      onPointerDown(event) {
        if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
        start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event) {
        const drag = dragOf(event);
        if (drag) setOffset(drag);
      },
      onPointerUp(event) {
        const drag = dragOf(event);
        start.current = null;
        setOffset({ x: 0, y: 0 });
        if (!drag) return;
        if (Math.max(Math.abs(drag.x), Math.abs(drag.y)) > TOAST_SWIPE_THRESHOLD_PX) onSwipe();
      },
      onPointerCancel() {
        start.current = null;
        setOffset({ x: 0, y: 0 });
      },
    },
  };
}
