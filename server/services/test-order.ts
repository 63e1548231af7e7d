import { and, eq } from 'drizzle-orm';
import type { Location, OrderingCustomer, OrderType } from '../../lib/contract';
import type { Db } from '../db/client';
import {
  businesses,
  categories,
  items,
  modifierGroups,
  orders,
  taxes,
  type ModifierOption,
  type OrderItem,
} from '../db/schema';
import { fail, fieldFail } from '../lib/http';
import { couponRefusalKey } from './coupon-texts';
import { judgeCoupon, recordCouponUse } from './coupons';
import { customerKey, isBlocked } from './customers';
import { intBetween, type Rng } from '../lib/random';
import { categoryOrder, inScope, itemOrder, type MenuScope } from './menu-serialize';
import { recordOrderEvent } from './order-events';
import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_SERVICE_FEE,
  DEFAULT_TIP_PERCENT,
  lineTotal,
  priceOrder,
  share,
  takeOrderNumbers,
  type OrderRow,
} from './orders';
import { refuseWhilePaused } from './store-availability';
import { refuseFullSlot } from './order-throttle';

/**
 * The getting-started test order (POST order/test), made of the location's own menu: what a
 * customer of this store could really order, at its prices, with its modifiers and taxes.
 */

type ItemRow = typeof items.$inferSelect;
type GroupRow = typeof modifierGroups.$inferSelect;
type TaxRow = typeof taxes.$inferSelect;

/** What a customer could order at a location: its orderable items, their modifier groups and the taxes. */
export interface OrderableMenu {
  items: ItemRow[];
  groups: Map<string, GroupRow>;
  taxes: TaxRow[];
}

/** Options a group needs chosen: its minimum, at least one when it is required. */
const needed = (g: GroupRow) => Math.max(g.minSelections, g.required ? 1 : 0);
const availableOptions = (g: GroupRow) => g.options.filter((o) => o.available);

/**
 * The location's menu as its storefront would offer it: available items of available categories,
 * in menu order, leaving out an item one of whose required groups has too few available options
 * (a customer could not complete it either).
 */
export async function orderableMenu(db: Db, scope: MenuScope): Promise<OrderableMenu> {
  const [rows, groupRows, taxRows] = await Promise.all([
    db
      .select({ item: items })
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .where(and(inScope(items, scope), eq(items.available, true), eq(categories.available, true)))
      .orderBy(...categoryOrder, ...itemOrder),
    db.select().from(modifierGroups).where(inScope(modifierGroups, scope)),
    db.select().from(taxes).where(inScope(taxes, scope)),
  ]);
  const groups = new Map(groupRows.map((g) => [g.id, g]));
  const complete = (i: ItemRow) =>
    i.modifierGroupIds.every((id) => {
      const g = groups.get(id);
      return !g || availableOptions(g).length >= needed(g);
    });
  return { items: rows.map((r) => r.item).filter(complete), groups, taxes: taxRows };
}

