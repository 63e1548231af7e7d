/**
 * GET order/history for a 90-day range over 50,000 orders on PGlite (in-memory, in-process, as
 * the tests run it), in two layouts: the 50,000 spread over a year (about 12,000 in the range, a
 * busy restaurant) and all 50,000 inside the range (the worst case for counting and sorting).
 * After the bulk insert the table is vacuumed and analysed, as autovacuum would on PostgreSQL.
 * Prints p50/p95 per query shape; asserts nothing (the budget is p95 ≤ 150 ms).
 *   npm run perf:orders      (PERF_ORDERS=50000 PERF_RUNS=40 by default)
 */
import { sql } from 'drizzle-orm';
import { stateId } from '../../server/db/reference-data';
import { wallClock } from '../../server/lib/time-zone';
import { generateOrderCount, insertOrders } from '../../server/seed/orders';
import { taxRateFor } from '../../server/services/orders';
import { createTestApi } from '../../server/testing';
import { apiClient } from '../../server/testing-client';

const COUNT = Number(process.env.PERF_ORDERS ?? 50_000);
const RUNS = Number(process.env.PERF_RUNS ?? 40);
const DAYS = 90;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const day = (d: Date, tz: string) => {
  const w = wallClock(d, tz);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

async function scenario(spreadDays: number) {
  const api = await createTestApi();
  const client = apiClient(api);
  const m = await client.registerBusiness();
  const tz = 'America/Toronto';
  const now = new Date();
  let t = performance.now();
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
  const generated = performance.now() - t;
  t = performance.now();
  await insertOrders(api.db, rows);
  await api.db.execute(sql`vacuum analyze orders`);
  console.log(
    `\n${rows.length} orders over ${spreadDays} days: generated in ${generated.toFixed(0)} ms, inserted and vacuumed in ${(performance.now() - t).toFixed(0)} ms`,
  );

  const from = day(new Date(now.getTime() - (DAYS - 1) * 86_400_000), tz);
  const to = day(now, tz);
  const inRange = (await client.call('GET', `order/history?from=${from}&to=${to}&per_page=1`, { token: m.token })).body
    .total as number;
  const deep = Math.max(2, Math.floor(inRange / 25 / 2));
  const shapes: Array<[string, string]> = [
    ['page 1, -created_at', `sort=-created_at`],
    [`page ${deep}, -created_at`, `sort=-created_at&page=${deep}`],
    ['page 1, total', `sort=total`],
    ['page 1, -total', `sort=-total`],
    [`page ${deep}, -total`, `sort=-total&page=${deep}`],
    ['page 1, search "tremblay"', `search=tremblay`],
    ['page 1, status=closed', `status=closed`],
  ];
  console.log(`GET order/history?from=${from}&to=${to} (${RUNS} runs each, 25 per page)`);
  for (const [label, query] of shapes) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const res = await client.call('GET', `order/history?from=${from}&to=${to}&${query}`, { token: m.token });
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      total = res.body.total;
      if (i >= 3) times.push(performance.now() - start); // the first runs warm the caches
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(28)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms   (total ${total})`,
    );
  }
  await api.close();
}

async function main() {
  await scenario(365);
  await scenario(DAYS);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
