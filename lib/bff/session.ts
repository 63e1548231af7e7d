import { sealData, unsealData } from 'iron-session';

/**
 * The portal's only state: a sealed, HttpOnly cookie. It holds the upstream access token (never
 * readable by browser JavaScript) and the few facts middleware needs to redirect without a call.
 */
export interface SessionData {
  token?: string;
  userId?: string;
  business?: string;
  location?: string;
  /** All getting-started steps done: / goes to the first page instead of /getting-started. */
  onboarded?: boolean;
  /** This member sees the getting-started checklist (lib/navigation's gates, from GET user). */
  checklist?: boolean;
  /** The first page of this member's menu they may open: where `/` lands once the checklist is done or not theirs. */
  firstPage?: string;
  /** Set by registration; /confirm-email needs it. */
  pendingEmail?: string;
  /**
   * The idle lock (SPEC §9): until the password is given again, middleware sends every page to
   * /lockscreen and the BFF refuses every call but unlocking and logging out, in every tab.
   */
  locked?: boolean;
}

export const SESSION_COOKIE = 'mp_session';
export const DEVICE_COOKIE = 'mp_device';
const SESSION_TTL_S = 14 * 24 * 3600;
const DEVICE_TTL_S = 5 * 365 * 24 * 3600;

export interface CookieConfig {
  secret: string;
  secure: boolean;
}

export function cookieConfigFromEnv(e: { SESSION_SECRET: string; NODE_ENV: string }): CookieConfig {
  return { secret: e.SESSION_SECRET, secure: e.NODE_ENV === 'production' };
}

/**
 * A cookie's value, or undefined. A value that is not valid %-encoding (`mp_session=%`) reads as
 * absent: anyone able to set a cookie on the domain must not turn every page into a 500.
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // Not %-encoding: look on, a later cookie of the same name may be the real one.
    }
  }
  return undefined;
}

/** A tampered, expired or foreign cookie reads as an empty session rather than an error. */
export async function readSession(cookieHeader: string | null, config: CookieConfig): Promise<SessionData> {
  const sealed = readCookie(cookieHeader, SESSION_COOKIE);
  if (!sealed) return {};
  try {
    const data = await unsealData<SessionData>(sealed, { password: config.secret, ttl: SESSION_TTL_S });
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

function cookieAttributes(config: CookieConfig, maxAge: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${config.secure ? '; Secure' : ''}`;
}

/** Set-Cookie value for a session; an empty session clears the cookie. */
export async function sessionSetCookie(data: SessionData, config: CookieConfig): Promise<string> {
  if (Object.keys(data).length === 0) return `${SESSION_COOKIE}=; ${cookieAttributes(config, 0)}`;
  const sealed = await sealData(data, { password: config.secret, ttl: SESSION_TTL_S });
  return `${SESSION_COOKIE}=${sealed}; ${cookieAttributes(config, SESSION_TTL_S - 60)}`;
}

export function deviceSetCookie(deviceId: string, config: CookieConfig): string {
  return `${DEVICE_COOKIE}=${deviceId}; ${cookieAttributes(config, DEVICE_TTL_S)}`;
}

const DEVICE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** SPEC §9: 48 characters, generated once per browser. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return Array.from(bytes, (b) => DEVICE_ALPHABET[b % DEVICE_ALPHABET.length]).join('');
}

export function isValidDeviceId(value: string | undefined): value is string {
  return !!value && /^[A-Za-z0-9]{48}$/.test(value);
}
