'use client';
import { useCallback, useMemo } from 'react';
import { useBrowserStore } from '@/lib/browser-store';

/**
 * Whether a media query matches, as MUI's useMediaQuery answers it (false on the server and while
 * hydrating, then the screen's answer, as a transition: lib/browser-store.ts; false where matchMedia is missing), without loading MUI's
 * system package for it. Layout that must be right on the first paint stays in CSS media queries.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useBrowserStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
