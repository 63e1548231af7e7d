import { and, asc, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import {
  BOARD_COMPLETED_LIMIT,
  boardColumns,
  openOrderStatuses,
  type Location,
  type OrderBoard,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { wallClock, zonedTime } from '../lib/time-zone';
import { localDayRange } from './order-history';
import { boardColumnOf, serializeOrder } from './order-serialize';

/** Local midnight of `now`'s calendar day in `tz`, as an instant. */
export function startOfLocalDay(now: Date, tz: string): Date {
  const w = wallClock(now, tz);
  return zonedTime(tz, w.year, w.month, w.day);
}

/**
 * GET order: every open order of the location (whatever its date: a forgotten order must stay
 * visible), oldest first, split into the board columns; plus today's completed ones (local day),
 * newest first, at most BOARD_COMPLETED_LIMIT. Served by the partial open-orders index and the
 * completed index.
 */
export async function orderBoard(db: Db, location: Location, now: Date): Promise<OrderBoard> {
  const [open, completed] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.locationId, location._id), inArray(orders.status, [...openOrderStatuses])))
      .orderBy(asc(orders.createdAt), asc(orders.id)),
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.locationId, location._id),
          eq(orders.status, 'completed'),
          gte(orders.completedAt, startOfLocalDay(now, location.timezone)),
        ),
      )
      .orderBy(desc(orders.completedAt), desc(orders.id))
      .limit(BOARD_COMPLETED_LIMIT),
  ]);
  const board = Object.fromEntries(boardColumns.map((k) => [k, []])) as unknown as OrderBoard;
  for (const row of open) {
    const column = boardColumnOf(row, now);
    if (column !== 'cancelled') board[column].push(serializeOrder(row, now));
  }
  board.completed = completed.map((row) => serializeOrder(row, now));
  return board;
}

/** Cap of POST order/future_order: a board-sized list, not a report. */
const FUTURE_LIMIT = 500;

/** Open orders due after `now` (optionally within local days from..to), soonest first. */
export async function futureOrders(db: Db, location: Location, now: Date, range: { from?: string; to?: string }) {
  const where = [
    eq(orders.locationId, location._id),
    inArray(orders.status, [...openOrderStatuses]),
    gt(orders.scheduledAt, now),
  ];
  if (range.from) where.push(gte(orders.scheduledAt, localDayRange(location.timezone, range.from, range.from).since));
  if (range.to) where.push(lt(orders.scheduledAt, localDayRange(location.timezone, range.to, range.to).until));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.scheduledAt), asc(orders.id))
    .limit(FUTURE_LIMIT);
  return rows.map((row) => serializeOrder(row, now));
}
