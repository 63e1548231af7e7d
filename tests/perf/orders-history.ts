/**
 * GET order/history for a 90-day range over 50,000 orders on PGlite (in-memory, in-process, as
 * the tests run it), in two layouts: the 50,000 spread over a year (about 13,000 in the range, a
 * busy restaurant) and all 50,000 inside the range (the worst case for counting and sorting).
 * After the bulk insert the table is vacuumed and analysed, as autovacuum would on PostgreSQL.
 * Every sort is measured on its first page and on a page in the middle of the range (the deepest
 * a merchant can reach from either end), and the search by a name, a phone and an order number.
 * First pages and searches count their total on every run (as a new filter, or any order change,
 * makes them: "(counted)"); deeper pages reuse the total page 1 counted, as they do in use.
 * Figures only, never asserted (the budget: p95 ≤ 150 ms for a search and for any page).
 *   npm run perf:orders      (PERF_ORDERS=50000 PERF_RUNS=40 by default)
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { stateId } from '../../server/db/reference-data';
import { wallClock } from '../../server/lib/time-zone';
import { insertOrders } from '../../server/seed/insert-orders';
import { generateOrderCount } from '../../server/seed/orders';
import { taxRateFor } from '../../server/services/orders';
import { createTestApi } from '../../server/testing';
import { apiClient } from '../../server/testing-client';
import { runWhenMain, type PerfRow } from './perf-row';

const COUNT = Number(process.env.PERF_ORDERS ?? 50_000);
const RUNS = Number(process.env.PERF_RUNS ?? 40);
const DAYS = 90;
const TARGET_MS = 150;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const day = (d: Date, tz: string) => {
  const w = wallClock(d, tz);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

interface Shape {
  label: string;
  query: string;
  kind: 'search' | 'page';
  /**
   * The total is counted anew on each run (as for a new filter, or after any order changed); the
   * other shapes are measured as a merchant paging on from page 1 gets them, total already counted.
   */
  cold?: boolean;
}
interface Timing extends Shape {
  p50: number;
  p95: number;
  total: number;
}

async function scenario(spreadDays: number, log: (line: string) => void): Promise<Timing[]> {
  const api = await createTestApi();
  try {
    const client = apiClient(api);
    const m = await client.registerBusiness();
    const tz = 'America/Toronto';
    const now = new Date();
    const rows = generateOrderCount({
      count: COUNT,
      days: spreadDays,
      businessId: m.businessId,
      locationId: m.locationId,
      timezone: tz,
      now,
      tax: taxRateFor(stateId('CA', 'QC')),
      seed: 5,
    });
    const t = performance.now();
    await insertOrders(api.db, rows);
    await api.db.execute(sql`vacuum analyze orders`);
    log(
      `\n${rows.length} orders over ${spreadDays} days, inserted and vacuumed in ${(performance.now() - t).toFixed(0)} ms`,
    );

    const range = `from=${day(new Date(now.getTime() - (DAYS - 1) * 86_400_000), tz)}&to=${day(now, tz)}`;
    const get = async (query: string) => {
      const res = await client.call('GET', `order/history?${range}&${query}`, { token: m.token });
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { total: number; orders: unknown[] };
    };
    const inRange = (await get('per_page=1')).total;
    const closed = (await get('per_page=1&status=closed')).total;
    // The middle page: the deepest one, whichever end the merchant pages from.
    const mid = (n: number) => Math.max(2, Math.ceil(n / 25 / 2));
    // A phone and an order number that exist in the range.
    const sample = rows.find(
      (r) => r.customerPhone && r.createdAt && r.createdAt.getTime() > now.getTime() - 86_400_000,
    );
    const phone = sample?.customerPhone?.slice(-7) ?? '5550123';
    const number = sample?.orderNumber ?? '1001';
    const shapes: Shape[] = [
      ...['-created_at', 'created_at', '-total', 'total', '-order_number', '-status'].flatMap((sort) => [
        { label: `page 1, sort ${sort}`, query: `sort=${sort}`, kind: 'page' as const, cold: true },
        {
          label: `page ${mid(inRange)}, sort ${sort}`,
          query: `sort=${sort}&page=${mid(inRange)}`,
          kind: 'page' as const,
        },
      ]),
      { label: 'page 1, status=closed', query: 'status=closed', kind: 'page', cold: true },
      { label: `page ${mid(closed)}, status=closed`, query: `status=closed&page=${mid(closed)}`, kind: 'page' },
      { label: 'search "tremblay"', query: 'search=tremblay', kind: 'search', cold: true },
      { label: 'search "Tremblay", page 20', query: 'search=Tremblay&page=20', kind: 'search' },
      { label: 'search "léa"', query: `search=${encodeURIComponent('léa')}`, kind: 'search', cold: true },
      { label: `search phone "${phone}"`, query: `search=${phone}`, kind: 'search', cold: true },
      { label: `search number "${number}"`, query: `search=${number}`, kind: 'search', cold: true },
    ];
    log(`GET order/history?${range} (${RUNS} runs each, 25 per page)`);
    const timings: Timing[] = [];
    for (const shape of shapes) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        // What any order change does (migration 0007's triggers): the next request counts again.
        if (shape.cold)
          await api.db.execute(
            sql`update locations set orders_version = orders_version + 1 where id = ${m.locationId}`,
          );
        const start = performance.now();
        total = (await get(shape.query)).total;
        if (i >= 3) times.push(performance.now() - start); // the first runs warm the caches
      }
      times.sort((a, b) => a - b);
      const timing = { ...shape, p50: pct(times, 50), p95: pct(times, 95), total };
      timings.push(timing);
      log(
        `  ${(shape.label + (shape.cold ? ' (counted)' : '')).padEnd(44)} p50 ${timing.p50.toFixed(1).padStart(6)} ms   p95 ${timing.p95.toFixed(1).padStart(6)} ms   (total ${total})`,
      );
    }
    return timings;
  } finally {
    await api.close();
  }
}

/** Per layout: the worst p95 of the searches and of the pages, each against the 150 ms budget. */
export async function measure(log: (line: string) => void = () => undefined): Promise<PerfRow[]> {
  const rows: PerfRow[] = [];
  for (const [spread, layout] of [
    [365, `${COUNT} orders over a year`],
    [DAYS, `${COUNT} orders in the ${DAYS} days`],
  ] as const) {
    const timings = await scenario(spread, log);
    for (const kind of ['search', 'page'] as const) {
      const worst = timings.filter((t) => t.kind === kind).sort((a, b) => b.p95 - a.p95)[0]!;
      rows.push({
        benchmark: 'order history',
        subject: `${layout}: ${kind === 'search' ? 'slowest search' : 'slowest page'} p95 (${worst.label})`,
        value: Math.round(worst.p95 * 10) / 10,
        unit: 'ms',
        target: `≤ ${TARGET_MS} ms`,
        ok: worst.p95 <= TARGET_MS,
      });
    }
  }
  // Latency on a shared machine says little without how busy it was.
  log(`\nload average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`);
  return rows;
}

runWhenMain(import.meta.url, async () => {
  const rows = await measure(console.log);
  for (const r of rows) console.log(`${r.ok ? 'met    ' : 'NOT met'} ${r.subject}: ${r.value} ms (target ${r.target})`);
});
