import { fullLoad } from '@/lib/full-load';

/**
 * The session lives in an HttpOnly cookie no script can watch, so tabs tell each other through
 * local storage: every login and logout writes a new stamp, and the other tabs reload on it.
 */
export const SESSION_STAMP_KEY = 'app.session.stamp';
export const SESSION_ENDED_EVENT = 'mp:session-ended';
export const SESSION_LOCKED_EVENT = 'mp:session-locked';

export function announceSessionChange(): void {
  try {
    localStorage.setItem(SESSION_STAMP_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // Private mode without storage: other tabs find out on their next call (401).
  }
}

/**
 * A session began or ended here (sign-in, sign-up, business registration, logout): the other tabs
 * hear of it, then this one leaves with a full load so middleware routes the new session.
 */
export function switchSession(path: string): void {
  announceSessionChange();
  fullLoad(path);
}

/** Called by the api client on any 401: the page decides how to leave. */
export function announceSessionEnded(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** Called by the api client on the BFF's 423 (the idle lock holds the session): to the lock screen. */
export function announceSessionLocked(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_LOCKED_EVENT));
}
