import { and, asc, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Coupon, CouponRefusal, couponRequest, OrderType } from '../../lib/contract';
import { localMoment } from '../../lib/contract/open-at';
import { minutesOf, timeOf } from '../../lib/contract/time-of-day';
import type { Db } from '../db/client';
import { categories, couponUses, coupons, items, orders } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { fieldFail, foundOr404 } from '../lib/http';
import { localDayRange } from './order-history';
import { share } from './orders';

export type CouponRow = typeof coupons.$inferSelect;
type CouponInput = z.output<typeof couponRequest>;

export const serializeCoupon = (r: CouponRow, used: number): Coupon => ({
  _id: r.id,
  code: r.code,
  kind: r.kind,
  amount: r.amount,
  minimum_purchase: r.minimumPurchase,
  validity: r.validity,
  starts_on: r.startsOn,
  ends_on: r.endsOn,
  days: r.days,
  from_time: r.fromMinute === null ? null : timeOf(r.fromMinute),
  to_time: r.toMinute === null ? null : timeOf(r.toMinute),
  total_uses: r.totalUses,
  uses_per_customer: r.usesPerCustomer,
  order_types: r.orderTypes,
  category_ids: r.categoryIds,
  item_ids: r.itemIds,
  active: r.active,
  used,
});

/** Uses that count: those of orders not cancelled (a cancelled order gives its use back). */
const countedUses = (where: ReturnType<typeof and>) =>
  sql`(select count(*) from ${couponUses} join ${orders} on ${orders.id} = ${couponUses.orderId}
    where ${orders.status} <> 'cancelled' and ${where})`;

export async function listCoupons(db: Db, businessId: string): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: coupons, used: sql<number>`${countedUses(eq(couponUses.couponId, coupons.id))}`.mapWith(Number) })
    .from(coupons)
    .where(eq(coupons.businessId, businessId))
    .orderBy(asc(sql`lower(${coupons.code})`));
  return rows.map((r) => serializeCoupon(r.coupon, r.used));
}

export async function couponOr404(db: Db, businessId: string, id: string): Promise<CouponRow> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.businessId, businessId), eq(coupons.id, id)));
  return foundOr404(row, 'couponNotFound');
}

async function usesOf(db: Db, couponId: string, customerKey?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(
      and(
        eq(couponUses.couponId, couponId),
        ne(orders.status, 'cancelled'),
        customerKey ? eq(couponUses.customerKey, customerKey) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** 422 on the code when another coupon of the business has it in any case; on the scope when an id is not the business's. */
async function refuseConflicts(db: Db, businessId: string, input: CouponInput, exceptId?: string) {
  const [same] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.businessId, businessId),
        sql`lower(${coupons.code}) = lower(${input.code})`,
        exceptId ? ne(coupons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw fieldFail('code', 'couponCodeTaken');
  const known = async (table: typeof items | typeof categories, ids: string[], field: string) => {
    if (!ids.length) return;
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.businessId, businessId), inArray(table.id, ids)));
    if ((row?.n ?? 0) !== new Set(ids).size) throw fieldFail(field, 'couponScopeUnknown');
  };
  await known(categories, input.category_ids, 'category_ids');
  await known(items, input.item_ids, 'item_ids');
}

/** The stored form: a field that the validity does not use is kept empty, so nothing stale lingers. */
function columns(input: CouponInput) {
  const period = input.validity === 'period';
  const recurring = input.validity === 'recurring';
  return {
    code: input.code,
    kind: input.kind,
    amount: input.amount,
    minimumPurchase: input.minimum_purchase,
    validity: input.validity,
    startsOn: period ? input.starts_on : null,
    endsOn: period ? input.ends_on : null,
    days: recurring ? [...new Set(input.days)].sort() : [],
    fromMinute: recurring && input.from_time ? minutesOf(input.from_time) : null,
    toMinute: recurring && input.to_time ? minutesOf(input.to_time) : null,
    totalUses: input.total_uses,
    usesPerCustomer: input.uses_per_customer,
    orderTypes: [...new Set(input.order_types)],
    categoryIds: [...new Set(input.category_ids)],
    itemIds: [...new Set(input.item_ids)],
    active: input.active,
  };
}

/** Two saves of one code at the same moment both pass refuseConflicts: the unique index refuses the second. */
const codeTakenOnRace = (err: unknown): never => {
  throw isUniqueViolation(err) ? fieldFail('code', 'couponCodeTaken') : err;
};

export async function createCoupon(db: Db, businessId: string, input: CouponInput): Promise<Coupon> {
  await refuseConflicts(db, businessId, input);
  const [row] = await db
    .insert(coupons)
    .values({ businessId, ...columns(input) })
    .returning()
    .catch(codeTakenOnRace);
  return serializeCoupon(row!, 0);
}

export async function updateCoupon(db: Db, businessId: string, id: string, input: CouponInput): Promise<Coupon> {
  await couponOr404(db, businessId, id);
  await refuseConflicts(db, businessId, input, id);
  const [row] = await db
    .update(coupons)
    .set(columns(input))
    .where(and(eq(coupons.businessId, businessId), eq(coupons.id, id)))
    .returning()
    .catch(codeTakenOnRace);
  return serializeCoupon(row!, await usesOf(db, id));
}

/** Deleting a coupon drops its uses too; the orders keep their discount. */
export async function deleteCoupon(db: Db, businessId: string, id: string): Promise<void> {
  await couponOr404(db, businessId, id);
  await db.delete(coupons).where(and(eq(coupons.businessId, businessId), eq(coupons.id, id)));
}

/** A line of a cart as the rules read it: its item and category (for the scope) and its total in cents. */
export interface CouponLine {
  itemId: string | null;
  categoryId: string | null;
  total: number;
}

