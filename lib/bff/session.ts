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

/**
 * Sessions already unsealed, by secret and cookie value. Unsealing (two PBKDF2 derivations, an
 * HMAC and AES through WebCrypto) cost about 0.5-2 ms on every call of every page, more than the
 * rest of the BFF. A seal is authenticated and never changes, so the same value always opens to
 * the same data: an entry is kept until the expiry written in the seal, the oldest dropped past
 * OPENED_KEPT. Nothing fails open: a value not in the map is unsealed as before.
 */
const opened = new Map<string, Map<string, { data: SessionData; expiresAt: number }>>();
const OPENED_KEPT = 2000;

/** The expiry (ms) an iron seal carries: `Fe26.2*id*salt*iv*data*EXPIRATION*hmacSalt*hmac~2`. */
const sealExpiry = (sealed: string) => Number(sealed.split('*')[5]) || 0;

/** A tampered, expired or foreign cookie reads as an empty session rather than an error. */
export async function readSession(cookieHeader: string | null, config: CookieConfig): Promise<SessionData> {
  const sealed = readCookie(cookieHeader, SESSION_COOKIE);
  if (!sealed) return {};
  let bySeal = opened.get(config.secret);
  if (!bySeal) opened.set(config.secret, (bySeal = new Map()));
  const known = bySeal.get(sealed);
  if (known && Date.now() < known.expiresAt) return { ...known.data };
  bySeal.delete(sealed);
  try {
    const data = await unsealData<SessionData>(sealed, { password: config.secret, ttl: SESSION_TTL_S });
    if (!data || typeof data !== 'object') return {};
    // An empty answer is how iron-session reports an expired or tampered seal: never kept.
    if (Object.keys(data).length) {
      bySeal.set(sealed, { data: { ...data }, expiresAt: sealExpiry(sealed) });
      if (bySeal.size > OPENED_KEPT) bySeal.delete(bySeal.keys().next().value!);
    }
    return data;
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
