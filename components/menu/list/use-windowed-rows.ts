'use client';
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

interface Options {
  count: number;
  rowHeight: number;
  /** Rows rendered beyond each edge, so fast scrolling and Tab never reach an empty area. */
  overscan?: number;
  /** Height used until the container is measured (and in jsdom, which has no layout). */
  defaultViewportHeight?: number;
}

// useLayoutEffect warns during server rendering; the list renders on the server too.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Which rows of a fixed-row-height list are inside a scroll container's viewport. 300
 * categories of 20 items are 6,300 rows; rendering only the visible ones keeps scrolling and
 * dragging smooth.
 */
export function useWindowedRows(
  scrollRef: RefObject<HTMLElement | null>,
  { count, rowHeight, overscan = 6, defaultViewportHeight = 600 }: Options,
) {
  // The first visible row, not the pixel offset: scrolling within a row renders nothing.
  const [top, setTop] = useState(0);
  const [height, setHeight] = useState(defaultViewportHeight);

  useIsoLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => setTop(Math.floor(el.scrollTop / rowHeight));
    el.addEventListener('scroll', onScroll, { passive: true });
    const measure = () => setHeight(el.clientHeight || defaultViewportHeight);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, defaultViewportHeight, rowHeight]);

  const first = Math.max(0, top - overscan);
  const last = Math.min(count - 1, top + Math.ceil(height / rowHeight) + overscan);

  /** Scrolls just enough for row `index` to be fully visible (keyboard moves, after a drop). */
  const scrollToIndex = useCallback(
    (index: number) => {
      const el = scrollRef.current;
      if (!el) return;
      const top = index * rowHeight;
      const viewport = el.clientHeight || defaultViewportHeight;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + viewport) el.scrollTop = top + rowHeight - viewport;
      setTop(Math.floor(el.scrollTop / rowHeight));
    },
    [scrollRef, rowHeight, defaultViewportHeight],
  );

  return { first, last: Math.max(first - 1, last), totalHeight: count * rowHeight, scrollToIndex };
}
