'use client';
import { useCallback, useMemo } from 'react';
import { useBrowserStore } from '@/lib/browser-store';

/** Below MUI's sm breakpoint: a phone, where the lists are cards (a plain query: no theme needed to ask it). */
export const PHONE_QUERY = '(max-width:599.95px)';

/**
 * Whether a media query matches, as MUI's useMediaQuery answers it (false on the server and while
 * hydrating, then the screen's answer, as a transition: lib/browser-store.ts; false where
 * matchMedia is missing), without loading MUI's system package for it. MUI's answers at sync
 * priority right after hydrating: on a phone, the whole list re-rendered in one long task.
 * Layout that must be right on the first paint stays in CSS media queries.
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
