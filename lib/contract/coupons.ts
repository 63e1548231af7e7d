import { z } from 'zod';
import { cents, MV } from './menu';
import { isoDay, orderingCustomer } from './orders';
import { orderTypes } from './plain/orders';
import { lineText, plainString, V } from './rules';
import { minutesOf } from './time-of-day';

/** Coupon field rules (SPEC §5: code 3 to 20; minimum purchase above a fixed coupon's value). */
export const CV = {
  code: 'validation.couponCode',
  percent: 'validation.couponPercent',
  amount: 'validation.moneyPositive',
  minimum: 'validation.couponMinimum',
  uses: 'validation.couponUses',
  orderTypes: 'validation.couponOrderTypes',
  days: 'validation.couponDays',
  hours: 'validation.couponHours',
  time: 'validation.timeOfDay',
  dateOrder: 'validation.dateOrder',
} as const;

export const couponKinds = ['fixed', 'percent'] as const;
/** always; a period of local days (inclusive); or recurring week days between two local times. */
export const couponValidities = ['always', 'period', 'recurring'] as const;

const uses = () =>
  z.number({ error: CV.uses }).int(CV.uses).min(1, CV.uses).max(1_000_000, CV.uses).nullable().default(null);
const time = () =>
  z
    .string({ error: V.required })
    .refine((v) => minutesOf(v) !== null, CV.time)
    .nullable()
    .default(null);
const ids = () => z.array(plainString().min(1).max(64), { error: MV.idList }).max(500, MV.idList).default([]);

/**
 * POST coupon / PUT coupon/{id}. `amount`: cents for a fixed coupon, a whole percent (1–100) for
 * a percent one. Scope: when `category_ids` or `item_ids` name something, only those lines count
 * (and the minimum purchase is read on them); empty lists mean the whole order.
 */
export const couponRequest = z
  .object({
    code: lineText()
      .min(1, V.required)
      .regex(/^[A-Za-z0-9_-]{3,20}$/, CV.code)
      .transform((c) => c.toUpperCase()),
    kind: z.enum(couponKinds, { error: V.choice }),
    amount: z.number({ error: V.required }).int(CV.amount).min(1, CV.amount).max(99_999_999, CV.amount),
    minimum_purchase: cents().default(0),
    validity: z.enum(couponValidities, { error: V.choice }).default('always'),
    starts_on: isoDay().nullable().default(null),
    ends_on: isoDay().nullable().default(null),
    /** Week days 0 (Sunday) to 6, for a recurring coupon. */
    days: z.array(z.number().int().min(0).max(6), { error: CV.days }).max(7, CV.days).default([]),
    from_time: time(),
    to_time: time(),
    total_uses: uses(),
    uses_per_customer: uses(),
    order_types: z
      .array(z.enum(orderTypes, { error: V.choice }))
      .min(1, CV.orderTypes)
      .default([...orderTypes]),
    category_ids: ids(),
    item_ids: ids(),
    active: z.boolean({ error: V.choice }).default(true),
  })
  .superRefine((c, ctx) => {
    const at = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'percent' && c.amount > 100) at('amount', CV.percent);
    if (c.kind === 'fixed' && c.minimum_purchase <= c.amount) at('minimum_purchase', CV.minimum);
    if (c.validity === 'period') {
      if (!c.starts_on) at('starts_on', V.required);
      if (!c.ends_on) at('ends_on', V.required);
      if (c.starts_on && c.ends_on && c.starts_on > c.ends_on) at('ends_on', CV.dateOrder);
    }
    if (c.validity === 'recurring') {
      if (!c.days.length) at('days', CV.days);
      if (!c.from_time) at('from_time', V.required);
      if (!c.to_time) at('to_time', V.required);
      if (c.from_time && c.to_time && minutesOf(c.from_time)! >= minutesOf(c.to_time)!) at('to_time', CV.hours);
    }
  });
export type CouponRequest = z.input<typeof couponRequest>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  amount: z.number().int(),
  minimum_purchase: z.number().int(),
  validity: z.enum(couponValidities),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  days: z.array(z.number().int()),
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
  total_uses: z.number().int().nullable(),
  uses_per_customer: z.number().int().nullable(),
  order_types: z.array(z.enum(orderTypes)),
  category_ids: z.array(z.string()),
  item_ids: z.array(z.string()),
  active: z.boolean(),
  /** How many orders used it so far. */
  used: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponsReply = z.object({ coupons: z.array(couponSchema) });
export const couponReply = z.object({ coupon: couponSchema, message: z.string().optional() });

/** One line of a cart: an item of the menu (its category for the scope), unit price in cents. */
export const cartLine = z.object({
  item_id: plainString().max(64).nullable().default(null),
  category_id: plainString().max(64).nullable().default(null),
  price: cents(),
  quantity: z.number({ error: V.required }).int(V.choice).min(1, V.choice).max(999, V.choice),
});

/** POST coupon/apply (what the storefront asks before checkout): a code and a cart. */
export const couponApplyRequest = z.object({
  code: lineText().min(1, V.required).max(64, V.max64),
  order_type: z.enum(orderTypes, { error: V.choice }),
  customer: orderingCustomer,
  lines: z.array(cartLine).min(1, V.required).max(200, V.choice),
});

/** Why a code does not apply; each has a text (server/i18n `coupon_<reason>`). */
export const couponRefusals = [
  'unknown',
  'inactive',
  'not_started',
  'expired',
  'not_now',
  'order_type',
  'minimum',
  'no_eligible_items',
  'used_up',
  'customer_limit',
] as const;
export type CouponRefusal = (typeof couponRefusals)[number];

export const couponApplyReply = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), coupon_id: z.string(), code: z.string(), discount: z.number().int() }),
  z.object({ valid: z.literal(false), reason: z.enum(couponRefusals), message: z.string() }),
]);

/** GET coupon/results?from=&to=: per coupon, its uses, the discount given and the sales of those orders. */
export const couponResultsQuery = z.object({ from: isoDay(), to: isoDay() });
export const couponResultsReply = z.object({
  results: z.array(
    z.object({
      coupon_id: z.string(),
      code: z.string(),
      uses: z.number().int(),
      discount: z.number().int(),
      sales: z.number().int(),
    }),
  ),
});
