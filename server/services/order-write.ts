import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Location } from '../../lib/contract';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { fail } from '../lib/http';
import type { AppEnv } from '../types';
import { recordOrderEvent } from './order-events';
import { visibleLocations } from './locations';
import type { OrderRow } from './orders';

/** Changes to an order's columns (never its id, business or location). */
export type OrderPatch = Partial<Omit<OrderRow, 'id' | 'businessId' | 'locationId' | 'orderNumber' | 'createdAt'>>;

/**
 * An order of the caller's business at a location they may see; 404 otherwise, so another
 * business's ids (or a location hidden from this employee) are indistinguishable from unknown ones.
 */
async function findVisibleOrder(c: Context<AppEnv>, db: Db, id: string, visible: Location[], lock: boolean): Promise<OrderRow> {
  const m = c.get('membership');
  if (!m) throw fail(c, 404, 'noBusiness');
  const query = db.select().from(orders).where(and(eq(orders.id, id), eq(orders.businessId, m.businessId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !visible.some((l) => l._id === row.locationId)) throw fail(c, 404, 'orderNotFound');
  return row;
}

/** "First Last" of the signed-in user, for status_history.by. */
export async function actorName(c: Context<AppEnv>): Promise<string | null> {
  const [u] = await c
    .get('deps')
    .db.select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, c.get('auth').userId));
  return u ? `${u.first} ${u.last}`.trim() : null;
}

/**
 * Reads the order under a row lock, asks `decide` for the change (it throws an ApiError such as
 * a 409 to refuse, or returns null for "nothing to change"), writes it with updated_at and an
 * 'updated' order event in the same transaction. Concurrent moves of one order queue on the lock,
 * so two boards cannot both confirm it.
 */
export async function changeOrder(
  c: Context<AppEnv>,
  id: string,
  decide: (row: OrderRow, now: Date) => OrderPatch | null | Promise<OrderPatch | null>,
): Promise<{ before: OrderRow; after: OrderRow }> {
  const { db, now } = c.get('deps');
  // Read before the transaction: PGlite has one connection, so a query outside the transaction
  // (visibleLocations uses the shared handle) would wait for it forever.
  const visible = await visibleLocations(c);
  return db.transaction(async (tx) => {
    const before = await findVisibleOrder(c, tx, id, visible, true);
    const at = now();
    const patch = await decide(before, at);
    if (!patch) return { before, after: before };
    const [after] = await tx
      .update(orders)
      .set({ ...patch, updatedAt: at })
      .where(eq(orders.id, before.id))
      .returning();
    await recordOrderEvent(tx, after!, 'updated');
    return { before, after: after! };
  });
}
