import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { accessTokens } from '../db/schema';
import { newAccessToken, sha256 } from '../lib/crypto';
import type { AppEnv } from '../types';

/** Issues a bearer token for the user; the device headers are kept to list sessions later. */
export async function issueToken(c: Context<AppEnv>, userId: string, deviceId?: string): Promise<string> {
  const token = newAccessToken();
  const header = (name: string) => c.req.header(name)?.slice(0, 128) ?? null;
  await c.get('deps').db.insert(accessTokens).values({
    userId,
    tokenHash: sha256(token),
    deviceId: deviceId ?? null,
    deviceType: header('x-device-type'),
    clientId: header('x-client-id'),
    appVersion: header('x-app-version'),
    lastUsedAt: c.get('deps').now(),
  });
  return token;
}

/** Revokes every live token of the user, except `keepId` when given (the caller's own session). */
export async function revokeTokens(c: Context<AppEnv>, userId: string, keepId?: string): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (keepId) conditions.push(ne(accessTokens.id, keepId));
  await c.get('deps').db.update(accessTokens).set({ revokedAt: c.get('deps').now() }).where(and(...conditions));
}

export async function revokeToken(c: Context<AppEnv>, tokenId: string): Promise<void> {
  await c.get('deps').db.update(accessTokens).set({ revokedAt: c.get('deps').now() }).where(eq(accessTokens.id, tokenId));
}
