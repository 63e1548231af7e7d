'use client';
import { useEffect } from 'react';
import { markHydrated } from '@/lib/browser-store';
import { SESSION_ENDED_EVENT, SESSION_LOCKED_EVENT, SESSION_STAMP_KEY } from '@/lib/api/session-events';
import { fullLoad } from '@/lib/full-load';
import { lockPath } from '@/lib/lock-path';
import { paths } from '@/lib/paths';

/**
 * SPEC §4: a 401 anywhere logs out to /login; a login or logout in another tab reloads this one.
 * A 423 (the idle lock, set in another tab too) goes to the lock screen, keeping the page.
 */
export function SessionWatcher() {
  // On every page: from here on, browser-only answers are read at once (lib/browser-store.ts).
  useEffect(markHydrated, []);
  useEffect(() => {
    const onEnded = () => {
      const here = window.location.pathname;
      if (here !== '/login') fullLoad(`/login?next=${encodeURIComponent(here + window.location.search)}`);
    };
    const onLocked = () => {
      if (window.location.pathname !== paths.lockscreen)
        fullLoad(lockPath(window.location.pathname + window.location.search));
    };
    const onStorage = (e: StorageEvent) => {
      // e.key is null when another tab cleared all storage (logout does that).
      if (e.key === SESSION_STAMP_KEY || e.key === null) window.location.reload();
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    window.addEventListener(SESSION_LOCKED_EVENT, onLocked);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      window.removeEventListener(SESSION_LOCKED_EVENT, onLocked);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return null;
}
