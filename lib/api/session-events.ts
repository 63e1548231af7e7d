/**
 * The session lives in an HttpOnly cookie no script can watch, so tabs tell each other through
 * local storage: every login and logout writes a new stamp, and the other tabs reload on it.
 */
export const SESSION_STAMP_KEY = 'app.session.stamp';
export const SESSION_ENDED_EVENT = 'mp:session-ended';

export function announceSessionChange(): void {
  try {
    localStorage.setItem(SESSION_STAMP_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // Private mode without storage: other tabs find out on their next call (401).
  }
}

/** Called by the api client on any 401: the page decides how to leave. */
export function announceSessionEnded(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