export interface CouponAsk {
  businessId: string;
  code: string;
  orderType: OrderType;
  customerKey: string;
  lines: readonly CouponLine[];
  at: Date;
  timezone: string;
}

/** `lineDiscounts`: the discount spread over the lines it was taken on (in proportion), so tax is charged on what is paid. */
export type CouponVerdict =
  { ok: true; coupon: CouponRow; discount: number; lineDiscounts: number[] } | { ok: false; reason: CouponRefusal };

const inScope = (c: CouponRow, l: CouponLine) =>
  (!c.categoryIds.length && !c.itemIds.length) ||
  (l.itemId !== null && c.itemIds.includes(l.itemId)) ||
  (l.categoryId !== null && c.categoryIds.includes(l.categoryId));

/**
 * Every rule of a coupon, in the order a customer would want to hear them: the code, active, the
 * validity on the location's clock (days inclusive; recurring days and hours, the end excluded),
 * the order type, the scope, the minimum (read on the lines in scope), the total uses and the
 * customer's uses. The discount: a fixed amount (never more than the lines in scope) or a percent
 * of those lines, rounded half up. `lock` takes the coupon row for update (an order being placed),
 * so two orders cannot both take the last use.
 */
export async function judgeCoupon(db: Db, ask: CouponAsk, lock = false): Promise<CouponVerdict> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.businessId, ask.businessId), sql`lower(${coupons.code}) = lower(${ask.code.trim()})`));
  const [c] = lock ? await query.for('update') : await query;
  if (!c) return { ok: false, reason: 'unknown' };
  if (!c.active) return { ok: false, reason: 'inactive' };
  const now = localMoment(ask.at, ask.timezone);
  if (c.validity === 'period') {
    if (c.startsOn && now.date < c.startsOn) return { ok: false, reason: 'not_started' };
    if (c.endsOn && now.date > c.endsOn) return { ok: false, reason: 'expired' };
  }
  if (c.validity === 'recurring') {
    const inHours =
      c.fromMinute !== null && c.toMinute !== null && now.minutes >= c.fromMinute && now.minutes < c.toMinute;
    if (!c.days.includes(now.weekday) || !inHours) return { ok: false, reason: 'not_now' };
  }
  if (!c.orderTypes.includes(ask.orderType)) return { ok: false, reason: 'order_type' };
  const eligible = ask.lines.filter((l) => inScope(c, l)).reduce((sum, l) => sum + l.total, 0);
  if (eligible <= 0) return { ok: false, reason: 'no_eligible_items' };
  if (eligible < c.minimumPurchase) return { ok: false, reason: 'minimum' };
  if (c.totalUses !== null && (await usesOf(db, c.id)) >= c.totalUses) return { ok: false, reason: 'used_up' };
  if (c.usesPerCustomer !== null && (await usesOf(db, c.id, ask.customerKey)) >= c.usesPerCustomer)
    return { ok: false, reason: 'customer_limit' };
  const discount = couponDiscount(c.kind, c.amount, eligible);
  return {
    ok: true,
    coupon: c,
    discount,
    lineDiscounts: spread(
      discount,
      ask.lines.map((l) => (inScope(c, l) ? l.total : 0)),
    ),
  };
}

/** What a coupon takes off `eligible` cents: a fixed amount (never more) or a percent, rounded half up. */
export const couponDiscount = (kind: CouponRow['kind'], amount: number, eligible: number) =>
  kind === 'fixed' ? Math.min(amount, eligible) : share(eligible, amount, 100);

/** `amount` over `weights` in proportion, whole cents summing to exactly `amount` (cumulative rounding). */
function spread(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  let before = 0;
  let given = 0;
  return weights.map((w) => {
    before += w;
    const upTo = sum ? Math.floor((amount * before) / sum) : 0;
    const part = upTo - given;
    given = upTo;
    return part;
  });
}

export async function recordCouponUse(
  db: Db,
  use: { businessId: string; couponId: string; orderId: string; customerKey: string; discount: number; at: Date },
) {
  await db.insert(couponUses).values({
    businessId: use.businessId,
    couponId: use.couponId,
    orderId: use.orderId,
    customerKey: use.customerKey,
    discount: use.discount,
    createdAt: use.at,
  });
}

/**
 * Per coupon of the business (every one, used or not): the orders that used it over local days
 * from..to (the caller's location's clock), the discount given and those orders' totals, in cents.
 * Cancelled orders do not count.
 */
export async function couponResults(db: Db, businessId: string, timezone: string, from: string, to: string) {
  const { since, until } = localDayRange(timezone, from, to);
  const used = db
    .select({
      couponId: couponUses.couponId,
      uses: count().as('uses'),
      discount: sql<number>`sum(${couponUses.discount})`.as('discount'),
      sales: sql<number>`sum(${orders.total})`.as('sales'),
    })
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(
      and(
        eq(couponUses.businessId, businessId),
        ne(orders.status, 'cancelled'),
        gte(couponUses.createdAt, since),
        lt(couponUses.createdAt, until),
      ),
    )
    .groupBy(couponUses.couponId)
    .as('used');
  const rows = await db
    .select({ id: coupons.id, code: coupons.code, uses: used.uses, discount: used.discount, sales: used.sales })
    .from(coupons)
    .leftJoin(used, eq(used.couponId, coupons.id))
    .where(eq(coupons.businessId, businessId))
    .orderBy(asc(sql`lower(${coupons.code})`));
  return rows.map((r) => ({
    coupon_id: r.id,
    code: r.code,
    uses: Number(r.uses ?? 0),
    discount: Number(r.discount ?? 0),
    sales: Number(r.sales ?? 0),
  }));
}
