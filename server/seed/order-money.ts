import type { OrderType, PaymentMode } from '../../lib/contract';
import { pick, weighted, type Rng } from '../lib/random';
import { couponDiscount, type CouponRow } from '../services/coupons';

/**
 * How the demo's customers discount and tip, so the sales summary has figures a restaurant
 * would recognise. Pure draws: the generator passes its PRNG, and the amounts go through
 * priceOrder (and the coupon formula) like a real order's.
 */

/** Share of orders placed with a promotion code. */
export const DISCOUNTED_SHARE = 0.075;

interface Promotion {
  kind: CouponRow['kind'];
  /** Cents for a fixed amount, percent otherwise (as a coupon stores it). */
  amount: number;
  /** Lowest subtotal it applies to, in cents. */
  minimum: number;
  types: readonly OrderType[];
}

/** The codes a bistro runs: a welcome 10 % on delivery, $5 off $40, $3 off $15, a 15 % loyalty reward. */
const PROMOTIONS: ReadonlyArray<readonly [Promotion, number]> = [
  [{ kind: 'percent', amount: 10, minimum: 0, types: ['delivery'] }, 4],
  [{ kind: 'fixed', amount: 500, minimum: 4000, types: ['pickup', 'delivery', 'catering'] }, 3],
  [{ kind: 'fixed', amount: 300, minimum: 1500, types: ['pickup', 'delivery', 'dine_in'] }, 2],
  [{ kind: 'percent', amount: 15, minimum: 0, types: ['pickup', 'delivery', 'dine_in', 'catering'] }, 1],
];

/** Cents off the subtotal: 0 for most orders, else what one of the promotions the order qualifies for takes off. */
export function drawDiscount(rng: Rng, type: OrderType, subtotal: number): number {
  if (rng() >= DISCOUNTED_SHARE) return 0;
  const open = PROMOTIONS.filter(([p]) => p.types.includes(type) && subtotal >= p.minimum);
  const promotion = weighted(rng, open);
  return couponDiscount(promotion.kind, promotion.amount, subtotal);
}

/** Tip choices of the online checkout and of the card terminal, in percent of the subtotal. */
const CHECKOUT_TIPS = [10, 15, 15, 18, 20];
const TERMINAL_TIPS = [10, 15, 18, 20, 25];

/** Chance that an order of the type carries a tip on record, by payment mode. */
const TIP_CHANCE: Record<OrderType, Record<PaymentMode, number>> = {
  // Cash tips are handed over and mostly never recorded.
  pickup: { card_online: 0.55, card_pay_at_counter: 0.35, card_pay_on_delivery: 0.35, cash: 0.05 },
  delivery: { card_online: 0.85, card_pay_at_counter: 0.7, card_pay_on_delivery: 0.7, cash: 0.1 },
  dine_in: { card_online: 0.9, card_pay_at_counter: 0.9, card_pay_on_delivery: 0.9, cash: 0.15 },
  catering: { card_online: 0.3, card_pay_at_counter: 0.3, card_pay_on_delivery: 0.3, cash: 0 },
};

/**
 * Tip in percent of the subtotal: catering 10 % now and then; dine-in the usual 15–20 %; online
 * the checkout's buttons; at the terminal a little more spread; cash rarely on record at all.
 */
export function drawTipPercent(rng: Rng, type: OrderType, mode: PaymentMode): number {
  if (rng() >= TIP_CHANCE[type][mode]) return 0;
  if (type === 'catering') return 10;
  if (type === 'dine_in') return pick(rng, [15, 18, 20]);
  return pick(rng, mode === 'card_online' ? CHECKOUT_TIPS : TERMINAL_TIPS);
}
