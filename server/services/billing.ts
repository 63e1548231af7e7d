import { asc, eq } from 'drizzle-orm';
import type { Plan } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, plans } from '../db/schema';
import { fail, fieldFail } from '../lib/http';
import type { BusinessRow } from './account';

type PlanRow = typeof plans.$inferSelect;

const serializePlan = (p: PlanRow): Plan => ({
  _id: p.id,
  name: p.name,
  price: p.price,
  currency: p.currency,
  interval: p.interval,
  description: p.description,
  features: p.features,
  feature_availability: { website_manager: p.websiteManager },
});

/** Every plan on offer, or those of one interval. */
export async function listPlans(db: Db, interval: Plan['interval'] | undefined): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(interval ? eq(plans.interval, interval) : undefined)
    .orderBy(asc(plans.position), asc(plans.price));
  return rows.map(serializePlan);
}

/**
 * Sets the business's plan (status active, website manager as the plan says). `change` is false
 * for a first plan (409 when one is active) and true for a change (409 without one); 422 on
 * `plan_id` for an unknown plan. The business row is locked so two choices cannot cross.
 */
export async function choosePlan(
  db: Db,
  businessId: string,
  planId: string,
  change: boolean,
): Promise<{ business: BusinessRow; plan: Plan }> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw fieldFail('plan_id', 'planNotFound');
  const business = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
    const subscribed = current!.planId !== null && current!.subscriptionStatus === 'active';
    if (subscribed !== change) throw fail(409, change ? 'noSubscription' : 'alreadySubscribed');
    const [updated] = await tx
      .update(businesses)
      .set({ planId: plan.id, planName: plan.name, subscriptionStatus: 'active', websiteManager: plan.websiteManager })
      .where(eq(businesses.id, businessId))
      .returning();
    return updated!;
  });
  return { business, plan: serializePlan(plan) };
}
