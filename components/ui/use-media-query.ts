'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useBrowserStore } from '@/lib/browser-store';

/** Below MUI's sm breakpoint: a phone, where the lists are cards (a plain query: no theme needed to ask it). */
export const PHONE_QUERY = '(max-width:599.95px)';

const serverAnswer = () => false;
const unknownAnswer = () => undefined;

/**
 * The query's answer right now in the browser (undefined on the server): for a module to start
 * loading, before React hydrates, the part the screen is going to show.
 */
export function matchesNow(query: string): boolean | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : undefined;
}

/** The query's list in the browser (none on the server or where matchMedia is missing), and how to read and follow it. */
function useQueryList(query: string) {
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
  const matches = useCallback(() => list?.matches ?? false, [list]);
  return { subscribe, matches };
}

/**
 * Whether a media query matches: false on the server and while hydrating, then the screen's
 * answer as a transition (lib/browser-store.ts), which React renders in slices: MUI's hook answers
 * at sync priority right after hydrating, and on a phone the whole list re-rendered in one long
 * task. Layout that must be right on the first paint stays in CSS media queries.
 *
 * Where the answer chooses between parts loaded on demand (`next/dynamic`), use
 * useMediaQueryOnceKnown or useMediaQueryAtOnce: rendering the other part first loads its code.
 */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = useQueryList(query);
  return useBrowserStore(subscribe, matches, serverAnswer);
}

/**
 * The same answer, given at sync priority right after hydrating (as MUI's hook gives it). For a
 * query that chooses between two parts loaded on demand (`next/dynamic`, `ssr: false`), the
 * server having rendered the wide screen's placeholder: at once, the phone's answer comes before
 * React renders that placeholder's part, so the grid a phone will not show is never loaded. As a
 * transition, React rendered the grid first: a phone's customers and future orders downloaded MUI
 * X's data grid (120 KB gzip, a 300 ms task at Lighthouse's CPU ×4; tests/perf/README.md, stops
 * 36 and 37). useMediaQueryOnceKnown says it outright, where nothing is server-rendered there.
 */
export function useMediaQueryAtOnce(query: string): boolean {
  const { subscribe, matches } = useQueryList(query);
  return useSyncExternalStore(subscribe, matches, serverAnswer);
}

/**
 * The answer once the browser has given it: undefined on the server and while hydrating, then as
 * useMediaQuery. For a screen that shows one of two parts loaded on demand: rendering either
 * before the answer is known would ask for its code (a phone's order history downloaded the
 * data grid, 120 KB, for nothing).
 */
export function useMediaQueryOnceKnown(query: string): boolean | undefined {
  const { subscribe, matches } = useQueryList(query);
  return useBrowserStore<boolean | undefined>(subscribe, matches, unknownAnswer);
}
