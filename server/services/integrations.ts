import { and, eq } from 'drizzle-orm';
import type { Integration } from '../../lib/contract';
import type { CloverConfig } from '../config';
import type { Db } from '../db/client';
import { businesses, integrations, users } from '../db/schema';
import { CloverError, exchangeCloverCode } from './clover-client';
import { businessUploadUrls } from './uploads';

export type IntegrationRow = typeof integrations.$inferSelect;

/**
 * The token column cannot be null: a Clover-referred merchant starts with this empty token and
 * their sign-up code (users.clover_code), exchanged for a real token on the first import.
 */
export const NO_TOKEN_YET = '';

/**
 * Called inside the business registration transaction: an owner who signed up from Clover
 * (registration stored their merchant id) gets the business's Clover connection right away.
 */
export async function linkCloverReferral(
  tx: Db,
  businessId: string,
  owner: { cloverMerchantId: string | null },
): Promise<void> {
  if (!owner.cloverMerchantId) return;
  await tx
    .insert(integrations)
    .values({ businessId, provider: 'clover', merchantId: owner.cloverMerchantId, accessToken: NO_TOKEN_YET })
    .onConflictDoNothing();
}

export async function findCloverIntegration(db: Db, businessId: string): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.businessId, businessId), eq(integrations.provider, 'clover')));
  return row;
}

/** GET integration: the Clover connection (never its token), the business's images, import availability. */
export async function integrationView(db: Db, clover: CloverConfig, businessId: string): Promise<Integration> {
  const row = await findCloverIntegration(db, businessId);
  return {
    integration: row
      ? { provider: 'clover', merchant_id: row.merchantId, connected_at: row.connectedAt.toISOString() }
      : null,
    images: await businessUploadUrls(db, businessId),
    external_location_id: row?.externalLocationId ?? null,
    is_import_clover_available: !!row && !!clover.apiUrl,
  };
}

/**
 * The access token to call Clover with: the stored one, or else the owner's sign-up code
 * exchanged through Clover's OAuth (and stored, since a code works only once).
 */
export async function cloverAccessToken(db: Db, clover: CloverConfig, row: IntegrationRow): Promise<string> {
  if (row.accessToken !== NO_TOKEN_YET) return row.accessToken;
  const [owner] = await db
    .select({ code: users.cloverCode })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.primaryUserId))
    .where(eq(businesses.id, row.businessId));
  if (!owner?.code || !clover.clientId || !clover.clientSecret)
    throw new CloverError('auth', 'no Clover token, code or app credentials');
  const token = await exchangeCloverCode(
    { ...clover, baseUrl: clover.apiUrl, clientId: clover.clientId, clientSecret: clover.clientSecret },
    owner.code,
  );
  await db.update(integrations).set({ accessToken: token }).where(eq(integrations.id, row.id));
  return token;
}

/**
 * POST integration/clover: links (or re-links) the business's Clover merchant with an API token,
 * which the menu import then reads Clover with.
 */
export async function linkClover(db: Db, businessId: string, merchantId: string, accessToken: string): Promise<void> {
  const values = { merchantId, accessToken, connectedAt: new Date() };
  await db
    .insert(integrations)
    .values({ businessId, provider: 'clover', ...values })
    .onConflictDoUpdate({ target: [integrations.businessId, integrations.provider], set: values });
}

/** DELETE integration/clover: false when there was no link. */
export async function unlinkClover(db: Db, businessId: string): Promise<boolean> {
  const gone = await db
    .delete(integrations)
    .where(and(eq(integrations.businessId, businessId), eq(integrations.provider, 'clover')))
    .returning({ id: integrations.id });
  return gone.length > 0;
}
