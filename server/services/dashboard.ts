import { sql } from 'drizzle-orm';
import { openOrderStatuses, type Dashboard, type Location } from '../../lib/contract';
import type { Db } from '../db/client';

interface Row {
  today_orders: number;
  today_sales: string | number;
  week_orders: number;
  week_sales: string | number;
  average_ticket: string | number;
  open_orders: number;
  series: Array<{ date: string; orders: number; sales: number }>;
}

/** Rows of db.execute: node-postgres returns a QueryResult, PGlite a Results; both have rows. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Dashboard figures of one location, all computed by PostgreSQL in the location's time zone:
 * "today" is the local calendar day of `now`, the week starts on the local Monday, and
 * `series` has one zero-filled row per local day for the last `days` days including today.
 *
 * Counted: every order that is not cancelled (cancelled ones are neither sales nor orders).
 * Test orders are counted like the others: merchants placing one want to see it arrive.
 * Sales are order totals (tax and tip included), in cents; the average ticket is sales /
 * orders over the `days` range, rounded half up to a whole cent. Open orders are all orders of the location in
 * an open status, whatever their date.
 */
export async function dashboardFigures(db: Db, location: Location, days: number, now: Date): Promise<Dashboard> {
  const tz = location.timezone;
  const open = sql.join(
    openOrderStatuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with bounds as (
      select today,
             today - ${days - 1}::int as first_day,
             today - (extract(isodow from today)::int - 1) as week_start
      from (select (${now.toISOString()}::timestamptz at time zone ${tz})::date as today) t
    ),
    span as (
      -- Local midnights as instants, so the (location_id, created_at) index bounds the scan.
      select (least(first_day, week_start)::timestamp at time zone ${tz}) as since,
             ((today + 1)::timestamp at time zone ${tz}) as until
      from bounds
    ),
    daily as (
      select (o.created_at at time zone ${tz})::date as day, count(*)::int as orders, sum(o.total)::bigint as sales
      from orders o, span
      where o.location_id = ${location._id}
        and o.created_at >= span.since and o.created_at < span.until
        and o.status <> 'cancelled'
      group by 1
    ),
    series as (
      select b.first_day + i as day from bounds b, generate_series(0, ${days - 1}::int) i
    )
    select
      coalesce((select sum(d.orders) from daily d, bounds b where d.day = b.today), 0)::int as today_orders,
      coalesce((select sum(d.sales) from daily d, bounds b where d.day = b.today), 0)::bigint as today_sales,
      coalesce((select sum(d.orders) from daily d, bounds b where d.day >= b.week_start), 0)::int as week_orders,
      coalesce((select sum(d.sales) from daily d, bounds b where d.day >= b.week_start), 0)::bigint as week_sales,
      -- round() of a positive numeric is half up.
      coalesce((select round(sum(d.sales)::numeric / nullif(sum(d.orders), 0)) from daily d, bounds b where d.day >= b.first_day), 0)::bigint
        as average_ticket,
      (select count(*) from orders o where o.location_id = ${location._id} and o.status in (${open}))::int as open_orders,
      (select json_agg(json_build_object('date', to_char(s.day, 'YYYY-MM-DD'), 'orders', coalesce(d.orders, 0), 'sales', coalesce(d.sales, 0)) order by s.day)
         from series s left join daily d on d.day = s.day) as series
  `);
  const row = rowsOf<Row>(result)[0]!;
  return {
    location_id: location._id,
    timezone: tz,
    currency: location.address.country_details?.currency ?? 'USD',
    today: { orders: row.today_orders, sales: Number(row.today_sales) },
    week: { orders: row.week_orders, sales: Number(row.week_sales) },
    average_ticket: Number(row.average_ticket),
    open_orders: row.open_orders,
    series: row.series.map((s) => ({ date: s.date, orders: Number(s.orders), sales: Number(s.sales) })),
  };
}
