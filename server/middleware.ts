import { eq } from 'drizzle-orm';
import type { PermissionKey } from '../lib/contract';
import { createMiddleware } from 'hono/factory';
import { accessTokens } from './db/schema';
import { sha256 } from './lib/crypto';
import { fail } from './lib/http';
import { resolveMembership } from './services/membership';
import type { AppEnv } from './types';

/** last_used_at is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** Bearer token → c.var.auth, and the business the call acts on → c.var.membership. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw fail(c, 401, 'unauthenticated');
  const { db, now } = c.get('deps');
  const [token] = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId, lastUsedAt: accessTokens.lastUsedAt, revokedAt: accessTokens.revokedAt })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, sha256(match[1]!)));
  if (!token || token.revokedAt) throw fail(c, 401, 'unauthenticated');
  const at = now();
  if (!token.lastUsedAt || at.getTime() - token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, token.id));
  }
  c.set('auth', { userId: token.userId, tokenId: token.id });
  c.set('membership', await resolveMembership(c, token.userId));
  await next();
});

/** For calls that only make sense inside a business (getting started, and later menu, orders...). */
export const requireBusiness = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('membership')) throw fail(c, 404, 'noBusiness');
  await next();
});

/** 403 unless the caller's effective flags (owner: all) include `key`; after requireAuth. */
export const requirePermission = (key: PermissionKey) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const m = c.get('membership');
    if (!m) throw fail(c, 404, 'noBusiness');
    if (!m.permissions[key]) throw fail(c, 403, 'forbidden');
    await next();
  });

/** Owner-only calls (choosing the billing plan ...): 403 for managers and employees. */
export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  const m = c.get('membership');
  if (!m) throw fail(c, 404, 'noBusiness');
  if (m.role !== 'owner') throw fail(c, 403, 'ownerOnly');
  await next();
});
