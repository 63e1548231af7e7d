'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';

/**
 * In-app navigation that is not a link click (router.push from a button, the location switch)
 * asks the page with unsaved changes first. The App Router has no cancellable route event, so
 * such code calls `guarded(action)` (or `useGuardedRouter`) instead of navigating directly; a
 * page with changes registers how it asks. One page guards at a time: the last one registered.
 */
export type LeaveAsk = (proceed: () => void) => void;

let current: LeaveAsk | null = null;

/** While `active`, `guarded` hands every navigation to `ask`, which calls `proceed` if the user leaves. */
export function useRegisterLeaveGuard(active: boolean, ask: LeaveAsk): void {
  useEffect(() => {
    if (!active) return;
    current = ask;
    return () => {
      if (current === ask) current = null;
    };
  }, [active, ask]);
}

/** Runs `action` now, or once the page with unsaved changes has asked and the user chose to leave. */
export function guarded(action: () => void): void {
  if (current) current(action);
  else action();
}

/** router.push / replace that ask first when a page has unsaved changes. */
export function useGuardedRouter() {
  const router = useRouter();
  return useMemo(
    () => ({
      push: (href: string) => guarded(() => router.push(href)),
      replace: (href: string) => guarded(() => router.replace(href)),
    }),
    [router],
  );
}
