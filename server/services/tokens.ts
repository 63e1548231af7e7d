import { and, eq, isNull, ne } from 'drizzle-orm';
import { accessTokens } from '../db/schema';
import { newAccessToken, sha256 } from '../lib/crypto';
import type { Deps } from '../types';

/** last_used_at is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** What the client said about itself when signing in (device id from the body, the rest from headers). */
export interface ClientDevice {
  deviceId: string | null;
  deviceType: string | null;
  clientId: string | null;
  appVersion: string | null;
}

/** Issues a bearer token for the user; the device is kept to list sessions later. */
export async function issueToken(deps: Deps, userId: string, device: ClientDevice): Promise<string> {
  const token = newAccessToken();
  await deps.db.insert(accessTokens).values({ userId, tokenHash: sha256(token), ...device, lastUsedAt: deps.now() });
  return token;
}

/** The session of a bearer token, or null when it is unknown or revoked. */
export async function findSession(deps: Deps, token: string): Promise<{ userId: string; tokenId: string } | null> {
  const { db, now } = deps;
  const [row] = await db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      lastUsedAt: accessTokens.lastUsedAt,
      revokedAt: accessTokens.revokedAt,
    })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, sha256(token)));
  if (!row || row.revokedAt) return null;
  const at = now();
  if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, row.id));
  }
  return { userId: row.userId, tokenId: row.id };
}

/** Revokes every live token of the user, except `keepId` when given (the caller's own session). */
export async function revokeTokens(deps: Deps, userId: string, keepId?: string): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (keepId) conditions.push(ne(accessTokens.id, keepId));
  await deps.db
    .update(accessTokens)
    .set({ revokedAt: deps.now() })
    .where(and(...conditions));
}

export async function revokeToken(deps: Deps, tokenId: string): Promise<void> {
  await deps.db.update(accessTokens).set({ revokedAt: deps.now() }).where(eq(accessTokens.id, tokenId));
}
