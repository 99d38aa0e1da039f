import { useRef, useState, type PointerEvent } from 'react';

const SWIPE_MIN_PX = 48;

/**
 * A horizontal touch swipe: `drag` follows the finger while it moves more sideways than up or
 * down, and a swipe of at least SWIPE_MIN_PX calls `onSwipe` with 1 (to the left) or -1.
 */
export function useSwipe(enabled: boolean, onSwipe: (step: 1 | -1) => void) {
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch' || !enabled) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > Math.abs(event.clientY - from.y)) setDrag(dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    start.current = null;
    setDrag(0);
    if (event.type === 'pointerup' && Math.abs(dx) >= SWIPE_MIN_PX) onSwipe(dx < 0 ? 1 : -1);
  };

  return {
    drag,
    swipeHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
