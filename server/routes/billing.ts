import { asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { plansQuery, subscriptionRequest, type Plan, type plansReply, type subscriptionReply } from '../../lib/contract';
import { businesses, plans } from '../db/schema';
import { t } from '../i18n';
import { fail, fieldFail, readBody, validationError } from '../lib/http';
import { requireAuth, requireBusiness, requireOwner } from '../middleware';
import { subscriptionOf } from '../services/account';
import type { AppEnv } from '../types';

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

/**
 * Sets the business's plan (status active, website manager as the plan says). `expectPlan` is
 * false for POST (no plan yet, else 409) and true for PUT (a plan to change, else 409).
 */
function choosePlan(expectPlan: boolean) {
  return async (c: Context<AppEnv>) => {
    const body = await readBody(c, subscriptionRequest);
    const { db } = c.get('deps');
    const lang = c.get('lang');
    const businessId = c.get('membership')!.businessId;
    const [plan] = await db.select().from(plans).where(eq(plans.id, body.plan_id));
    if (!plan) throw fieldFail(c, 'plan_id', 'planNotFound');
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
      const subscribed = current!.planId !== null && current!.subscriptionStatus === 'active';
      if (subscribed !== expectPlan) throw fail(c, 409, expectPlan ? 'noSubscription' : 'alreadySubscribed');
      const [updated] = await tx
        .update(businesses)
        .set({ planId: plan.id, planName: plan.name, subscriptionStatus: 'active', websiteManager: plan.websiteManager })
        .where(eq(businesses.id, businessId))
        .returning();
      return updated!;
    });
    const reply: z.infer<typeof subscriptionReply> = {
      subscription: subscriptionOf(row),
      message: t(lang, expectPlan ? 'subscriptionChanged' : 'subscriptionCreated', { plan: plan.name }),
    };
    return c.json(reply, expectPlan ? 200 : 201);
  };
}

export const billingRoutes = new Hono<AppEnv>()
  /** Every plan on offer; `?interval=month|year` filters them. */
  .get('/subscription/plan', requireAuth, async (c) => {
    const query = plansQuery.safeParse(c.req.query());
    if (!query.success) throw validationError(c.get('lang'), query.error.issues);
    const { interval } = query.data;
    const rows = await c
      .get('deps')
      .db.select()
      .from(plans)
      .where(interval ? eq(plans.interval, interval) : undefined)
      .orderBy(asc(plans.position), asc(plans.price));
    const reply: z.infer<typeof plansReply> = { plans: rows.map(serializePlan) };
    return c.json(reply);
  })
  .get('/subscription', requireAuth, requireBusiness, async (c) => {
    const [row] = await c.get('deps').db.select().from(businesses).where(eq(businesses.id, c.get('membership')!.businessId));
    const reply: z.infer<typeof subscriptionReply> = { subscription: subscriptionOf(row!) };
    return c.json(reply);
  })
  .post('/subscription', requireAuth, requireOwner, choosePlan(false))
  .put('/subscription', requireAuth, requireOwner, choosePlan(true));
