import { lockPath } from './lock-path';
import { allowedWithoutBusiness, isKnownRoute, isMainRoute, isPublicPage, isSignedOutPage, paths } from './paths';

/** What a locked session may still open: the lock screen itself, and pages that show no data. */
const OPEN_WHILE_LOCKED = new Set<string>([paths.lockscreen, paths.public, paths.notFound, paths.serverError]);

export interface SessionFacts {
  token?: string;
  business?: string;
  location?: string;
  onboarded?: boolean;
  checklist?: boolean;
  firstPage?: string;
  pendingEmail?: string;
  locked?: boolean;
}

/**
 * Where `/` lands a member of a business (SPEC §2: the checklist while onboarding is incomplete,
 * else the dashboard), for the member's menu: the checklist only for those who see it, else the
 * first page they may open. A session sealed before these facts existed keeps the SPEC's pair.
 */
function landingPath(s: SessionFacts): string {
  if (!s.onboarded && s.checklist !== false) return paths.gettingStarted;
  return s.firstPage && isMainRoute(s.firstPage) ? s.firstPage : paths.dashboard;
}

/**
 * SPEC §4's redirects, decided from the session cookie alone (no data access), so middleware
 * and the unit tests share one definition. Returns the path to go to, or undefined to stay.
 */
export function redirectFor(pathname: string, s: SessionFacts, search = ''): string | undefined {
  const signedIn = !!s.token;
  const ready = signedIn && !!s.business && !!s.location;
  // Unknown paths render the 404 page for everyone, signed in or not.
  if (!isKnownRoute(pathname)) return undefined;
  // Locked: typing another address must not get past the lock; a main page is kept to come back to.
  if (signedIn && s.locked && !OPEN_WHILE_LOCKED.has(pathname))
    return isMainRoute(pathname) ? lockPath(pathname + search) : paths.lockscreen;

  if (pathname === paths.home) {
    if (!signedIn) return paths.login;
    if (!s.business) return paths.confirmBusiness;
    return landingPath(s);
  }
  if (ready && isSignedOutPage(pathname)) return paths.home;
  if (pathname === paths.confirmEmail && !s.pendingEmail) return signedIn ? paths.home : paths.login;
  if (!signedIn && !isPublicPage(pathname)) return `${paths.login}?next=${encodeURIComponent(pathname + search)}`;
  if (signedIn && !s.business && !allowedWithoutBusiness(pathname)) return paths.confirmBusiness;
  return undefined;
}
