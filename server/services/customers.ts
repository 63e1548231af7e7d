import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Customer, CustomerListQuery } from '../../lib/contract';
import type { Db } from '../db/client';
import { customerMarks, orders } from '../db/schema';
import { fail } from '../lib/http';
import { localDayRange } from './order-history';
import type { OrderRow } from './orders';

/**
 * Customers are the people who ordered: orders are grouped by e-mail (any case), else the last
 * ten digits of the phone, else the name (any case). Nothing is copied out of the orders, so a
 * customer's figures are always those of their orders; `customer_marks` holds block and delete.
 */
export function customerKey(c: { name: string; email?: string | null; phone?: string | null }): string {
  const email = c.email?.trim().toLowerCase();
  if (email) return `e:${email}`;
  const phone = (c.phone ?? '').replace(/\D/g, '').slice(-10);
  if (phone) return `p:${phone}`;
  return `n:${c.name.trim().toLowerCase()}`;
}

/** customerKey in SQL, on the orders table (same rule, so an id from the list finds its orders). */
const orderKey = sql<string>`coalesce(
  'e:' || nullif(lower(trim(${orders.customerEmail})), ''),
  'p:' || nullif(right(regexp_replace(coalesce(${orders.customerPhone}, ''), '\\D', '', 'g'), 10), ''),
  'n:' || lower(trim(${orders.customerName})))`;

/** The wire id: the key in base64url (it may hold an e-mail, which has no place raw in a path). */
export const customerId = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
export function keyOfId(id: string): string | null {
  const key = Buffer.from(id, 'base64url').toString('utf8');
  return /^[epn]:./.test(key) && customerId(key) === id ? key : null;
}

const sortColumns: Record<string, string> = {
  name: 'lower(name)',
  order_count: 'order_count',
  total_spent: 'total_spent',
  last_order_at: 'last_order_at',
};

/** LIKE pattern of a literal search text (its own % and _ do not act as wildcards). */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

interface CustomerSqlRow {
  key: string;
  name: string;
  email: string | null;
  phone: string | null;
  order_count: number | string;
  total_spent: number | string;
  last_order_at: Date | string;
  blocked: boolean | null;
  total_rows?: number | string;
}

/** Instants [since, until) the figures are counted over; null for all time. */
export type CustomerPeriod = { since: Date; until: Date } | null;

/** The period of a list query: its local days in the caller's location's zone, else all time. */
export const customerPeriod = (q: Pick<CustomerListQuery, 'from' | 'to'>, timeZone: string): CustomerPeriod =>
  q.from && q.to ? localDayRange(timeZone, q.from, q.to) : null;

/**
 * The business's customers with their counted orders (after a deletion, only later ones): the
 * name, e-mail and phone of their latest order, the order count, what they spent (orders not
 * cancelled; test orders count, they are how a merchant tries the screen) and the last order.
 * With a period the figures are those of the orders in it and a customer without one is left
 * out; who they are (name, e-mail, phone) still comes from their latest order of all.
 */
function customersCte(businessId: string, onlyKey?: string, period: CustomerPeriod = null): SQL {
  const inPeriod = period
    ? sql`(${orders.createdAt} >= ${period.since.toISOString()}::timestamptz and ${orders.createdAt} < ${period.until.toISOString()}::timestamptz)`
    : sql`true`;
  return sql`with counted as (
      select ${orderKey} as key, ${orders.customerName} as name, ${orders.customerEmail} as email,
        ${orders.customerPhone} as phone, ${orders.total} as total, ${orders.status} as status,
        ${orders.createdAt} as created_at, ${inPeriod} as in_period
      from ${orders}
      where ${orders.businessId} = ${businessId}
    ), customers as (
      select c.key,
        (array_agg(c.name order by c.created_at desc))[1] as name,
        (array_agg(c.email order by c.created_at desc))[1] as email,
        (array_agg(c.phone order by c.created_at desc))[1] as phone,
        count(*) filter (where c.in_period) as order_count,
        coalesce(sum(c.total) filter (where c.in_period and c.status <> 'cancelled'), 0) as total_spent,
        max(c.created_at) filter (where c.in_period) as last_order_at,
        bool_or(m.blocked) as blocked
      from counted c
      left join ${customerMarks} m on m.business_id = ${businessId} and m.key = c.key
      where (m.deleted_at is null or c.created_at > m.deleted_at)
        ${onlyKey ? sql`and c.key = ${onlyKey}` : sql``}
      group by c.key
      having bool_or(c.in_period)
    )`;
}

const serialize = (r: CustomerSqlRow): Customer => ({
  _id: customerId(r.key),
  name: r.name,
  email: r.email,
  phone: r.phone,
  order_count: Number(r.order_count),
  total_spent: Number(r.total_spent),
  last_order_at: new Date(r.last_order_at).toISOString(),
  blocked: !!r.blocked,
});

