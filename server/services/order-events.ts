import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;
export type OrderEventKind = 'created' | 'updated';

/** The LISTEN/NOTIFY channel; the payload is the location id whose stream should look again. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/**
 * Records a change of `order` for the streams. Call inside the transaction of the change: the
 * event commits (or rolls back) with it, and PostgreSQL delivers the NOTIFY only at commit, so a
 * woken stream always finds the event and the order's new state.
 */
export async function recordOrderEvent(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'businessId' | 'locationId'>,
  kind: OrderEventKind,
): Promise<void> {
  await tx
    .insert(orderEvents)
    .values({ businessId: order.businessId, locationId: order.locationId, orderId: order.id, kind });
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${order.locationId})`);
}

/** The newest event id of a location (0 without any): where a stream without Last-Event-ID starts. */
export async function latestEventId(db: Db, locationId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(eq(orderEvents.locationId, locationId));
  return Number(row?.id ?? 0);
}

/** Events of a location after `afterId`, oldest first, each with the order's current state. */
export async function eventsAfter(
  db: Db,
  locationId: string,
  afterId: number,
  limit = 200,
): Promise<Array<{ id: number; kind: OrderEventKind; order: OrderRow }>> {
  const rows = await db
    .select({ id: orderEvents.id, kind: orderEvents.kind, order: orders })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orderEvents.locationId, locationId), gt(orderEvents.id, afterId)))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, order: r.order }));
}
