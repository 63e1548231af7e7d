import type { BillingDetails, Plan } from '@/lib/contract';

const DAY_MS = 86_400_000;

/** What choosing `plan` will do, as the checkout says it before anything is sent. */
export type Charge =
  | { kind: 'first'; amount: number }
  /** `amount` is the prorated difference for the days left; the server's reply says what was charged. */
  | { kind: 'upgrade'; amount: number; remainingDays: number; renewsOn: string }
  | { kind: 'downgrade'; on: string }
  /** The current plan is not in the list shown (another period): its price, and so the charge, is unknown here. */
  | { kind: 'change' }
  | { kind: 'same' };

/** A plan is higher when it costs more per day: the server's rule, so a yearly plan compares with a monthly one. */
const perDay = (p: Pick<Plan, 'price' | 'interval'>) => p.price / (p.interval === 'year' ? 365 : 30);

/**
 * The server's proration (server/services/billing.ts prorate): the price difference times the
 * days left over the period's days, a started day counting as left, rounded to the cent.
 */
export function prorated(oldPrice: number, newPrice: number, start: Date, end: Date, now: Date) {
  const totalDays = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
  const remainingDays = Math.min(totalDays, Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)));
  return { remainingDays, amount: Math.round(((newPrice - oldPrice) * remainingDays) / totalDays) };
}

export function chargeFor(
  plan: Plan,
  current: Plan | undefined,
  billing: BillingDetails | undefined,
  now: Date,
): Charge {
  const active = billing && billing.status !== 'none' && billing.plan;
  if (!active) return { kind: 'first', amount: plan.price };
  if (billing.plan!._id === plan._id) return { kind: 'same' };
  const end = billing.period_end ?? '';
  if (!current) return { kind: 'change' };
  if (perDay(plan) <= perDay(current)) return { kind: 'downgrade', on: end };
  const { amount, remainingDays } = prorated(
    current.price,
    plan.price,
    new Date(billing.period_start ?? now),
    new Date(end || now),
    now,
  );
  return { kind: 'upgrade', amount: Math.max(0, amount), remainingDays, renewsOn: end };
}

/** "visa" → "Visa": the provider's brand key as printed. */
export const cardBrand = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);
