import { eq } from 'drizzle-orm';
import type { BillingDetails, CardRequest } from '../../lib/contract';
import { CARD_EXPIRY, cardDigits } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { t, type Lang } from '../i18n';
import { fail, fieldFail } from '../lib/http';
import type { BusinessRow } from './account';
import { cardProvider, type CardInput, type SavedCard } from './billing-cards';
import { addInvoice, latestDueInvoice } from './billing-invoices';
import { addInterval, loadPlan, loadPlanRow, perDay, prorate, type PlanRow } from './billing-plans';
import { recover } from './billing-renewal';
import {
  cardColumns,
  loadSub,
  lockBusiness,
  setPlanInEffect,
  settledSubscription,
  writeSub,
  type SubRow,
} from './billing-rows';

export function cardInput(body: Partial<CardRequest>): CardInput | null {
  if (!body.card_number || !body.card_expiry || !body.card_cvc || !body.card_name) return null;
  const [, mm, yy] = CARD_EXPIRY.exec(body.card_expiry)!;
  return {
    number: cardDigits(body.card_number),
    expMonth: Number(mm),
    expYear: 2000 + Number(yy),
    cvc: body.card_cvc,
    name: body.card_name,
  };
}

async function attachCard(card: CardInput, now: Date): Promise<SavedCard> {
  const attached = await cardProvider.attach(card, now);
  if (!attached.ok) throw fieldFail('card_number', attached.reason);
  return attached.card;
}

/** A first plan paid: the period starts now. */
async function activate(tx: Db, businessId: string, plan: PlanRow, card: SavedCard, now: Date) {
  const end = addInterval(now, plan.interval);
  await setPlanInEffect(tx, businessId, plan);
  await writeSub(tx, businessId, {
    ...cardColumns(card),
    ...settledSubscription,
    periodStart: now,
    periodEnd: end,
    nextDueAt: end,
  });
  await addInvoice(tx, businessId, {
    issuedAt: now,
    periodStart: now,
    periodEnd: end,
    plan,
    lines: [{ kind: 'plan', plan: plan.name, amount: plan.price }],
    paid: true,
  });
}

