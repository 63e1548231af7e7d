'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useRegisterLeaveGuard } from './leave-guard';

/**
 * Asks before leaving a form with unsaved changes. The App Router has no route-change event to
 * cancel, so in-app links are caught as they are clicked (capture phase, before next/link's own
 * handler), and buttons that navigate in code (the location switch, useGuardedRouter) hand their
 * navigation over through components/ui/leave-guard; the page asks in its own dialog. Closing the
 * tab or reloading gets the browser's beforeunload question. `onLeave` runs before the user goes
 * (the form drops its changes, so a location switch does not carry them to the next location).
 */
export function useLeaveGuard(dirty: boolean, onLeave?: () => void) {
  const router = useRouter();
  // The way on, kept while the dialog asks.
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback((proceed: () => void) => setPending(() => proceed), []);
  useRegisterLeaveGuard(dirty, ask);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers only ask when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Same page (an anchor of the section list): nothing is left.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      e.preventDefault();
      e.stopPropagation();
      const to = url.pathname + url.search + url.hash;
      ask(() => router.push(to));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, ask, router]);

  return {
    /** True while the page asks whether to leave. */
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const go = pending;
      setPending(null);
      onLeave?.();
      go?.();
    },
  };
}
