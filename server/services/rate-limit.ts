import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Limit } from '../config';
import { rateLimits } from '../db/schema';
import { t } from '../i18n';
import { ApiError } from '../lib/http';
import type { AppEnv, Deps } from '../types';

/**
 * Counts one attempt on `key` in a fixed window, in one statement so that concurrent requests
 * on any instance cannot both slip under the limit. Returns the count and when the window ends.
 */
export async function hit(deps: Deps, key: string, limit: Limit): Promise<{ count: number; resetAt: Date }> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await deps.db
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
  return { count: row!.count, resetAt: new Date(row!.windowStart.getTime() + limit.windowMs) };
}

/**
 * Counts an attempt against every given key (so a blocked caller keeps being counted) and
 * answers 429 with Retry-After when any of them is over its limit.
 */
export async function enforce(c: Context<AppEnv>, checks: Array<[key: string, limit: Limit]>): Promise<void> {
  const deps = c.get('deps');
  let blockedUntil = 0;
  for (const [key, limit] of checks) {
    const { count, resetAt } = await hit(deps, key, limit);
    if (count > limit.max) blockedUntil = Math.max(blockedUntil, resetAt.getTime());
  }
  if (blockedUntil) {
    const seconds = Math.max(1, Math.ceil((blockedUntil - deps.now().getTime()) / 1000));
    throw new ApiError(
      429,
      { message: t(c.get('lang'), 'tooManyAttempts', { minutes: Math.ceil(seconds / 60) }) },
      { 'Retry-After': String(seconds) },
    );
  }
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
