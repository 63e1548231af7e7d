/** A business's subscription row and the plan in effect on its business row: what every billing write goes through. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingSubscriptions, businesses } from '../db/schema';
import type { BusinessRow } from './account';
import type { SavedCard } from './billing-cards';
import type { PlanRow } from './billing-plans';

export type SubRow = typeof billingSubscriptions.$inferSelect;

export const cardColumns = (c: SavedCard) => ({
  paymentMethod: c.paymentMethod,
  cardBrand: c.brand,
  cardLast4: c.last4,
  cardExpMonth: c.expMonth,
  cardExpYear: c.expYear,
});

/** The business row, locked: every billing write runs behind it, one at a time per business. */
export async function lockBusiness(tx: Db, businessId: string): Promise<BusinessRow> {
  const [row] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
  if (!row) throw new Error(`business ${businessId} vanished`);
  return row;
}

export async function loadSub(db: Db, businessId: string): Promise<SubRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.businessId, businessId));
  return row;
}

export async function writeSub(tx: Db, businessId: string, values: Partial<Omit<SubRow, 'businessId'>>) {
  await tx
    .insert(billingSubscriptions)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: billingSubscriptions.businessId, set: values });
}

/** What gating reads: the plan in effect on the business row. */
export async function setPlanInEffect(tx: Db, businessId: string, plan: PlanRow | null, status = 'active') {
  await tx
    .update(businesses)
    .set(
      plan
        ? { planId: plan.id, planName: plan.name, subscriptionStatus: status, websiteManager: plan.websiteManager }
        : { planId: null, planName: null, subscriptionStatus: 'inactive', websiteManager: false },
    )
    .where(eq(businesses.id, businessId));
}

/** A subscription with nothing pending and nothing past due: a first plan's start, or the lapse. */
export const settledSubscription = {
  pendingPlanId: null,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  failedAttempts: 0,
  failureReason: null,
  pendingAction: null,
} as const;
