import { sql } from 'drizzle-orm';
import {
  orderTypes,
  paymentModes,
  TOP_ITEMS_LIMIT,
  type Location,
  type SalesBreakdownRow,
  type SalesFigures,
  type SalesSummary,
  type SalesSummaryQuery,
} from '../../lib/contract';
import { addDays, daysBetween, presetRange, type DayRange } from '../../lib/contract/plain/date-range';
import type { Db } from '../db/client';
import { share } from './orders';

/**
 * GET order/sales_summary: the figures of lib/contract/plain/sales-summary.ts over local days,
 * read from the rollups that triggers keep exact (sales_days, sales_hours, sales_items: migration
 * 0019), never from the orders themselves: a year of a busy store is a few thousand rows of each.
 */

/** Sums of one group of rollup rows (node-postgres returns bigint sums as strings). */
interface Sums {
  orders: string | number;
  subtotal: string | number;
  discount: string | number;
  tax: string | number;
  tip: string | number;
  service_fee: string | number;
  delivery_fee: string | number;
  total: string | number;
  cancelled_orders: string | number;
  cancelled_subtotal: string | number;
}
interface DayRow extends Sums {
  cur: boolean;
  /** grouping(day, type, payment_mode): which breakdown the row belongs to. */
  g: number;
  day: string | null;
  type: string | null;
  payment_mode: string | null;
}
/** The hour table has no cancelled or fee columns: they are absent, read as 0. */
type HourRow = Partial<Sums> & { hour: number };
interface ItemsRow {
  by_quantity: { name: string; quantity: number | string; sales: number | string }[];
  by_sales: { name: string; quantity: number | string; sales: number | string }[];
  quantity: string | number;
  sales: string | number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// Bits of grouping(day, type, payment_mode): 1 where the column is summed over.
const TOTAL = 0b111;
const BY_DAY = 0b011;
const BY_TYPE = 0b101;
const BY_MODE = 0b110;

const SUM_COLUMNS = [
  'orders',
  'subtotal',
  'discount',
  'tax',
  'tip',
  'service_fee',
  'delivery_fee',
  'total',
  'cancelled_orders',
  'cancelled_subtotal',
] as const;
const HOUR_COLUMNS = ['orders', 'subtotal', 'discount', 'tax', 'tip', 'total'] as const;

function figuresOf(s: Partial<Sums> | undefined): SalesFigures {
  const n = (k: keyof Sums) => Number(s?.[k] ?? 0);
  const orders = n('orders');
  const net = n('subtotal') - n('discount');
  return {
    orders,
    gross_sales: n('subtotal') + n('cancelled_subtotal'),
    refunds: n('cancelled_subtotal'),
    discounts: n('discount'),
    net_sales: net,
    taxes: n('tax'),
    tips: n('tip'),
    service_fees: n('service_fee'),
    delivery_fees: n('delivery_fee'),
    total_collected: n('total'),
    average_order: orders ? share(net, 1, orders) : 0,
    cancelled_orders: n('cancelled_orders'),
  };
}

function rowOf(key: string, s: Partial<Sums> | undefined): SalesBreakdownRow {
  const f = figuresOf(s);
  return {
    key,
    orders: f.orders,
    net_sales: f.net_sales,
    taxes: f.taxes,
    tips: f.tips,
    total_collected: f.total_collected,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The range a query asks for, presets on the location's clock. */
export function summaryRange(q: SalesSummaryQuery, now: Date, timeZone: string): DayRange {
  if (q.date_range === 'custom') return { from: q.from!, to: q.to! };
  return presetRange(q.date_range, now, timeZone)!;
}

export async function salesSummary(db: Db, location: Location, q: SalesSummaryQuery, now: Date): Promise<SalesSummary> {
  const range = summaryRange(q, now, location.timezone);
  const days = daysBetween(range.from, range.to) + 1;
  const previous = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
  const until = addDays(range.to, 1);
  const sums = (columns: readonly string[]) =>
    sql.join(
      columns.map((c) => sql`sum(${sql.identifier(c)})::bigint as ${sql.identifier(c)}`),
      sql`, `,
    );
  // One pass over both periods' days: the previous one only as a total (its keys are null).
  const daysQuery = db.execute(sql`
    with k as (
      select d.*, d.local_day >= ${range.from}::date as cur
      from sales_days d
      where d.location_id = ${location._id}
        and d.local_day >= ${previous.from}::date and d.local_day <= ${range.to}::date
    )
    select cur, grouping(day, type_key, mode_key) as g, day, type_key as type, mode_key as payment_mode,
      ${sums(SUM_COLUMNS)}
    from (
      select k.*,
        case when cur then to_char(local_day, 'YYYY-MM-DD') end as day,
        case when cur then type end as type_key,
        case when cur then payment_mode end as mode_key
      from k
    ) r
    group by grouping sets ((cur), (cur, day), (cur, type_key), (cur, mode_key))
  `);
  const hoursQuery = db.execute(sql`
    select extract(hour from local_hour)::int as hour, ${sums(HOUR_COLUMNS)}
    from sales_hours
    where location_id = ${location._id} and local_hour >= ${range.from}::timestamp and local_hour < ${until}::timestamp
    group by 1
  `);
  const itemsQuery = db.execute(sql`
    with t as (
      select name, sum(quantity)::bigint as quantity, sum(sales)::bigint as sales
      from sales_items
      where location_id = ${location._id} and local_day >= ${range.from}::date and local_day <= ${range.to}::date
      group by name
      having sum(quantity) <> 0 or sum(sales) <> 0
    )
    select
      (select coalesce(json_agg(x), '[]') from (
        select name, quantity, sales from t order by quantity desc, sales desc, name limit ${TOP_ITEMS_LIMIT}) x) as by_quantity,
      (select coalesce(json_agg(x), '[]') from (
        select name, quantity, sales from t order by sales desc, quantity desc, name limit ${TOP_ITEMS_LIMIT}) x) as by_sales,
      (select coalesce(sum(quantity), 0) from t)::bigint as quantity,
      (select coalesce(sum(sales), 0) from t)::bigint as sales
  `);
  // Three reads at once: a pool runs them side by side (PGlite one after the other).
  const [dayRows, hourRows, [itemRow]] = await Promise.all([
    daysQuery.then((r) => rowsOf<DayRow>(r)),
    hoursQuery.then((r) => rowsOf<HourRow>(r)),
    itemsQuery.then((r) => rowsOf<ItemsRow>(r)),
  ]);

  // The breakdown rows by "<grouping>|<key>"; zero rows are filled in below.
  const current = new Map(
    dayRows.filter((r) => r.cur).map((r) => [`${Number(r.g)}|${r.day ?? r.type ?? r.payment_mode ?? ''}`, r] as const),
  );
  const at = (g: number, key = '') => current.get(`${g}|${key}`);
  const hours = new Map(hourRows.map((r) => [Number(r.hour), r]));

  const byHour = Array.from({ length: 24 }, (_, h) => rowOf(pad(h), hours.get(h)));
  const byDay =
    days === 1
      ? byHour
      : Array.from({ length: days }, (_, i) => addDays(range.from, i)).map((day) => rowOf(day, at(BY_DAY, day)));
  const item = (r: ItemsRow['by_sales'][number]) => ({
    name: r.name,
    quantity: Number(r.quantity),
    sales: Number(r.sales),
  });

  return {
    location_id: location._id,
    timezone: location.timezone,
    currency: location.address.country_details?.currency ?? 'USD',
    date_range: q.date_range,
    from: range.from,
    to: range.to,
    figures: figuresOf(at(TOTAL)),
    previous: { ...previous, figures: figuresOf(dayRows.find((r) => !r.cur && Number(r.g) === TOTAL)) },
    by_day: { unit: days === 1 ? 'hour' : 'day', rows: byDay },
    by_hour: byHour,
    by_order_type: orderTypes.map((type) => ({ ...rowOf(type, at(BY_TYPE, type)), key: type })),
    by_payment_mode: paymentModes.map((mode) => ({ ...rowOf(mode, at(BY_MODE, mode)), key: mode })),
    top_items: {
      by_quantity: (itemRow?.by_quantity ?? []).map(item),
      by_sales: (itemRow?.by_sales ?? []).map(item),
      quantity: Number(itemRow?.quantity ?? 0),
      sales: Number(itemRow?.sales ?? 0),
    },
  };
}
