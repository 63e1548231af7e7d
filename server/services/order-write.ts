import { and, eq } from 'drizzle-orm';
import type { Location } from '../../lib/contract';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { foundOr404 } from '../lib/http';
import type { Deps, Membership } from '../types';
import { recordOrderEvent } from './order-events';
import { loadVisibleLocations } from './locations';
import type { OrderRow } from './orders';

/** Changes to an order's columns (never its id, business or location). */
export type OrderPatch = Partial<Omit<OrderRow, 'id' | 'businessId' | 'locationId' | 'orderNumber' | 'createdAt'>>;

/**
 * An order of the caller's business at a location they may see; 404 otherwise, so another
 * business's ids (or a location hidden from this employee) are indistinguishable from unknown ones.
 */
async function findVisibleOrder(db: Db, businessId: string, id: string, visible: Location[]): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.businessId, businessId)))
    .for('update');
  return foundOr404(row && visible.some((l) => l._id === row.locationId) ? row : undefined, 'orderNotFound');
}

/** "First Last" of the signed-in user, for status_history.by. */
export async function actorName(db: Db, userId: string): Promise<string | null> {
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? `${u.first} ${u.last}`.trim() : null;
}

/**
 * Reads the order under a row lock, asks `decide` for the change (it throws an ApiError such as
 * a 409 to refuse, or returns null for "nothing to change"), writes it with updated_at and an
 * 'updated' order event in the same transaction. Concurrent moves of one order queue on the lock,
 * so two boards cannot both confirm it.
 */
export async function changeOrder(
  deps: Deps,
  member: Membership,
  id: string,
  decide: (row: OrderRow, now: Date) => OrderPatch | null | Promise<OrderPatch | null>,
): Promise<{ before: OrderRow; after: OrderRow }> {
  // Read before the transaction: PGlite has one connection, so a query outside the transaction
  // (on the shared handle) would wait for it forever.
  const { db, now: clock } = deps;
  const visible = await loadVisibleLocations(db, member);
  return db.transaction(async (tx) => {
    const before = await findVisibleOrder(tx, member.businessId, id, visible);
    const now = clock();
    const patch = await decide(before, now);
    if (!patch) return { before, after: before };
    const [after] = await tx
      .update(orders)
      .set({ ...patch, updatedAt: now })
      .where(eq(orders.id, before.id))
      .returning();
    await recordOrderEvent(tx, after!, 'updated');
    return { before, after: after! };
  });
}
