import type { BillingDetails, BillingInvoice, Plan } from '@/lib/contract';
import { userReply } from '../support/shell-fixtures';

export const DAY = 86_400_000;

export const plan = (id: string, name: string, price: number, features: string[] = []): Plan => ({
  _id: id,
  name,
  price,
  currency: 'USD',
  interval: 'month',
  description: `${name} plan`,
  features,
  feature_availability: { website_manager: name === 'Premium' },
});

export const PLANS = [
  plan('p1', 'Basic', 2900, ['Online ordering']),
  plan('p2', 'Standard', 5900, ['Online ordering', 'Coupons']),
  plan('p3', 'Premium', 9900, ['Online ordering', 'Coupons', 'Website manager']),
];

export const noPlan: BillingDetails = {
  status: 'none',
  plan: null,
  period_start: null,
  period_end: null,
  cancel_at_period_end: false,
  pending_plan: null,
  card: null,
  past_due: null,
};

/** An active plan started 10 days ago, ending in 21 (a 31-day period). */
export function active(p: Plan, extra: Partial<BillingDetails> = {}): BillingDetails {
  const now = Date.now();
  return {
    status: 'active',
    plan: { _id: p._id, name: p.name },
    period_start: new Date(now - 10 * DAY).toISOString(),
    period_end: new Date(now + 21 * DAY).toISOString(),
    cancel_at_period_end: false,
    pending_plan: null,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    past_due: null,
    ...extra,
  };
}

export const subscriptionBody = (billing: BillingDetails, extra: object = {}) => ({
  subscription: {
    plan_id: billing.plan?._id ?? null,
    plan_name: billing.plan?.name ?? null,
    status: billing.status === 'none' ? 'inactive' : billing.status,
    feature_availability: { website_manager: billing.plan?.name === 'Premium' },
  },
  billing,
  ...extra,
});

export const invoice = (n: number, extra: Partial<BillingInvoice> = {}): BillingInvoice => ({
  _id: `i${n}`,
  number: n,
  issued_at: '2025-01-15T17:00:00.000Z',
  period_start: '2025-01-15T17:00:00.000Z',
  period_end: '2025-02-15T17:00:00.000Z',
  plan_name: 'Premium',
  subtotal: 9900,
  tax: 0,
  total: 9900,
  currency: 'USD',
  status: 'paid',
  ...extra,
});

type Reply = { status: number; body: unknown } | ((body: unknown) => { status: number; body: unknown });

/** The billing page's reads; `billing` may change as the test goes (a function is read on every call). */
export function billingRoutes(billing: () => BillingDetails, extra: Record<string, Reply> = {}) {
  return {
    'GET /api/v1/user': () => ({ status: 200, body: userReply({ planName: billing().plan?.name ?? null }) }),
    'GET /api/v1/subscription': () => ({ status: 200, body: subscriptionBody(billing()) }),
    'GET /api/v1/subscription/plan': { status: 200, body: { plans: PLANS } },
    'GET /api/v1/invoice': { status: 200, body: { invoices: [] } },
    ...extra,
  };
}
