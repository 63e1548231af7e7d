import { z } from 'zod';
import { couponApplyRequest } from '@/lib/contract/coupons';
import { moneyText } from '@/lib/contract/money-text';
import { email } from '@/lib/contract/rules';

const apply = couponApplyRequest.shape;

/**
 * "Try a code": the storefront's question (POST coupon/apply) asked with a code, an order type,
 * the customer's e-mail (the per-customer limit counts by it) and a cart subtotal sent as one
 * line of no particular item.
 */
export const tryForm = z
  .object({
    code: apply.code,
    order_type: apply.order_type,
    customer: z.object({ email: email() }),
    subtotal: moneyText({ required: true }),
  })
  .transform((v): z.input<typeof couponApplyRequest> => ({
    code: v.code,
    order_type: v.order_type,
    // The storefront asks for a name; the e-mail stands in for it (the check never shows it).
    customer: { name: v.customer.email.slice(0, 64), email: v.customer.email, phone: null },
    lines: [{ item_id: null, category_id: null, price: v.subtotal ?? 0, quantity: 1 }],
  }));

export type TryFormIn = z.input<typeof tryForm>;
export type TryFormOut = z.output<typeof tryForm>;
