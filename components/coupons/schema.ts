import { z } from 'zod';
import {
  couponKinds,
  couponRequest,
  couponValidities,
  type Coupon,
  type CouponRequest,
  type OrderType,
} from '@/lib/contract';
import { moneyText } from '@/lib/contract/money-text';
import { orderTypes } from '@/lib/contract/plain/orders';
import { V } from '@/lib/contract/rules';
import { centsToInput } from '@/lib/money';

/** A percent typed with a decimal or a letter (the contract only knows whole percents). */
export const PERCENT_WHOLE = 'validation.couponPercentWhole';

type Issue = { path: string; message: string };

/** Dollars typed for a fixed amount or a minimum → cents (null when left empty); the refusal key otherwise. */
function centsOf(text: string, required: boolean): number | null | string {
  const parsed = moneyText({ required }).safeParse(text);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? 'validation.money');
}

/** "10", "10 %" → 10; a refusal key for anything but a whole number. */
function percentOf(text: string): number | string {
  const v = text.trim().replace(/\s*%$/, '');
  if (v === '') return V.required;
  return /^\d{1,9}$/.test(v) ? Number(v) : PERCENT_WHOLE;
}

/** An empty limit is no limit; anything else goes to the contract as a number (NaN included, which it refuses). */
const limitOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The drawer's schema: what was typed (dollars for a fixed amount and the minimum, a whole percent,
 * limits as text, dates and times as the browser's fields give them) becomes the request, which
 * then goes through the contract's own rules (SPEC §5: code 3 to 20, minimum above a fixed value,
 * a period's days in order, a recurring window with days and hours). The form refuses exactly what
 * the API would, on the same fields. Fields the chosen validity does not use are sent empty, so a
 * hidden stale value can never be refused.
 */
export const couponForm = z
  .object({
    code: z.string(),
    kind: z.enum(couponKinds),
    amount: z.string(),
    minimum_purchase: z.string(),
    validity: z.enum(couponValidities),
    starts_on: z.string(),
    ends_on: z.string(),
    days: z.array(z.number()),
    from_time: z.string(),
    to_time: z.string(),
    total_uses: z.string(),
    uses_per_customer: z.string(),
    order_types: z.array(z.enum(orderTypes)),
    category_ids: z.array(z.string()),
    item_ids: z.array(z.string()),
    active: z.boolean(),
  })
  .transform((v, ctx): CouponRequest => {
    const issues: Issue[] = [];
    const amount = v.kind === 'fixed' ? centsOf(v.amount, true) : percentOf(v.amount);
    const minimum = centsOf(v.minimum_purchase, false);
    if (typeof amount === 'string') issues.push({ path: 'amount', message: amount });
    if (typeof minimum === 'string') issues.push({ path: 'minimum_purchase', message: minimum });
    const period = v.validity === 'period';
    const recurring = v.validity === 'recurring';
    const request: CouponRequest = {
      code: v.code,
      kind: v.kind,
      // A placeholder while the amount is unreadable: the contract still checks everything else.
      amount: typeof amount === 'number' ? amount : 1,
      minimum_purchase: typeof minimum === 'number' ? minimum : 0,
      validity: v.validity,
      starts_on: period ? v.starts_on || null : null,
      ends_on: period ? v.ends_on || null : null,
      days: recurring ? v.days : [],
      from_time: recurring ? v.from_time || null : null,
      to_time: recurring ? v.to_time || null : null,
      total_uses: limitOf(v.total_uses),
      uses_per_customer: limitOf(v.uses_per_customer),
      order_types: v.order_types,
      category_ids: v.category_ids,
      item_ids: v.item_ids,
      active: v.active,
    };
    const checked = couponRequest.safeParse(request);
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const path = String(issue.path[0] ?? '');
        // A field already refused here keeps its own reason; the minimum is only compared with a real amount.
        if (issues.some((i) => i.path === path) || (path === 'minimum_purchase' && typeof amount === 'string'))
          continue;
        issues.push({ path, message: issue.message });
      }
    for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path: [path], message });
    // The contract's own output: the code trimmed and in capitals, as the server will keep it.
    return issues.length || !checked.success ? z.NEVER : checked.data;
  });

export type CouponFormIn = z.input<typeof couponForm>;
export type CouponFormOut = z.output<typeof couponForm>;

/** A new coupon: a percent, always valid, for every order type, with no limit. */
export function toFormValues(c: Coupon | undefined, locale: string): CouponFormIn {
  return {
    code: c?.code ?? '',
    kind: c?.kind ?? 'percent',
    amount: !c ? '' : c.kind === 'fixed' ? centsToInput(c.amount, locale) : String(c.amount),
    minimum_purchase: c?.minimum_purchase ? centsToInput(c.minimum_purchase, locale) : '',
    validity: c?.validity ?? 'always',
    starts_on: c?.starts_on ?? '',
    ends_on: c?.ends_on ?? '',
    days: c?.days ?? [],
    from_time: c?.from_time ?? '',
    to_time: c?.to_time ?? '',
    total_uses: c?.total_uses == null ? '' : String(c.total_uses),
    uses_per_customer: c?.uses_per_customer == null ? '' : String(c.uses_per_customer),
    order_types: c?.order_types ?? ([...orderTypes] as OrderType[]),
    category_ids: c?.category_ids ?? [],
    item_ids: c?.item_ids ?? [],
    active: c?.active ?? true,
  };
}

export const toRequest = (v: CouponFormOut): CouponRequest => v;

/** Every field of the request is on the form: each server field error lands on its field. */
export const SERVER_FIELDS = [
  'code',
  'kind',
  'amount',
  'minimum_purchase',
  'validity',
  'starts_on',
  'ends_on',
  'days',
  'from_time',
  'to_time',
  'total_uses',
  'uses_per_customer',
  'order_types',
  'category_ids',
  'item_ids',
  'active',
] as const;
