import { eq } from 'drizzle-orm';
import {
  paymentProviders,
  type PaymentConnectRequest,
  type PaymentProviderId,
  type PaymentStatus,
} from '../../../lib/contract';
import type { Db } from '../../db/client';
import { businesses, paymentAccounts } from '../../db/schema';
import { fieldFail } from '../../lib/http';
import type { PaymentProvider } from './provider';
import { testPaymentProvider } from './test-provider';

const providers: Record<PaymentProviderId, PaymentProvider> = { test: testPaymentProvider };

/** GET payment-provider: the connected account, if any, and the providers one may connect. */
export async function paymentStatus(db: Db, businessId: string): Promise<PaymentStatus> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  return {
    payment: row
      ? { provider: row.provider, account_id: row.accountId, connected_at: row.connectedAt.toISOString() }
      : null,
    providers: [...paymentProviders],
  };
}

/**
 * Connects (or replaces) the business's payment provider once the provider accepts the
 * credentials; the account and the Payment Setup step are written in one transaction. A refusal
 * is a field error and writes nothing.
 */
export async function connectPayment(db: Db, businessId: string, body: PaymentConnectRequest): Promise<void> {
  const result = await providers[body.provider].connect(body);
  if (!result.ok) throw fieldFail(result.field, result.reason);
  await db.transaction(async (tx) => {
    const values = { provider: body.provider, accountId: result.accountId, connectedAt: new Date() };
    await tx
      .insert(paymentAccounts)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: paymentAccounts.businessId, set: values });
    await tx.update(businesses).set({ paymentSetup: true }).where(eq(businesses.id, businessId));
  });
}

/** Removes the connection. The getting-started step stays ticked: it records that setup was done once. */
export async function disconnectPayment(db: Db, businessId: string): Promise<void> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  if (!row) return;
  await providers[row.provider].disconnect(row.accountId);
  await db.delete(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
}