/** `count` distinct options of `options`, in the group's order. */
function chooseOptions(rng: Rng, options: readonly ModifierOption[], count: number): ModifierOption[] {
  const pool = [...options];
  const chosen: ModifierOption[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return options.filter((o) => chosen.includes(o));
}

/** The modifiers a customer picks for an item: every required choice, and now and then an optional one. */
function modifiersFor(rng: Rng, item: ItemRow, menu: OrderableMenu): { name: string; price: number }[] {
  return item.modifierGroupIds.flatMap((id) => {
    const g = menu.groups.get(id);
    if (!g) return [];
    const options = availableOptions(g);
    const optional = g.maxSelections > 0 && rng() < 0.3 ? 1 : 0;
    const count = Math.min(Math.max(needed(g), optional), Math.max(g.maxSelections, needed(g)));
    return chooseOptions(rng, options, count).map((o) => ({ name: o.name, price: o.price }));
  });
}

/** 2 to 4 distinct items of the menu (fewer when it has fewer), quantity 1 or 2, with their modifiers. */
export function testOrderLines(rng: Rng, menu: OrderableMenu): OrderItem[] {
  const pool = [...menu.items];
  const count = Math.min(pool.length, intBetween(rng, 2, 4));
  const lines: OrderItem[] = [];
  for (let i = 0; i < count; i++) {
    const [item] = pool.splice(Math.floor(rng() * pool.length), 1);
    lines.push({
      _id: item!.id,
      name: item!.name,
      quantity: rng() < 0.7 ? 1 : 2,
      price: item!.price,
      modifiers: modifiersFor(rng, item!, menu),
    });
  }
  return lines;
}

/**
 * Tax in cents as the menu sets it: an item with custom taxes pays those, any other the
 * location's default taxes. Each tax is computed once on the lines it applies to, less their
 * coupon discount (rate in thousandths of a percent), and rounded half up, as a receipt lists it.
 */
export function menuTax(
  lines: readonly OrderItem[],
  menu: OrderableMenu,
  lineDiscounts: readonly number[] = [],
): number {
  const byId = new Map(menu.items.map((i) => [i.id, i]));
  const defaults = menu.taxes.filter((t) => t.isDefault).map((t) => t.id);
  const base = new Map<string, number>();
  lines.forEach((line, index) => {
    const item = line._id ? byId.get(line._id) : undefined;
    const ids = item?.customTax ? item.taxIds : defaults;
    // A coupon lowers what the customer pays for the line, and so its tax.
    const paid = lineTotal(line) - (lineDiscounts[index] ?? 0);
    for (const id of new Set(ids)) base.set(id, (base.get(id) ?? 0) + paid);
  });
  return menu.taxes.reduce((sum, t) => sum + share(base.get(t.id) ?? 0, t.rateMilli, 100_000), 0);
}

/** The customer of a test order when the caller names none. */
const TEST_CUSTOMER = (location: Location): OrderingCustomer => ({
  name: 'Test Customer',
  email: 'test.customer@example.com',
  phone: location.contact.phone_number,
});

/**
 * The coupon of a test order, judged on its lines at the location's clock with the coupon row
 * locked (the transaction's), so two orders cannot take the last use. 422 on `coupon_code` with
 * the reason when it does not apply.
 */
async function couponFor(
  tx: Db,
  input: { businessId: string; location: Location; type: OrderType; now: Date; couponCode?: string },
  key: string,
  lines: readonly OrderItem[],
  menu: OrderableMenu,
) {
  const byId = new Map(menu.items.map((i) => [i.id, i]));
  const verdict = await judgeCoupon(
    tx,
    {
      businessId: input.businessId,
      code: input.couponCode!,
      orderType: input.type,
      customerKey: key,
      lines: lines.map((l) => ({
        itemId: l._id ?? null,
        categoryId: (l._id && byId.get(l._id)?.categoryId) || null,
        total: lineTotal(l),
      })),
      at: input.now,
      timezone: input.location.timezone,
    },
    true,
  );
  if (!verdict.ok) throw fieldFail('coupon_code', couponRefusalKey(verdict.reason));
  return verdict;
}

/**
 * A test order as a customer would place it from this location's menu: 2 to 4 of its orderable
 * items (required modifiers chosen, sometimes an optional one), the menu's taxes, the default
 * tip, the service fee (and a delivery fee and the location's street as the address for delivery
 * and catering); status new, flagged is_test. 409 when the menu has nothing to order. Marks the
 * place_a_test_order step and emits a 'created' order event in the same transaction.
 */
export async function placeTestOrder(
  db: Db,
  input: {
    businessId: string;
    location: Location;
    type: OrderType;
    rng: Rng;
    now: Date;
    /** Who orders; the demo test customer when absent. */
    customer?: OrderingCustomer;
    couponCode?: string;
  },
): Promise<OrderRow> {
  const customer = input.customer ?? TEST_CUSTOMER(input.location);
  const key = customerKey(customer);
  // A blocked customer cannot order (issue 16 item 1), a test order included.
  if (await isBlocked(db, input.businessId, key)) throw fail(409, 'customerBlocked');
  // A paused service takes no order, a test one included (issue 12 item 6).
  await refuseWhilePaused(db, input.location, input.type, input.now);
  // Nor does a slot already holding the most orders the store takes per interval (issue 13 item 4).
  await refuseFullSlot(db, input, input.type, input.now);
  const menu = await orderableMenu(db, { businessId: input.businessId, locationId: input.location._id });
  if (!menu.items.length) throw fail(409, 'testOrderNoMenu');
  const items = testOrderLines(input.rng, menu);
  const delivered = input.type === 'delivery' || input.type === 'catering';
  return db.transaction(async (tx) => {
    const coupon = input.couponCode ? await couponFor(tx, input, key, items, menu) : null;
    const money = priceOrder(
      items,
      menuTax(items, menu, coupon?.lineDiscounts),
      input.type === 'catering' ? 10 : DEFAULT_TIP_PERCENT,
      {
        serviceFee: DEFAULT_SERVICE_FEE,
        deliveryFee: delivered ? DEFAULT_DELIVERY_FEE : 0,
        discount: coupon?.discount ?? 0,
      },
    );
    const number = await takeOrderNumbers(tx, input.businessId, 1);
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
        paymentMode: 'card_online',
        customerName: customer.name,
        customerPhone: customer.phone,
        customerEmail: customer.email,
        address: delivered
          ? [input.location.address.street, input.location.address.city].filter(Boolean).join(', ') || null
          : null,
        items,
        statusHistory: [{ status: 'new', at: input.now.toISOString(), by: null }],
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    await tx.update(businesses).set({ placeATestOrder: true }).where(eq(businesses.id, input.businessId));
    if (coupon)
      await recordCouponUse(tx, {
        businessId: input.businessId,
        couponId: coupon.coupon.id,
        orderId: row!.id,
        customerKey: key,
        discount: money.discount,
        at: input.now,
      });
    await recordOrderEvent(tx, row!, 'created');
    return row!;
  });
}
