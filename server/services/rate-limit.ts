import { eq, sql } from 'drizzle-orm';
import type { Limit } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { keepWhenRolledBack } from '../lib/request-transaction';
import { fail } from '../lib/http';
import type { Deps } from '../types';

/**
 * Counts one attempt on `key` in a fixed window, in one statement so that concurrent requests
 * on any instance cannot both slip under the limit. Returns the count and when the window ends.
 */
export async function hit(deps: Deps, key: string, limit: Limit): Promise<{ count: number; resetAt: Date }> {
  const now = deps.now();
  const row = await countAttempt(deps.db, key, limit, now);
  // A refused attempt rolls its request back (server/lib/request-transaction.ts) but still counts.
  keepWhenRolledBack(deps.db, (db) => countAttempt(db, key, limit, now));
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + limit.windowMs) };
}

async function countAttempt(db: Db, key: string, limit: Limit, now: Date) {
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row!;
}

/**
 * Counts an attempt against every given key (so a blocked caller keeps being counted) and
 * answers 429 with Retry-After when any of them is over its limit.
 */
export async function enforce(deps: Deps, checks: Array<[key: string, limit: Limit]>): Promise<void> {
  let blockedUntil = 0;
  for (const [key, limit] of checks) {
    const { count, resetAt } = await hit(deps, key, limit);
    if (count > limit.max) blockedUntil = Math.max(blockedUntil, resetAt.getTime());
  }
  if (blockedUntil) {
    const seconds = Math.max(1, Math.ceil((blockedUntil - deps.now().getTime()) / 1000));
    const err = fail(429, 'tooManyAttempts', { minutes: Math.ceil(seconds / 60) });
    err.headers['Retry-After'] = String(seconds);
    throw err;
  }
}

/** Every call that can send a code counts against the mail limits of the address and the IP. */
export function limitMail(deps: Deps, ip: string, email: string): Promise<void> {
  const { limits } = deps.config;
  return enforce(deps, [
    [`mail:email:${email}`, limits.mailEmail],
    [`mail:ip:${ip}`, limits.mailIp],
  ]);
}

/** Every call that checks a mailed code, so that six digits cannot be guessed. */
export function limitCodeChecks(deps: Deps, ip: string, email: string): Promise<void> {
  const { limits } = deps.config;
  return enforce(deps, [
    [`confirm:email:${email}`, limits.confirmEmail],
    [`confirm:ip:${ip}`, limits.confirmIp],
  ]);
}

/** The order app's pairing calls (POST app-pairing): codes are long, the per-IP check limit holds anyway. */
export function limitPairing(deps: Deps, ip: string): Promise<void> {
  return enforce(deps, [[`pair:ip:${ip}`, deps.config.limits.confirmIp]]);
}

export const loginLimitKey = (email: string) => `login:email:${email}`;

/** Every password check (a login, or a change of password with a possibly stolen token). */
export function limitLogin(deps: Deps, ip: string, email: string): Promise<void> {
  const { limits } = deps.config;
  return enforce(deps, [
    [loginLimitKey(email), limits.loginEmail],
    [`login:ip:${ip}`, limits.loginIp],
  ]);
}

/** Forgets the attempts on `key` (a successful login clears its e-mail's failures). */
export async function clearLimit(deps: Deps, key: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops windows that ended long ago; run at start so the table stays small. */
export async function pruneRateLimits(deps: Deps, olderThanMs = 24 * 3600_000): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - olderThanMs).toISOString();
  await deps.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}::timestamptz`);
}
