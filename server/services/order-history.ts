import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { HISTORY_MAX_DAYS, openOrderStatuses, type OrderHistoryQuery, type OrderStatus } from '../../lib/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { locations, orders, orderStatusRank } from '../db/schema';
import { zonedTime } from '../lib/time-zone';
import type { OrderRow } from './orders';

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;

/** Local days from..to (inclusive) as instants [since, until): local midnights, DST included. */
export function localDayRange(tz: string, from: string, to: string): { since: Date; until: Date } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return { since: zonedTime(tz, fy, fm, fd), until: zonedTime(tz, ty, tm, td + 1) };
}

/** 'order' when from > to, 'span' when longer than HISTORY_MAX_DAYS, else null. */
export function rangeProblem(from: string, to: string): 'order' | 'span' | null {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return 'order';
  return days > HISTORY_MAX_DAYS ? 'span' : null;
}

export const CLOSED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** LIKE pattern of a literal search text (its own % and _ do not act as wildcards). */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The WHERE of a history or export: a location, a local-day range, optional status and search. */
export function historyWhere(
  locationId: string,
  tz: string,
  q: Pick<OrderHistoryQuery, 'from' | 'to' | 'search' | 'status'>,
): SQL {
  const { since, until } = localDayRange(tz, q.from, q.to);
  const parts: (SQL | undefined)[] = [
    eq(orders.locationId, locationId),
    gte(orders.createdAt, since),
    lt(orders.createdAt, until),
  ];
  if (q.status === 'open') parts.push(inArray(orders.status, [...openOrderStatuses]));
  else if (q.status === 'closed') parts.push(inArray(orders.status, [...CLOSED_STATUSES]));
  else if (q.status) parts.push(eq(orders.status, q.status));
  const search = q.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    const pattern = likeText(search);
    parts.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.customerName, pattern),
        // Phones are stored as digits; "(514) 555-01" finds 5145550123.
        digits.length >= 3 ? sql`${orders.customerPhone} like ${likeText(digits)}` : undefined,
      ),
    );
  }
  return and(...parts)!;
}

function orderBy(sort: OrderHistoryQuery['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const dir = (e: SQL | AnyPgColumn) => (descending ? desc(e) : asc(e));
  // Numbers are per-business digit strings: shorter first is numeric order. Every sort has an index
  // with the same keys (server/db/tables/orders.ts): keep them in step.
  const byNumber = [dir(sql`length(${orders.orderNumber})`), dir(orders.orderNumber)];
  const primary =
    key === 'total'
      ? [dir(orders.total)]
      : key === 'status'
        ? [dir(orderStatusRank(orders.status))]
        : key === 'order_number'
          ? byNumber
          : [dir(orders.createdAt)];
  // A stable tie-break so pages neither overlap nor skip rows.
  return [...primary, dir(orders.createdAt), dir(orders.id)];
}

/**
 * Totals already counted, per database handle, by location, its orders_version and the filter.
 * Counting is a third of a deep page's time and the same for every page of one filter; triggers
 * bump orders_version on any change to the location's orders (migration 0007), so a total is only
 * reused while nothing it counted can have changed, in any process sharing the database.
 */
const totals = new WeakMap<Db, Map<string, number>>();
const TOTALS_KEPT = 1000;

async function historyTotal(db: Db, locationId: string, tz: string, q: OrderHistoryQuery, where: SQL): Promise<number> {
  let known = totals.get(db);
  if (!known) totals.set(db, (known = new Map()));
  const filter = JSON.stringify([tz, q.from, q.to, q.status ?? null, q.search?.trim() || null]);
  const version = sql<number>`(select ${locations.ordersVersion} from ${locations} where ${locations.id} = ${locationId})`;
  const [current] = await db.select({ v: locations.ordersVersion }).from(locations).where(eq(locations.id, locationId));
  const hit = known.get(`${locationId}|${current?.v}|${filter}`);
  if (hit !== undefined) return hit;
  // The version read in the same statement as the count: the total is stored under its own.
  const [counted] = await db.select({ v: version, n: count() }).from(orders).where(where);
  const n = Number(counted?.n ?? 0);
  known.set(`${locationId}|${counted?.v}|${filter}`, n);
  if (known.size > TOTALS_KEPT) known.delete(known.keys().next().value!);
  return n;
}

/** One page of the history and the number of matching orders. */
export async function historyPage(
  db: Db,
  locationId: string,
  tz: string,
  q: OrderHistoryQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = historyWhere(locationId, tz, q);
  // Deferred join: the skipped rows of a deep page are walked as ids only (from the index),
  // and only the page's own rows are read whole (items, customer, history are large).
  const [pageIds, total] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...orderBy(q.sort))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    historyTotal(db, locationId, tz, q, where),
  ]);
  const ids = pageIds.map((r) => r.id);
  const whole = ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
  const byId = new Map(whole.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}