/** An upgrade paid (`amount` prorated): the new plan is in effect at once, same period end. */
async function applyUpgrade(
  tx: Db,
  businessId: string,
  plan: PlanRow,
  sub: SubRow,
  amount: number,
  days: { remainingDays: number; totalDays: number },
  now: Date,
  card: SavedCard | null,
) {
  await setPlanInEffect(tx, businessId, plan);
  await writeSub(tx, businessId, { ...(card ? cardColumns(card) : {}), pendingPlanId: null, pendingAction: null });
  if (amount > 0)
    await addInvoice(tx, businessId, {
      issuedAt: now,
      periodStart: now,
      periodEnd: sub.periodEnd!,
      plan,
      lines: [{ kind: 'upgrade', plan: plan.name, amount, ...days }],
      paid: true,
    });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The billing side of GET subscription, in the caller's language. */
export async function billingDetails(db: Db, business: BusinessRow, lang: Lang): Promise<BillingDetails> {
  const sub = await loadSub(db, business.id);
  const pending = sub?.pendingPlanId ? await loadPlanRow(db, sub.pendingPlanId) : undefined;
  const pastDue = business.subscriptionStatus === 'past_due' && sub?.pastDueSince;
  return {
    status: !business.planId ? 'none' : business.subscriptionStatus === 'past_due' ? 'past_due' : 'active',
    plan: business.planId ? { _id: business.planId, name: business.planName ?? '' } : null,
    period_start: business.planId ? iso(sub?.periodStart ?? null) : null,
    period_end: business.planId ? iso(sub?.periodEnd ?? null) : null,
    cancel_at_period_end: sub?.cancelAtPeriodEnd ?? false,
    pending_plan: pending ? { _id: pending.id, name: pending.name } : null,
    card:
      sub?.cardLast4 && sub.cardBrand
        ? { brand: sub.cardBrand, last4: sub.cardLast4, exp_month: sub.cardExpMonth!, exp_year: sub.cardExpYear! }
        : null,
    past_due: pastDue
      ? {
          since: sub.pastDueSince!.toISOString(),
          attempts: sub.failedAttempts,
          next_retry_at: iso(sub.nextDueAt),
          reason: t(lang, (sub.failureReason ?? 'cardDeclined') as 'cardDeclined'),
        }
      : null,
  };
}

export type ChangeOutcome =
  | { kind: 'subscribed'; plan: PlanRow; charged: number }
  | { kind: 'upgraded'; plan: PlanRow; charged: number }
  | { kind: 'downgrade'; plan: PlanRow; on: Date }
  | { kind: 'kept'; plan: PlanRow }
  | { kind: 'requires_action'; plan: PlanRow; actionId: string; amount: number };

/**
 * POST subscription (`change` false): a first plan, paid with the card at once. PUT (`change`
 * true): an upgrade is charged prorated and takes effect at once; a downgrade waits for the
 * period's end. A declined card is a 422 on card_number and writes nothing.
 */
export async function choosePlan(
  db: Db,
  businessId: string,
  body: { plan_id: string } & Partial<CardRequest>,
  change: boolean,
  now: Date,
): Promise<ChangeOutcome> {
  const plan = await loadPlan(db, body.plan_id);
  const card = cardInput(body);
  {
    // Refusals before the card is attached, so a wrong call has no effect with the provider either.
    const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    if ((b!.planId !== null) !== change) throw fail(409, change ? 'noSubscription' : 'alreadySubscribed');
    if (!change && !card) throw fieldFail('card_number', 'cardRequired');
  }
  const saved = card ? await attachCard(card, now) : null;
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const business = await lockBusiness(tx, businessId);
    if ((business.planId !== null) !== change) throw fail(409, change ? 'noSubscription' : 'alreadySubscribed');
    if (!change) {
      const result = await cardProvider.charge(saved!.paymentMethod, plan.price, { offSession: false });
      if (result.status === 'declined') throw fieldFail('card_number', result.reason);
      if (result.status === 'requires_action') {
        await writeSub(tx, businessId, { pendingAction: pendingOf(result.actionId, plan, false, plan.price, saved!) });
        return { kind: 'requires_action', plan, actionId: result.actionId, amount: plan.price };
      }
      await activate(tx, businessId, plan, saved!, now);
      return { kind: 'subscribed', plan, charged: plan.price };
    }
    if (business.subscriptionStatus === 'past_due') throw fail(409, 'subscriptionPastDue');
    const sub = (await loadSub(tx, businessId))!;
    const current = (await loadPlanRow(tx, business.planId!))!;
    if (plan.id === current.id) {
      await writeSub(tx, businessId, { pendingPlanId: null, ...(saved ? cardColumns(saved) : {}) });
      return { kind: 'kept', plan };
    }
    if (perDay(plan) <= perDay(current) || !sub.periodStart || !sub.periodEnd) {
      await writeSub(tx, businessId, { pendingPlanId: plan.id, ...(saved ? cardColumns(saved) : {}) });
      return { kind: 'downgrade', plan, on: sub.periodEnd ?? now };
    }
    const days = prorate(current.price, plan.price, sub.periodStart, sub.periodEnd, now);
    const paymentMethod = saved?.paymentMethod ?? sub.paymentMethod;
    if (!paymentMethod) throw fieldFail('card_number', 'cardRequired');
    if (days.amount > 0) {
      const result = await cardProvider.charge(paymentMethod, days.amount, { offSession: false });
      if (result.status === 'declined') throw fieldFail('card_number', result.reason);
      if (result.status === 'requires_action') {
        const cardOf = saved ?? savedOf(sub);
        await writeSub(tx, businessId, { pendingAction: pendingOf(result.actionId, plan, true, days.amount, cardOf) });
        return { kind: 'requires_action', plan, actionId: result.actionId, amount: days.amount };
      }
    }
    await applyUpgrade(tx, businessId, plan, sub, days.amount, days, now, saved);
    return { kind: 'upgraded', plan, charged: Math.max(0, days.amount) };
  });
}

