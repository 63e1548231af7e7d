'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { lockSession } from '@/lib/api/session';
import { lockPath } from '@/lib/lock-path';

/** What counts as the user being there (SPEC §9: idle exit after 5 minutes). */
export const IDLE_EVENTS = ['mousemove', 'keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The last input in any tab. The lock holds the whole session (every tab), so a tab left open
 * must not lock a user who is busy in another one: tabs share their input through local storage.
 */
export const IDLE_INPUT_KEY = 'app.idle.lastInput';
/** Input stamps the shared time at most this often (mousemove fires many times a second). */
const SHARE_EVERY_MS = 1000;

function sharedInput(now: number): number {
  try {
    const at = Number(localStorage.getItem(IDLE_INPUT_KEY));
    // A time to come cannot be input: ignore it rather than hold the lock off.
    return Number.isFinite(at) && at <= now ? at : 0;
  } catch {
    return 0;
  }
}

function shareInput(at: number): void {
  try {
    localStorage.setItem(IDLE_INPUT_KEY, String(at));
  } catch {
    // No storage (private mode): each tab counts its own input.
  }
}

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
    let lastShared = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      lastInput = Date.now();
      if (lastInput - lastShared < SHARE_EVERY_MS) return;
      lastShared = lastInput;
      shareInput(lastInput);
    };
    const check = () => {
      const now = Date.now();
      const idle = now - Math.max(lastInput, sharedInput(now));
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
