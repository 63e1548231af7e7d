/** The plans on offer and their arithmetic: a period's end, an upgrade's prorated charge. */
import { asc, eq } from 'drizzle-orm';
import type { Plan } from '../../lib/contract';
import type { Db } from '../db/client';
import { plans } from '../db/schema';
import { fieldFail } from '../lib/http';

export type PlanRow = typeof plans.$inferSelect;

export const DAY_MS = 86_400_000;

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
export const perDay = (p: PlanRow) => p.price / (p.interval === 'year' ? 365 : 30);

export async function loadPlan(db: Db, planId: string): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw fieldFail('plan_id', 'planNotFound');
  return plan;
}

export async function loadPlanRow(db: Db, id: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}