const savedOf = (sub: SubRow): SavedCard => ({
  paymentMethod: sub.paymentMethod!,
  brand: sub.cardBrand!,
  last4: sub.cardLast4!,
  expMonth: sub.cardExpMonth!,
  expYear: sub.cardExpYear!,
});

const pendingOf = (id: string, plan: PlanRow, change: boolean, amount: number, card: SavedCard) => ({
  id,
  planId: plan.id,
  change,
  amount,
  paymentMethod: card.paymentMethod,
  card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
});

/** POST subscription/confirm: the card holder confirmed the payment; the choice it was for completes. */
export async function confirmPayment(db: Db, businessId: string, actionId: string, now: Date): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const business = await lockBusiness(tx, businessId);
    const sub = await loadSub(tx, businessId);
    const action = sub?.pendingAction;
    if (!action || action.id !== actionId) throw fail(404, 'paymentActionNotFound');
    const plan = (await loadPlanRow(tx, action.planId))!;
    const result = await cardProvider.confirm(actionId);
    if (result.status !== 'succeeded') {
      await writeSub(tx, businessId, { pendingAction: null });
      throw fieldFail('card_number', result.status === 'declined' ? result.reason : 'cardDeclined');
    }
    const card: SavedCard = { paymentMethod: action.paymentMethod, ...action.card };
    if (!action.change) {
      if (business.planId) throw fail(409, 'alreadySubscribed');
      await activate(tx, businessId, plan, card, now);
      return { kind: 'subscribed', plan, charged: action.amount };
    }
    if (!business.planId || !sub.periodStart || !sub.periodEnd) throw fail(409, 'noSubscription');
    const days = prorate(0, 0, sub.periodStart, sub.periodEnd, now);
    await applyUpgrade(tx, businessId, plan, sub, action.amount, days, now, card);
    return { kind: 'upgraded', plan, charged: action.amount };
  });
}

/** POST subscription/cancel (`cancel` true) and resume (false): the plan ends, or not, at the period's end. */
export async function setCancelAtPeriodEnd(db: Db, businessId: string, cancel: boolean): Promise<Date> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, businessId);
    const sub = await loadSub(tx, businessId);
    if (!business.planId || !sub?.periodEnd) throw fail(409, 'noSubscription');
    if (!cancel && !sub.cancelAtPeriodEnd) throw fail(409, 'notCanceled');
    await writeSub(tx, businessId, { cancelAtPeriodEnd: cancel, ...(cancel ? { pendingPlanId: null } : {}) });
    return sub.periodEnd;
  });
}

/**
 * PUT subscription/card: a new card for the next payments. Past due, the unpaid invoice is
 * charged on it at once; a declined card is refused and the old one stays.
 */
export async function updateCard(db: Db, businessId: string, body: CardRequest, now: Date): Promise<boolean> {
  const business0 = (await db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!;
  if (!business0.planId) throw fail(409, 'noSubscription');
  const saved = await attachCard(cardInput(body)!, now);
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, businessId);
    if (!business.planId) throw fail(409, 'noSubscription');
    const sub = (await loadSub(tx, businessId))!;
    if (business.subscriptionStatus !== 'past_due') {
      await writeSub(tx, businessId, cardColumns(saved));
      return false;
    }
    const invoice = await latestDueInvoice(tx, businessId);
    // The owner has just entered the card, so the test provider's "authenticate" card pays too.
    const result = await cardProvider.charge(saved.paymentMethod, invoice?.total ?? 0, { offSession: true });
    if (result.status !== 'succeeded')
      throw fieldFail('card_number', result.status === 'declined' ? result.reason : 'cardDeclined');
    await writeSub(tx, businessId, cardColumns(saved));
    await recover(tx, businessId, sub, now);
    return true;
  });
}
