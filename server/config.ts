import type { Env } from '../lib/env';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Attempts allowed per fixed window, counted in the database so every instance shares them.
 * Per e-mail stops guessing one account's password or code; per IP stops spraying many accounts
 * from one address while leaving room for an office or restaurant behind one NAT.
 *   login    10 per e-mail and 30 per IP in 15 minutes
 *   confirm  10 per e-mail and 30 per IP in 15 minutes (e-mail code and reset code checks)
 *   mail     10 mails per address and 30 per IP in an hour (register, resend, change, recover),
 *            on top of the 10-second gap between two codes to one address (SPEC §9)
 * A successful login clears its e-mail counter, so only failures add up for an address.
 */
export interface RateLimits {
  loginEmail: Limit;
  loginIp: Limit;
  confirmEmail: Limit;
  confirmIp: Limit;
  mailEmail: Limit;
  mailIp: Limit;
}

const MIN = 60_000;

export const DEFAULT_LIMITS: RateLimits = {
  loginEmail: { max: 10, windowMs: 15 * MIN },
  loginIp: { max: 30, windowMs: 15 * MIN },
  confirmEmail: { max: 10, windowMs: 15 * MIN },
  confirmIp: { max: 30, windowMs: 15 * MIN },
  mailEmail: { max: 10, windowMs: 60 * MIN },
  mailIp: { max: 30, windowMs: 60 * MIN },
};

/**
 * With DEV_TOOLS=1 (development and e2e runs, never production) every request comes from
 * 127.0.0.1, so the per-IP limits are lifted; the per-e-mail ones stay as in production.
 */
export function devLimits(limits: RateLimits): RateLimits {
  const lift = (l: Limit): Limit => ({ ...l, max: l.max * 100 });
  return { ...limits, loginIp: lift(limits.loginIp), confirmIp: lift(limits.confirmIp), mailIp: lift(limits.mailIp) };
}

export interface ServerConfig {
  devTools: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** Print `[mail] ... code=...` for outbox mail (off in tests to keep their output clean). */
  logMail: boolean;
  limits: RateLimits;
  /** SPEC §9: codes expire after 10 minutes; a new one may be asked for after 10 seconds. */
  codeTtlMs: number;
  resendGapMs: number;
  clover: CloverConfig;
  /** TRUST_PROXY_HOPS: how many X-Forwarded-For addresses from the right to believe (`clientAddress`). */
  trustProxyHops: number;
  /** Days kept before pruning (server/services/retention.ts). */
  retention: RetentionConfig;
}

/** AUDIT_RETENTION_DAYS (default 365) and ORDER_EVENTS_RETENTION_DAYS (default 7). */
export interface RetentionConfig {
  auditDays: number;
  orderEventsDays: number;
}

/** Clover REST access; `apiUrl` unset means the import is not offered. */
export interface CloverConfig {
  apiUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** Per Clover request; a slower answer counts as "Clover unreachable". */
  timeoutMs: number;
  /** Elements asked for per page (Clover allows up to 1000; tests use small pages to cover paging). */
  pageSize: number;
}

export function configFromEnv(
  e: Pick<
    Env,
    'DEV_TOOLS' | 'SMTP_URL' | 'MAIL_FROM' | 'CLOVER_API_URL' | 'CLOVER_CLIENT_ID' | 'CLOVER_CLIENT_SECRET'
  > &
    Partial<Pick<Env, 'TRUST_PROXY_HOPS' | 'AUDIT_RETENTION_DAYS' | 'ORDER_EVENTS_RETENTION_DAYS'>>,
  over: Partial<ServerConfig> = {},
): ServerConfig {
  return {
    devTools: e.DEV_TOOLS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logMail: true,
    limits: e.DEV_TOOLS ? devLimits(DEFAULT_LIMITS) : DEFAULT_LIMITS,
    codeTtlMs: 10 * MIN,
    resendGapMs: 10_000,
    clover: {
      apiUrl: e.CLOVER_API_URL,
      clientId: e.CLOVER_CLIENT_ID,
      clientSecret: e.CLOVER_CLIENT_SECRET,
      timeoutMs: 15_000,
      pageSize: 500,
    },
    trustProxyHops: e.TRUST_PROXY_HOPS ?? 0,
    retention: { auditDays: e.AUDIT_RETENTION_DAYS ?? 365, orderEventsDays: e.ORDER_EVENTS_RETENTION_DAYS ?? 7 },
    ...over,
  };
}
