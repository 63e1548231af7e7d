'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * What the plain tooltips (the sidebar's SideTooltip, the board's HintTooltip) share: where the
 * tip stands, worked out from its control's box when it shows, and hidden again by Escape (WCAG
 * 1.4.13) or by any scroll, since a fixed tip would float away from a control that moved.
 */
export function useTipAnchor<At>(place: (box: DOMRect) => At) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<At | null>(null);
  const show = () => {
    const box = anchor.current?.getBoundingClientRect();
    if (box) setAt(place(box));
  };
  const hide = () => setAt(null);

  useEffect(() => {
    if (at === null) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setAt(null);
    const onScroll = () => setAt(null);
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [at]);

  return { anchor, at, show, hide };
}
