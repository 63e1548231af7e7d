import { queryOptions } from '@tanstack/react-query';
import { paths } from '@/lib/paths';
import { apiCall, SESSION_BASE } from './api-client';
import { announceSessionChange, switchSession } from './session-events';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const sessionSchemas = schemasOf(() => import('@/lib/contract/session'));
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));

/** The portal's session routes (/api/session/*): the BFF answers them itself, not /v1. */
export const sessionKeys = {
  all: ['session'] as const,
  info: () => [...sessionKeys.all, 'info'] as const,
};

export const sessionInfoQuery = () =>
  queryOptions({
    queryKey: sessionKeys.info(),
    queryFn: ({ signal }) => apiCall('', sessionSchemas('sessionInfoReply'), { base: SESSION_BASE, signal }),
  });

/**
 * Scopes the session to `location` (the BFF checks the user may see it). `failText` is the
 * error's text when the server gives none, e.g. offline.
 */
export function selectLocation(location: string, failText: string) {
  return apiCall('location', sessionSchemas('selectLocationReply'), {
    base: SESSION_BASE,
    method: 'POST',
    body: { location },
    fallbackMessage: failText,
  });
}

/** Ends the session at the BFF (which revokes the upstream token); leaving never fails. */
export async function logoutRequest(): Promise<void> {
  await apiCall('logout', errorsSchemas('optionalMessageReply'), { base: SESSION_BASE, method: 'POST' }).catch(
    () => undefined,
  );
}

/**
 * The idle lock, set in the session so no other address or tab gets past it; the other tabs
 * hear of it and reload onto the lock screen. Best effort: the lock screen shows either way.
 */
export async function lockSession(): Promise<void> {
  await apiCall('lock', sessionSchemas('lockReply'), { base: SESSION_BASE, method: 'POST' })
    .then(announceSessionChange)
    .catch(() => undefined);
}

/**
 * SPEC §4's logout: ends the session, clears all local storage and reloads on the login page.
 * The stamp is written after the clear so other tabs still hear about it and reload too.
 */
export async function logOut(): Promise<void> {
  await logoutRequest();
  try {
    localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode): nothing to clear then.
  }
  switchSession(paths.login);
}
