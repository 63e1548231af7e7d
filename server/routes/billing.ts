import type { z } from 'zod';
import { plansQuery, subscriptionRequest, type plansReply, type subscriptionReply } from '../../lib/contract';
import { ApiRoutes, type ScopedContext } from '../api-routes';
import { t, tPlanName } from '../i18n';
import { readBody, validationError } from '../lib/http';
import { loadBusiness, subscriptionOf } from '../services/account';
import { choosePlan, listPlans } from '../services/billing';

/** POST subscription chooses a first plan (201), PUT changes it (200); see choosePlan for the 409s. */
async function planHandler(c: ScopedContext<'POST /subscription' | 'PUT /subscription'>) {
  const { deps, scope, lang } = c.var;
  const change = c.req.method === 'PUT';
  const body = await readBody(c, subscriptionRequest);
  const { business, plan } = await choosePlan(deps.db, scope.businessId, body.plan_id, change);
  const reply: z.infer<typeof subscriptionReply> = {
    subscription: subscriptionOf(business),
    message: t(lang, change ? 'subscriptionChanged' : 'subscriptionCreated', { plan: tPlanName(lang, plan.name) }),
  };
  return c.json(reply, change ? 200 : 201);
}

export const billingRoutes = new ApiRoutes()
  /** Every plan on offer; `?interval=month|year` filters them. */
  .handle('GET /subscription/plan', async (c) => {
    const query = plansQuery.safeParse(c.req.query());
    if (!query.success) throw validationError(c.var.lang, query.error.issues);
    const reply: z.infer<typeof plansReply> = { plans: await listPlans(c.var.deps.db, query.data.interval) };
    return c.json(reply);
  })
  .handle('GET /subscription', async (c) => {
    const reply: z.infer<typeof subscriptionReply> = {
      subscription: subscriptionOf(await loadBusiness(c.var.deps.db, c.var.scope.businessId)),
    };
    return c.json(reply);
  })
  .handle('POST /subscription', planHandler)
  .handle('PUT /subscription', planHandler);
