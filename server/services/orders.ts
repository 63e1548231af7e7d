import { eq, sql } from 'drizzle-orm';
import type { OrderType, PaymentMode } from '../../lib/contract';
import type { Db } from '../db/client';
import { stateId } from '../db/reference-data';
import { businesses, orders, type OrderItem } from '../db/schema';
import { intBetween, pick, type Rng } from '../lib/random';

export { serializeOrder } from './order-serialize';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** A small bistro menu the test orders and the demo orders are made of (prices in cents). */
export const SAMPLE_MENU: readonly { name: string; price: number }[] = [
  { name: 'Classic Burger', price: 1495 },
  { name: 'Poutine', price: 1195 },
  { name: 'Caesar Salad', price: 1250 },
  { name: 'Margherita Pizza', price: 1800 },
  { name: 'Smoked Meat Sandwich', price: 1650 },
  { name: 'Fish and Chips', price: 1895 },
  { name: 'French Onion Soup', price: 895 },
  { name: 'Chicken Wings (10)', price: 1550 },
  { name: 'Fries', price: 550 },
  { name: 'Maple Pie', price: 750 },
  { name: 'Lemonade', price: 425 },
  { name: 'Sparkling Water', price: 350 },
];

/** Modifier choices per menu item (cents each); kept apart so SAMPLE_MENU stays name + price. */
export const SAMPLE_MODIFIERS: Readonly<Record<string, readonly { name: string; price: number }[]>> = {
  'Classic Burger': [
    { name: 'Add bacon', price: 200 },
    { name: 'Extra cheese', price: 150 },
    { name: 'Gluten-free bun', price: 100 },
  ],
  Poutine: [
    { name: 'Large', price: 300 },
    { name: 'Add pulled pork', price: 400 },
  ],
  'Caesar Salad': [{ name: 'Add grilled chicken', price: 450 }],
  'Margherita Pizza': [
    { name: 'Extra cheese', price: 250 },
    { name: 'Add pepperoni', price: 300 },
  ],
  'Chicken Wings (10)': [
    { name: 'Hot sauce', price: 0 },
    { name: 'Honey garlic', price: 0 },
  ],
  Fries: [
    { name: 'Large', price: 150 },
    { name: 'Sweet potato', price: 100 },
  ],
  Lemonade: [{ name: 'No ice', price: 0 }],
};
const ITEM_NOTES = ['No onions, please', 'Sauce on the side', 'Allergy: peanuts', 'Well done'];

/** Sales tax as a fraction num/den, so amounts stay integers: QST+GST in Quebec, 13 % elsewhere. */
export interface TaxRate {
  num: number;
  den: number;
}

/** By the location's state or province id (Location.address.state_province). */
export function taxRateFor(stateProvinceId: string): TaxRate {
  return stateProvinceId === stateId('CA', 'QC') ? { num: 14975, den: 100000 } : { num: 13, den: 100 };
}

/** amount × num / den rounded half up, in integers. */
export const share = (amount: number, num: number, den: number) => Math.floor((amount * num * 2 + den) / (den * 2));

/** One line's price in cents: (unit price + its modifiers) × quantity. */
export const lineTotal = (i: OrderItem) =>
  (i.price + (i.modifiers ?? []).reduce((s, m) => s + m.price, 0)) * i.quantity;

export interface Charges {
  deliveryFee?: number;
  serviceFee?: number;
  /** Cents off the subtotal (a coupon). */
  discount?: number;
}

/**
 * Subtotal (lines with modifiers), tax (by default on the discounted subtotal), tip (a percentage of the
 * subtotal), fees, and total = subtotal − discount + tax + tip + fees, all in cents.
 */
export function priceOrder(
  items: readonly OrderItem[],
  /** A rate on the discounted subtotal, or the tax already computed in cents (per item, from the menu). */
  taxed: TaxRate | number,
  tipPercent: number,
  charges: Charges = {},
) {
  const subtotal = items.reduce((sum, i) => sum + lineTotal(i), 0);
  const discount = Math.min(charges.discount ?? 0, subtotal);
  const deliveryFee = charges.deliveryFee ?? 0;
  const serviceFee = charges.serviceFee ?? 0;
  const tax = typeof taxed === 'number' ? taxed : share(subtotal - discount, taxed.num, taxed.den);
  const tip = share(subtotal, tipPercent, 100);
  return {
    subtotal,
    tax,
    tip,
    deliveryFee,
    serviceFee,
    discount,
    total: subtotal - discount + tax + tip + deliveryFee + serviceFee,
  };
}

/** `count` distinct menu items with quantities (1 mostly, up to `maxQuantity`), some with modifiers or a note. */
export function pickItems(rng: Rng, count: number, maxQuantity = 3): OrderItem[] {
  const menu = [...SAMPLE_MENU];
  const items: OrderItem[] = [];
  for (let i = 0; i < count && menu.length; i++) {
    const [item] = menu.splice(Math.floor(rng() * menu.length), 1);
    const quantity = rng() < 0.7 ? 1 : intBetween(rng, 2, maxQuantity);
    const choices = SAMPLE_MODIFIERS[item!.name] ?? [];
    const modifiers = choices.length && rng() < 0.4 ? [pick(rng, choices)] : [];
    const line: OrderItem = { name: item!.name, quantity, price: item!.price, modifiers };
    if (rng() < 0.08) line.notes = pick(rng, ITEM_NOTES);
    items.push(line);
  }
  return items;
}

/** Payment modes a customer can choose per order type (SPEC §3 online-order settings). */
export function paymentModeFor(rng: Rng, type: OrderType): PaymentMode {
  if (type === 'catering') return 'card_online';
  const roll = rng();
  if (roll < 0.65) return 'card_online';
  if (roll < 0.85) return type === 'delivery' ? 'card_pay_on_delivery' : 'card_pay_at_counter';
  return 'cash';
}

/** Reserves `count` consecutive order numbers of the business; returns the first one. */
export async function takeOrderNumbers(db: Db, businessId: string, count: number): Promise<number> {
  const [row] = await db
    .update(businesses)
    .set({ nextOrderNumber: sql`${businesses.nextOrderNumber} + ${count}` })
    .where(eq(businesses.id, businessId))
    .returning({ next: businesses.nextOrderNumber });
  if (!row) throw new Error(`business ${businessId} vanished`);
  return row.next - count;
}

/** SPEC §9: default tip 15 % for pick-up, delivery and dine-in; service fee 0.99. */
export const DEFAULT_TIP_PERCENT = 15;
export const DEFAULT_SERVICE_FEE = 99;
export const DEFAULT_DELIVERY_FEE = 399;
