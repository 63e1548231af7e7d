import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { openOrderStatuses, SCHEDULED_ORDERS_LIMIT, type ScheduledOrder, type StoreService } from '../../lib/contract';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * Open orders of a location due in [from, to) for the given services (a service is the order
 * type of the same name), soonest first: what a holiday, blocked date or pause would cover.
 */
export async function scheduledOrdersIn(
  db: Db,
  locationId: string,
  period: { from: Date; to: Date; services: readonly StoreService[] },
): Promise<{ orders: ScheduledOrder[]; total: number }> {
  const where = and(
    eq(orders.locationId, locationId),
    inArray(orders.status, [...openOrderStatuses]),
    inArray(orders.type, [...period.services]),
    gte(orders.scheduledAt, period.from),
    lt(orders.scheduledAt, period.to),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        scheduledAt: orders.scheduledAt,
        type: orders.type,
        customerName: orders.customerName,
        status: orders.status,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.scheduledAt), asc(orders.id))
      .limit(SCHEDULED_ORDERS_LIMIT),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map((r) => ({
      _id: r.id,
      order_number: r.orderNumber,
      // Never null here: the range on scheduled_at excludes orders without one.
      scheduled_at: r.scheduledAt!.toISOString(),
      type: r.type,
      customer_name: r.customerName,
      status: r.status,
    })),
    total: Number(counted?.n ?? 0),
  };
}
