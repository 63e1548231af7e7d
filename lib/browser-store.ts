'use client';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * True from the moment this module runs in a page Next is about to hydrate (its RSC payload,
 * `self.__next_f`, is on the page) until the first reader has committed. Tests that render
 * without hydrating never see it.
 */
let hydrating = typeof window !== 'undefined' && Array.isArray((window as { __next_f?: unknown }).__next_f);

/**
 * The page has hydrated: called by the root layout's SessionWatcher once mounted, so that a page
 * without a reader (the sign-in page) does not leave later readers starting from the server's
 * answer after a client navigation.
 */
export function markHydrated() {
  hydrating = false;
}

/**
 * `useSyncExternalStore` for a browser-only answer (the screen's size, local storage) without
 * the re-render React makes at sync priority right after hydrating when the browser's answer
 * differs from the server's: the whole subtree in one task (on a phone's dashboard 200 ms at
 * Lighthouse's CPU ×4, most of its Total Blocking Time). Here the hydrating render and its check
 * read the server's answer, and the browser's follows at once as a transition, which React
 * renders in slices. Readers mounted after hydration read the browser's answer from the start.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [settled, setSettled] = useState(() => !hydrating);
  useEffect(() => {
    markHydrated();
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  return useSyncExternalStore(subscribe, settled ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
