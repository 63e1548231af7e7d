'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { lockSession } from '@/lib/api/session';
import { lockPath } from '@/lib/lock-path';

/** What counts as the user being there (SPEC §9: idle exit after 5 minutes). */
export const IDLE_EVENTS = ['mousemove', 'keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The UI setting `idleLockMs` (e.g. `?idleLockMs=60000`) may lock sooner than the server's
 * IDLE_LOCK_MS, never later: a merchant can tighten the lock, nobody can switch it off.
 */
export function soonerIdleLock(serverMs: number, setting: string | boolean): number {
  const wanted = typeof setting === 'string' ? Number(setting) : NaN;
  return Number.isInteger(wanted) && wanted >= 1000 && wanted < serverMs ? wanted : serverMs;
}

/**
 * Sends the user to the lock screen after `timeoutMs` without input, keeping the page (path and
 * query) to come back to. Input only stamps the time, however often it fires; the one timer
 * checks the stamp when it runs out and waits for the rest if there was input meanwhile. A
 * machine that slept past the deadline locks as soon as it wakes.
 */
export function IdleLock({ timeoutMs }: { timeoutMs: number }) {
  const router = useRouter();

  useEffect(() => {
    if (!(timeoutMs > 0)) return;
    let lastInput = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      lastInput = Date.now();
    };
    const check = () => {
      const idle = Date.now() - lastInput;
      if (idle < timeoutMs) {
        timer = setTimeout(check, timeoutMs - idle);
        return;
      }
      stop();
      // The lock lives in the session (middleware and the BFF hold it); the screen is only its face.
      void lockSession();
      router.replace(lockPath(window.location.pathname + window.location.search));
    };
    // Capture, so that scrolls inside panels (which do not bubble) count as well.
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      clearTimeout(timer);
      for (const type of IDLE_EVENTS) window.removeEventListener(type, onInput, options);
    };
    for (const type of IDLE_EVENTS) window.addEventListener(type, onInput, options);
    timer = setTimeout(check, timeoutMs);
    return stop;
  }, [timeoutMs, router]);

  return null;
}
