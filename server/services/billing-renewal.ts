/** The subscription's life without a background job: renewals, retries after a failed one, the lapse. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingInvoices, businesses } from '../db/schema';
import type { BusinessRow } from './account';
import { cardProvider } from './billing-cards';
import { addInvoice, latestDueInvoice } from './billing-invoices';
import { addInterval, DAY_MS, loadPlanRow } from './billing-plans';
import { loadSub, lockBusiness, setPlanInEffect, settledSubscription, writeSub, type SubRow } from './billing-rows';

/** Days after the failed renewal when the card is tried again; after the last, the plan lapses. */
export const RETRY_DAYS = [1, 3, 7] as const;

export async function lapse(tx: Db, businessId: string) {
  await setPlanInEffect(tx, businessId, null);
  await writeSub(tx, businessId, {
    ...settledSubscription,
    periodStart: null,
    periodEnd: null,
    nextDueAt: null,
  });
}

/**
 * Brings the subscription up to `now` (no job runs in the background): at the period's end a
 * cancelled plan lapses, a scheduled downgrade takes effect and the renewal is charged; a failed
 * renewal is "past due" and retried RETRY_DAYS after it failed, then lapses. Cheap when nothing
 * is due (one read by primary key); called before every business-scoped call (server/scope.ts).
 */
export async function settleSubscription(db: Db, businessId: string, now: Date): Promise<void> {
  const due = await loadSub(db, businessId);
  if (!due?.nextDueAt || due.nextDueAt > now) return;
  await db.transaction(async (tx) => {
    for (let guard = 0; guard < 120; guard++) {
      const business = await lockBusiness(tx, businessId);
      const sub = (await loadSub(tx, businessId))!;
      const at = sub.nextDueAt;
      if (!at || at > now) return;
      if (!business.planId) {
        await writeSub(tx, businessId, { nextDueAt: null });
        return;
      }
      if (business.subscriptionStatus === 'past_due') await retryPayment(tx, business, sub, at);
      else await renew(tx, business, sub, at);
    }
  });
}

async function renew(tx: Db, business: BusinessRow, sub: SubRow, at: Date) {
  if (sub.cancelAtPeriodEnd || !sub.paymentMethod) return lapse(tx, business.id);
  const plan = (await loadPlanRow(tx, sub.pendingPlanId ?? business.planId!))!;
  const end = addInterval(at, plan.interval);
  const result = await cardProvider.charge(sub.paymentMethod, plan.price, { offSession: true });
  const paid = result.status === 'succeeded';
  await setPlanInEffect(tx, business.id, plan, paid ? 'active' : 'past_due');
  await addInvoice(tx, business.id, {
    issuedAt: at,
    periodStart: at,
    periodEnd: end,
    plan,
    lines: [{ kind: 'plan', plan: plan.name, amount: plan.price }],
    paid,
  });
  await writeSub(tx, business.id, {
    periodStart: at,
    periodEnd: end,
    pendingPlanId: null,
    ...(paid
      ? { nextDueAt: end }
      : {
          pastDueSince: at,
          failedAttempts: 1,
          failureReason: result.status === 'declined' ? result.reason : 'cardDeclined',
          nextDueAt: new Date(at.getTime() + RETRY_DAYS[0] * DAY_MS),
        }),
  });
}

/** Marks the past-due invoice paid and the subscription active again. */
export async function recover(tx: Db, businessId: string, sub: SubRow, at: Date) {
  const invoice = await latestDueInvoice(tx, businessId);
  if (invoice)
    await tx.update(billingInvoices).set({ status: 'paid', paidAt: at }).where(eq(billingInvoices.id, invoice.id));
  await tx.update(businesses).set({ subscriptionStatus: 'active' }).where(eq(businesses.id, businessId));
  await writeSub(tx, businessId, {
    pastDueSince: null,
    failedAttempts: 0,
    failureReason: null,
    nextDueAt: sub.periodEnd,
  });
}

async function retryPayment(tx: Db, business: BusinessRow, sub: SubRow, at: Date) {
  const invoice = await latestDueInvoice(tx, business.id);
  const result = sub.paymentMethod
    ? await cardProvider.charge(sub.paymentMethod, invoice?.total ?? 0, { offSession: true })
    : ({ status: 'declined', reason: 'cardDeclined' } as const);
  if (result.status === 'succeeded') return recover(tx, business.id, sub, at);
  const attempts = sub.failedAttempts + 1;
  const nextDay = RETRY_DAYS[attempts - 1];
  if (nextDay === undefined) return lapse(tx, business.id);
  await writeSub(tx, business.id, {
    failedAttempts: attempts,
    failureReason: result.status === 'declined' ? result.reason : 'cardDeclined',
    nextDueAt: new Date(sub.pastDueSince!.getTime() + nextDay * DAY_MS),
  });
}
