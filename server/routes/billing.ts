import type { z } from 'zod';
import {
  cardRequest,
  confirmPaymentRequest,
  invoicesReply,
  plansQuery,
  subscriptionRequest,
  type plansReply,
  type subscriptionReply,
} from '../../lib/contract';
import { ApiRoutes, type ScopedContext } from '../api-routes';
import { t, tPlanName, type Lang } from '../i18n';
import { readBody, validationError } from '../lib/http';
import type { Db } from '../db/client';
import { loadBusiness, subscriptionOf } from '../services/account';
import {
  billingDetails,
  choosePlan,
  confirmPayment,
  setCancelAtPeriodEnd,
  updateCard,
  type ChangeOutcome,
} from '../services/billing';
import { listInvoices } from '../services/billing-invoices';
import { listPlans } from '../services/billing-plans';
import { invoicePdf } from '../services/billing-invoice-pdf';

type Reply = z.infer<typeof subscriptionReply>;

const day = (d: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);

/** The subscription as it now is, with the billing side and `extra` (a message, a charge …). */
async function reply(db: Db, businessId: string, lang: Lang, extra: Partial<Reply> = {}): Promise<Reply> {
  const business = await loadBusiness(db, businessId);
  return { subscription: subscriptionOf(business), billing: await billingDetails(db, business, lang), ...extra };
}

function outcomeText(lang: Lang, o: ChangeOutcome): Partial<Reply> {
  const plan = tPlanName(lang, o.plan.name);
  switch (o.kind) {
    case 'subscribed':
      return { charged: o.charged, message: t(lang, 'subscriptionCreated', { plan }) };
    case 'upgraded':
      return { charged: o.charged, message: t(lang, 'subscriptionChanged', { plan }) };
    case 'downgrade':
      return { message: t(lang, 'subscriptionDowngradeScheduled', { plan, date: day(o.on, lang) }) };
    case 'kept':
      return { message: t(lang, 'subscriptionKept', { plan }) };
    case 'requires_action':
      return {
        requires_action: { action_id: o.actionId, amount: o.amount },
        message: t(lang, 'paymentNeedsConfirmation'),
      };
  }
}

/** POST subscription chooses a first plan (201), PUT changes it (200); 202 while the bank waits for a confirmation. */
async function planHandler(c: ScopedContext<'POST /subscription' | 'PUT /subscription'>) {
  const { deps, scope, lang } = c.var;
  const change = c.req.method === 'PUT';
  const body = await readBody(c, subscriptionRequest);
  const outcome = await choosePlan(deps.db, scope.businessId, body, change, deps.now());
  const status = outcome.kind === 'requires_action' ? 202 : change ? 200 : 201;
  return c.json(await reply(deps.db, scope.businessId, lang, outcomeText(lang, outcome)), status);
}

export const billingRoutes = new ApiRoutes()
  /** Every plan on offer; `?period=monthly|yearly` (or `?interval=month|year`) filters them. */
  .handle('GET /subscription/plan', async (c) => {
    const query = plansQuery.safeParse(c.req.query());
    if (!query.success) throw validationError(c.var.lang, query.error.issues);
    const { period, interval } = query.data;
    const wanted = period ? (period === 'yearly' ? 'year' : 'month') : interval;
    const body: z.infer<typeof plansReply> = { plans: await listPlans(c.var.deps.db, wanted) };
    return c.json(body);
  })
  .handle('GET /subscription', async (c) => c.json(await reply(c.var.deps.db, c.var.scope.businessId, c.var.lang)))
  .handle('POST /subscription', planHandler)
  .handle('PUT /subscription', planHandler)
  .handle('POST /subscription/confirm', async (c) => {
    const { deps, scope, lang } = c.var;
    const { action_id } = await readBody(c, confirmPaymentRequest);
    const outcome = await confirmPayment(deps.db, scope.businessId, action_id, deps.now());
    return c.json(await reply(deps.db, scope.businessId, lang, outcomeText(lang, outcome)));
  })
  .handle('POST /subscription/cancel', async (c) => {
    const { deps, scope, lang } = c.var;
    const end = await setCancelAtPeriodEnd(deps.db, scope.businessId, true);
    return c.json(
      await reply(deps.db, scope.businessId, lang, {
        message: t(lang, 'subscriptionCanceled', { date: day(end, lang) }),
      }),
    );
  })
  .handle('POST /subscription/resume', async (c) => {
    const { deps, scope, lang } = c.var;
    await setCancelAtPeriodEnd(deps.db, scope.businessId, false);
    return c.json(await reply(deps.db, scope.businessId, lang, { message: t(lang, 'subscriptionResumed') }));
  })
  .handle('PUT /subscription/card', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, cardRequest);
    const paid = await updateCard(deps.db, scope.businessId, body, deps.now());
    return c.json(
      await reply(deps.db, scope.businessId, lang, { message: t(lang, paid ? 'cardUpdatedPaid' : 'cardUpdated') }),
    );
  })
  .handle('GET /invoice', async (c) => {
    const body: z.infer<typeof invoicesReply> = { invoices: await listInvoices(c.var.deps.db, c.var.scope.businessId) };
    return c.json(body);
  })
  .handle('GET /invoice/:id/pdf', async (c) => {
    const { deps, scope, lang } = c.var;
    const { pdf, fileName } = await invoicePdf(deps.db, scope.businessId, c.req.param('id'), lang);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    });
  });