const rowsOf = (result: unknown) => (result as { rows: CustomerSqlRow[] }).rows;

function listSql(businessId: string, q: Pick<CustomerListQuery, 'search' | 'sort'>, period: CustomerPeriod): SQL {
  const descending = q.sort.startsWith('-');
  const column = sortColumns[q.sort.replace(/^-/, '')]!;
  // A phone typed as digits finds it however the order wrote it ("5145550101" finds "(514) 555-0101").
  const digits = q.search && /^[\d\s().+-]+$/.test(q.search) ? q.search.replace(/\D/g, '') : '';
  const byDigits =
    digits.length >= 3 ? sql` or regexp_replace(coalesce(phone, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql``;
  const where = q.search
    ? sql`where name ilike ${likeText(q.search)} or email ilike ${likeText(q.search)} or phone ilike ${likeText(q.search)}${byDigits}`
    : sql``;
  // Column names come from the fixed map above, never from the caller; the key breaks ties.
  const order = sql.raw(`${column} ${descending ? 'desc' : 'asc'}, key asc`);
  return sql`${customersCte(businessId, undefined, period)} select *, count(*) over () as total_rows from customers ${where} order by ${order}`;
}

export async function customerPage(
  db: Db,
  businessId: string,
  q: CustomerListQuery,
  period: CustomerPeriod,
): Promise<{ customers: Customer[]; total: number }> {
  const offset = (q.page - 1) * q.per_page;
  const rows = rowsOf(await db.execute(sql`${listSql(businessId, q, period)} limit ${q.per_page} offset ${offset}`));
  // Past the last page the window count is gone with the rows: count apart (rare).
  let total = rows[0] ? Number(rows[0].total_rows) : 0;
  if (!rows.length && q.page > 1) {
    const all = rowsOf(await db.execute(sql`${listSql(businessId, q, period)}`));
    total = all.length;
  }
  return { customers: rows.map(serialize), total };
}

/** Every customer of the list (search, sort and range as on screen), for the CSV export. */
export async function allCustomers(
  db: Db,
  businessId: string,
  q: Pick<CustomerListQuery, 'search' | 'sort'>,
  period: CustomerPeriod,
) {
  return rowsOf(await db.execute(listSql(businessId, q, period))).map(serialize);
}

/** The customer of a wire id, or 404 (an id of another business has no orders here). */
export async function customerOr404(
  db: Db,
  businessId: string,
  id: string,
): Promise<{ key: string; customer: Customer }> {
  const key = keyOfId(id);
  const rows = key ? rowsOf(await db.execute(sql`${customersCte(businessId, key)} select * from customers`)) : [];
  if (!key || !rows[0]) throw fail(404, 'customerNotFound');
  return { key, customer: serialize(rows[0]) };
}

async function mark(db: Db, businessId: string, key: string, set: { blocked?: boolean; deletedAt?: Date }, now: Date) {
  await db
    .insert(customerMarks)
    .values({ businessId, key, blocked: set.blocked ?? false, deletedAt: set.deletedAt ?? null, updatedAt: now })
    .onConflictDoUpdate({ target: [customerMarks.businessId, customerMarks.key], set: { ...set, updatedAt: now } });
}

/** GET customer/{id}/block: blocked ⇄ not blocked. Returns the customer as it now is. */
export async function toggleBlock(db: Db, businessId: string, id: string, now: Date): Promise<Customer> {
  const { key, customer } = await customerOr404(db, businessId, id);
  await mark(db, businessId, key, { blocked: !customer.blocked }, now);
  return { ...customer, blocked: !customer.blocked };
}

/** DELETE customer/{id}: drops the customer from the list; their orders stay, uncounted. A block stays too. */
export async function deleteCustomer(db: Db, businessId: string, id: string, now: Date): Promise<void> {
  const { key } = await customerOr404(db, businessId, id);
  await mark(db, businessId, key, { deletedAt: now }, now);
}

/** Whether this customer may not order from the business (POST order/test asks). */
export async function isBlocked(db: Db, businessId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ blocked: customerMarks.blocked })
    .from(customerMarks)
    .where(and(eq(customerMarks.businessId, businessId), eq(customerMarks.key, key)));
  return !!row?.blocked;
}

/** The customer's counted orders, newest first (at most 100: the drawer shows the latest). */
export async function customerOrders(db: Db, businessId: string, id: string): Promise<OrderRow[]> {
  const { key } = await customerOr404(db, businessId, id);
  const [markRow] = await db
    .select({ deletedAt: customerMarks.deletedAt })
    .from(customerMarks)
    .where(and(eq(customerMarks.businessId, businessId), eq(customerMarks.key, key)));
  const since = markRow?.deletedAt;
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        sql`${orderKey} = ${key}`,
        since ? gt(orders.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
}
