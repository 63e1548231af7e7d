import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { BillingDetails, BillingInvoice, CardRequest, Plan } from '../../lib/contract';
import { CARD_EXPIRY, cardDigits } from '../../lib/contract';
import type { Db } from '../db/client';
import { billingInvoices, billingSubscriptions, businesses, plans, type InvoiceLine } from '../db/schema';
import { t, type Lang } from '../i18n';
import { fail, fieldFail } from '../lib/http';
import type { BusinessRow } from './account';
import { testCardProvider, type CardInput, type CardProvider, type SavedCard } from './billing-cards';

type PlanRow = typeof plans.$inferSelect;
type SubRow = typeof billingSubscriptions.$inferSelect;

/** The card processor: the built-in test provider until a real one is configured. */
export const cardProvider: CardProvider = testCardProvider;

export const DAY_MS = 86_400_000;
/** Days after the failed renewal when the card is tried again; after the last, the plan lapses. */
export const RETRY_DAYS = [1, 3, 7] as const;
/** Subscription prices are sold tax included for now (SPEC is silent): the invoices show tax 0. */
const TAX_RATE = 0;

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

/** `date` plus whole months (a year is 12), the day clamped to the month's last (Jan 31 → Feb 28). */
export function addInterval(date: Date, interval: Plan['interval']): Date {
  const months = interval === 'year' ? 12 : 1;
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The prorated charge of an upgrade, in cents: the price difference for the days left.
 * totalDays = round((end − start) / 1 day), remainingDays = ceil((end − now) / 1 day) (a started
 * day counts), amount = round((new − old) × remainingDays / totalDays), half up.
 */
export function prorate(oldPrice: number, newPrice: number, start: Date, end: Date, now: Date) {
  const totalDays = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
  const remainingDays = Math.min(totalDays, Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)));
  return { totalDays, remainingDays, amount: Math.round(((newPrice - oldPrice) * remainingDays) / totalDays) };
}

/** A plan is "higher" when it costs more per day (a yearly plan compared with a monthly one too). */
const perDay = (p: PlanRow) => p.price / (p.interval === 'year' ? 365 : 30);

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

const cardColumns = (c: SavedCard) => ({
  paymentMethod: c.paymentMethod,
  cardBrand: c.brand,
  cardLast4: c.last4,
  cardExpMonth: c.expMonth,
  cardExpYear: c.expYear,
});

async function loadPlan(db: Db, planId: string): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw fieldFail('plan_id', 'planNotFound');
  return plan;
}

/** The business row, locked: every billing write runs behind it, one at a time per business. */
async function lockBusiness(tx: Db, businessId: string): Promise<BusinessRow> {
  const [row] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
  if (!row) throw new Error(`business ${businessId} vanished`);
  return row;
}

async function loadSub(db: Db, businessId: string): Promise<SubRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.businessId, businessId));
  return row;
}

async function writeSub(tx: Db, businessId: string, values: Partial<Omit<SubRow, 'businessId'>>) {
  await tx
    .insert(billingSubscriptions)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: billingSubscriptions.businessId, set: values });
}

/** What gating reads: the plan in effect on the business row. */
async function setPlanInEffect(tx: Db, businessId: string, plan: PlanRow | null, status = 'active') {
  await tx
    .update(businesses)
    .set(
      plan
        ? { planId: plan.id, planName: plan.name, subscriptionStatus: status, websiteManager: plan.websiteManager }
        : { planId: null, planName: null, subscriptionStatus: 'inactive', websiteManager: false },
    )
    .where(eq(businesses.id, businessId));
}

/**
 * A new invoice numbered after the business's last one. Callers hold the business row's lock,
 * so two payments at once get consecutive numbers (the unique index is the last guard).
 */
async function addInvoice(
  tx: Db,
  businessId: string,
  v: { issuedAt: Date; periodStart: Date; periodEnd: Date; plan: PlanRow; lines: InvoiceLine[]; paid: boolean },
) {
  const [last] = await tx
    .select({ n: max(billingInvoices.number) })
    .from(billingInvoices)
    .where(eq(billingInvoices.businessId, businessId));
  const subtotal = v.lines.reduce((sum, l) => sum + l.amount, 0);
  const tax = Math.round(subtotal * TAX_RATE);
  const [row] = await tx
    .insert(billingInvoices)
    .values({
      businessId,
      number: (last?.n ?? 0) + 1,
      issuedAt: v.issuedAt,
      periodStart: v.periodStart,
      periodEnd: v.periodEnd,
      planName: v.plan.name,
      lines: v.lines,
      subtotal,
      tax,
      total: subtotal + tax,
      currency: v.plan.currency,
      status: v.paid ? 'paid' : 'due',
      paidAt: v.paid ? v.issuedAt : null,
    })
    .returning();
  return row!;
}

/** A first plan paid: the period starts now. */
async function activate(tx: Db, businessId: string, plan: PlanRow, card: SavedCard, now: Date) {
  const end = addInterval(now, plan.interval);
  await setPlanInEffect(tx, businessId, plan);
  await writeSub(tx, businessId, {
    ...cardColumns(card),
    periodStart: now,
    periodEnd: end,
    pendingPlanId: null,
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    failedAttempts: 0,
    failureReason: null,
    pendingAction: null,
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

async function lapse(tx: Db, businessId: string) {
  await setPlanInEffect(tx, businessId, null);
  await writeSub(tx, businessId, {
    periodStart: null,
    periodEnd: null,
    pendingPlanId: null,
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    failedAttempts: 0,
    failureReason: null,
    pendingAction: null,
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

async function loadPlanRow(db: Db, id: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

async function latestDueInvoice(tx: Db, businessId: string) {
  const [row] = await tx
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.businessId, businessId), eq(billingInvoices.status, 'due')))
    .orderBy(desc(billingInvoices.number))
    .limit(1);
  return row;
}

/** Marks the past-due invoice paid and the subscription active again. */
async function recover(tx: Db, businessId: string, sub: SubRow, at: Date) {
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

const serializeInvoice = (r: typeof billingInvoices.$inferSelect): BillingInvoice => ({
  _id: r.id,
  number: r.number,
  issued_at: r.issuedAt.toISOString(),
  period_start: r.periodStart.toISOString(),
  period_end: r.periodEnd.toISOString(),
  plan_name: r.planName,
  subtotal: r.subtotal,
  tax: r.tax,
  total: r.total,
  currency: r.currency,
  status: r.status,
});

/** GET invoice: newest first. */
export async function listInvoices(db: Db, businessId: string): Promise<BillingInvoice[]> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.businessId, businessId))
    .orderBy(desc(billingInvoices.number));
  return rows.map(serializeInvoice);
}

export async function loadInvoice(db: Db, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.businessId, businessId), eq(billingInvoices.id, id)));
  if (!row) throw fail(404, 'invoiceNotFound');
  return row;
}
