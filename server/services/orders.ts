import { eq, sql } from 'drizzle-orm';
import type { Location, Order, OrderType } from '../../lib/contract';
import type { Db } from '../db/client';
import { stateId } from '../db/reference-data';
import { businesses, orders, type OrderItem } from '../db/schema';
import { intBetween, type Rng } from '../lib/random';

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

/** Subtotal, tax (on the subtotal), tip (a percentage of the subtotal) and total, in cents. */
export function priceOrder(items: readonly OrderItem[], rate: TaxRate, tipPercent: number) {
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const tax = share(subtotal, rate.num, rate.den);
  const tip = share(subtotal, tipPercent, 100);
  return { subtotal, tax, tip, total: subtotal + tax + tip };
}

/** `count` distinct menu items with quantities (1 mostly, up to `maxQuantity`). */
export function pickItems(rng: Rng, count: number, maxQuantity = 3): OrderItem[] {
  const menu = [...SAMPLE_MENU];
  const items: OrderItem[] = [];
  for (let i = 0; i < count && menu.length; i++) {
    const [item] = menu.splice(Math.floor(rng() * menu.length), 1);
    const quantity = rng() < 0.7 ? 1 : intBetween(rng, 2, maxQuantity);
    items.push({ name: item!.name, quantity, price: item!.price });
  }
  return items;
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

export function serializeOrder(o: OrderRow): Order {
  return {
    _id: o.id,
    order_number: o.orderNumber,
    location_id: o.locationId,
    type: o.type,
    status: o.status,
    is_test: o.isTest,
    subtotal: o.subtotal,
    tax: o.tax,
    tip: o.tip,
    total: o.total,
    customer_name: o.customerName,
    created_at: o.createdAt.toISOString(),
    scheduled_at: o.scheduledAt?.toISOString() ?? null,
  };
}

/** SPEC §9: default tip 15 % for pick-up, delivery and dine-in. */
const DEFAULT_TIP_PERCENT = 15;

/**
 * A test order as a customer would place it: 2 to 4 menu items, tax of the location's
 * province, the default tip; status new, flagged is_test. Marks the place_a_test_order step.
 */
export async function placeTestOrder(
  db: Db,
  input: { businessId: string; location: Location; type: OrderType; rng: Rng; now: Date },
): Promise<OrderRow> {
  const items = pickItems(input.rng, intBetween(input.rng, 2, 4), 2);
  const money = priceOrder(items, taxRateFor(input.location.address.state_province), input.type === 'catering' ? 10 : DEFAULT_TIP_PERCENT);
  return db.transaction(async (tx) => {
    const number = await takeOrderNumbers(tx as unknown as Db, input.businessId, 1);
    const [row] = await tx
      .insert(orders)
      .values({
        businessId: input.businessId,
        locationId: input.location._id,
        orderNumber: String(number),
        type: input.type,
        status: 'new',
        isTest: true,
        ...money,
        customerName: 'Test Customer',
        customerPhone: input.location.contact.phone_number,
        items,
        createdAt: input.now,
      })
      .returning();
    await tx.update(businesses).set({ placeATestOrder: true }).where(eq(businesses.id, input.businessId));
    return row!;
  });
}
