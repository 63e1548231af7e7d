'use client';
import { useEffect, useRef } from 'react';

/** SPEC §9: a swipe opens the menu when it starts within 70 px of the left edge… */
export const EDGE_SWIPE_START_PX = 70;
/** …and travels more than 50 px to the right. */
export const EDGE_SWIPE_OPEN_PX = 50;

export interface Point {
  x: number;
  y: number;
}

export type SwipeDecision = 'open' | 'wait' | 'ignore';

/**
 * What a touch that began at `start` and is now at `current` means: open the menu, keep
 * watching, or not a menu swipe at all (started too far in, or mostly vertical: a scroll).
 */
export function edgeSwipeDecision(start: Point, current: Point): SwipeDecision {
  if (start.x > EDGE_SWIPE_START_PX) return 'ignore';
  const dx = current.x - start.x;
  const dy = Math.abs(current.y - start.y);
  if (dy > Math.max(dx, 0) && dy > 10) return 'ignore';
  return dx > EDGE_SWIPE_OPEN_PX ? 'open' : 'wait';
}

/** Calls `onOpen` once per edge swipe while `enabled` (mobile view, menu closed). */
export function useEdgeSwipe(enabled: boolean, onOpen: () => void): void {
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!enabled) return;
    let start: Point | null = null;
    const begin = (ev: TouchEvent) => {
      const t = ev.touches[0];
      start = ev.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
      if (start && edgeSwipeDecision(start, start) === 'ignore') start = null;
    };
    const move = (ev: TouchEvent) => {
      const t = ev.touches[0];
      if (!start || !t) return;
      const decision = edgeSwipeDecision(start, { x: t.clientX, y: t.clientY });
      if (decision === 'wait') return;
      start = null;
      if (decision === 'open') onOpenRef.current();
    };
    const end = () => {
      start = null;
    };
    window.addEventListener('touchstart', begin, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end, { passive: true });
    window.addEventListener('touchcancel', end, { passive: true });
    return () => {
      window.removeEventListener('touchstart', begin);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [enabled]);
}
