/**
 * GET order/sales_summary at scale (issue 17 item 7): a year of a busy store, 1,000,000 orders at
 * one location on PostgreSQL and 50,000 on PGlite (in-process, as the tests run it), loaded
 * through the order triggers that keep the rollups (migration 0019), then vacuumed and analysed as
 * autovacuum would. The 30-day and 365-day ranges ending today, `PERF_RUNS` (30) runs each after
 * three warm-ups: p50 and p95; then what the triggers add to a single order's insert. Targets: PostgreSQL ≤ 500 ms p95 for 365 days over 1M; PGlite
 * ≤ 150 ms p95 for 30 days over 50k. Figures only, never asserted.
 *   npm run perf:sales        (starts a throw-away PostgreSQL through scripts/with-postgres.sh)
 *   PERF_PG_ORDERS=200000 PERF_PGLITE_ORDERS=50000 PERF_RUNS=30 npm run perf:sales
 * Without TEST_DATABASE_URL, measure() runs the PostgreSQL half in a child under
 * scripts/with-postgres.sh (PG_TEST_PORT, 55590 by default).
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { stateId } from '../../server/db/reference-data';
import { orders } from '../../server/db/schema';
import { wallClock } from '../../server/lib/time-zone';
import { insertOrders } from '../../server/seed/insert-orders';
import { generateOrders } from '../../server/seed/orders';
import { taxRateFor } from '../../server/services/orders';
import { createTestApi, type TestApi } from '../../server/testing';
import { apiClient } from '../../server/testing-client';
import { runWhenMain, type PerfRow } from './perf-row';

const PG_ORDERS = Number(process.env.PERF_PG_ORDERS ?? 1_000_000);
const PGLITE_ORDERS = Number(process.env.PERF_PGLITE_ORDERS ?? 50_000);
const RUNS = Number(process.env.PERF_RUNS ?? 30);
const YEAR = 365;
/** Generated a month at a time: a million rows with their items at once would take gigabytes. */
const CHUNK_DAYS = 30;
const TZ = 'America/Toronto';
const DAY_MS = 86_400_000;
/** Marks the child's result line (the PostgreSQL half run under scripts/with-postgres.sh). */
const ROWS_MARK = 'SALES_SUMMARY_ROWS ';

type Engine = 'PostgreSQL' | 'PGlite';
const TARGETS: Record<Engine, { days: number; ms: number }> = {
  PostgreSQL: { days: 365, ms: 500 },
  PGlite: { days: 30, ms: 150 },
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const dayOf = (d: Date) => {
  const w = wallClock(d, TZ);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/** An API on PGlite even when TEST_DATABASE_URL is set (createTestApi reads it at the call). */
async function openApi(engine: Engine): Promise<TestApi> {
  if (engine === 'PostgreSQL') return createTestApi();
  const url = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    return await createTestApi();
  } finally {
    if (url !== undefined) process.env.TEST_DATABASE_URL = url;
  }
}

/**
 * Exactly `count` orders over the year to `now` (a little more than a year when the generator
 * falls short), inserted a month at a time through the triggers, newest month first.
 */
async function load(api: TestApi, at: { businessId: string; locationId: string }, count: number, now: Date) {
  // Fridays and Saturdays are × 1.25 in the generator, (5 + 2 × 1.25) / 7 on average.
  const perDay = count / YEAR / (7.5 / 7);
  const range = { min: Math.floor(perDay * 0.95), max: Math.ceil(perDay * 1.05) };
  let loaded = 0;
  for (let chunk = 0; loaded < count; chunk++) {
    let rows = generateOrders({
      ...at,
      timezone: TZ,
      days: CHUNK_DAYS,
      perDay: range,
      now: new Date(now.getTime() - chunk * CHUNK_DAYS * DAY_MS),
      tax: taxRateFor(stateId('CA', 'QC')),
      seed: 17 + chunk,
      firstNumber: 1_000_000 + chunk * 1_000_000,
    });
    // The oldest month keeps only its newest orders: exactly `count` in all.
    if (loaded + rows.length > count) rows = rows.slice(rows.length - (count - loaded));
    await insertOrders(api.db, rows);
    loaded += rows.length;
  }
  return loaded;
}

/**
 * What the triggers add to one order's write: single inserts with them, then with them disabled
 * (p50 of each). Disabling is this benchmark's own throw-away database only.
 */
async function writeCost(api: TestApi, at: { businessId: string; locationId: string }, now: Date) {
  const rows = generateOrders({
    ...at,
    timezone: TZ,
    days: 5,
    perDay: { min: 30, max: 30 },
    now,
    tax: taxRateFor(stateId('CA', 'QC')),
    seed: 99,
    firstNumber: 900_000_000,
  });
  const triggers = ['orders_sales_inserted', 'orders_sales_updated', 'orders_sales_deleted'];
  const toggle = async (on: boolean) => {
    for (const name of triggers)
      await api.db.execute(sql.raw(`alter table orders ${on ? 'enable' : 'disable'} trigger ${name}`));
  };
  // With, without, with again (so a busy moment of the machine weighs on both alike), blocks of 20
  // after two unmeasured inserts: toggling a trigger makes the next statement reload the table's
  // definitions, which is not what a write costs.
  const times = { withRollups: [] as number[], without: [] as number[] };
  const block = 22;
  try {
    for (const [n, on] of [true, false, true].entries()) {
      await toggle(on);
      for (const [i, row] of rows.slice(n * block, (n + 1) * block).entries()) {
        const start = performance.now();
        // One plain INSERT, as an order write makes it (insertOrders also re-analyses the table).
        await api.db.insert(orders).values(row);
        if (i >= 2) times[on ? 'withRollups' : 'without'].push(performance.now() - start);
      }
    }
  } finally {
    await toggle(true);
  }
  const p50 = (list: number[]) =>
    pct(
      list.sort((a, b) => a - b),
      50,
    );
  return { withRollups: p50(times.withRollups), without: p50(times.without) };
}

async function scenario(engine: Engine, count: number, log: (line: string) => void): Promise<PerfRow[]> {
  const api = await openApi(engine);
  try {
    const client = apiClient(api);
    const m = await client.registerBusiness();
    const now = new Date();
    let t = performance.now();
    const loaded = await load(api, m, count, now);
    const loadMs = performance.now() - t;
    t = performance.now();
    await api.db.execute(sql`vacuum analyze orders`);
    await api.db.execute(sql`vacuum analyze sales_hours`);
    await api.db.execute(sql`vacuum analyze sales_items`);
    const [counts] = (
      (await api.db.execute(
        sql`select (select count(*) from sales_days)::int as days, (select count(*) from sales_hours)::int as hours,
          (select count(*) from sales_items)::int as items`,
      )) as unknown as { rows: { days: number; hours: number; items: number }[] }
    ).rows;
    log(
      `\n${engine}: ${loaded} orders over about a year loaded through the triggers in ${(loadMs / 1000).toFixed(1)} s ` +
        `(${Math.round(loaded / (loadMs / 1000))} orders/s), vacuumed in ${((performance.now() - t) / 1000).toFixed(1)} s; ` +
        `rollups: ${counts!.days} day rows, ${counts!.hours} hour rows, ${counts!.items} item-day rows`,
    );
    const rows: PerfRow[] = [];
    for (const days of [30, 365]) {
      const query = `order/sales_summary?from=${dayOf(new Date(now.getTime() - (days - 1) * DAY_MS))}&to=${dayOf(now)}`;
      const times: number[] = [];
      let orders = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const start = performance.now();
        const res = await client.call('GET', query, { token: m.token });
        if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
        if (i >= 3) times.push(performance.now() - start); // the first runs warm the caches
        orders = (res.body as { sales_summary: { figures: { orders: number } } }).sales_summary.figures.orders;
      }
      times.sort((a, b) => a - b);
      const [p50, p95] = [pct(times, 50), pct(times, 95)];
      log(
        `  ${days} days (${orders} orders counted)`.padEnd(40) +
          `p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`,
      );
      const target = TARGETS[engine].days === days ? TARGETS[engine].ms : undefined;
      rows.push({
        benchmark: 'sales summary',
        subject: `${engine}, ${loaded.toLocaleString('en')} orders over a year: ${days} days p95 (p50 ${p50.toFixed(1)} ms)`,
        value: Math.round(p95 * 10) / 10,
        unit: 'ms',
        ...(target ? { target: `≤ ${target} ms`, ok: p95 <= target } : {}),
      });
    }
    const cost = await writeCost(api, m, now);
    log(
      `  one order written: p50 ${cost.withRollups.toFixed(1)} ms with the rollup triggers, ${cost.without.toFixed(1)} ms without`,
    );
    return rows;
  } finally {
    await api.close();
  }
}

/** The PostgreSQL half in a child under scripts/with-postgres.sh, which starts and removes a cluster. */
function postgresInChild(log: (line: string) => void): PerfRow[] {
  const root = path.resolve(__dirname, '../..');
  const child = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', 'npx', 'tsx', 'tests/perf/sales-summary.ts', '--postgres-only'],
    {
      cwd: root,
      env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT ?? '55590' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const lines = (child.stdout ?? '').split('\n');
  for (const line of lines.filter((l) => !l.startsWith(ROWS_MARK))) if (line) log(line);
  const result = lines.find((l) => l.startsWith(ROWS_MARK));
  if (child.status !== 0 || !result) throw new Error(`the PostgreSQL run failed (exit ${child.status})`);
  return JSON.parse(result.slice(ROWS_MARK.length)) as PerfRow[];
}

export async function measure(log: (line: string) => void = () => undefined): Promise<PerfRow[]> {
  const rows = [
    ...(await scenario('PGlite', PGLITE_ORDERS, log)),
    ...(process.env.TEST_DATABASE_URL ? await scenario('PostgreSQL', PG_ORDERS, log) : postgresInChild(log)),
  ];
  // Latency on a shared machine says little without how busy it was.
  log(`\nload average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`);
  return rows;
}

runWhenMain(import.meta.url, async () => {
  if (process.argv.includes('--postgres-only')) {
    const rows = await scenario('PostgreSQL', PG_ORDERS, console.log);
    console.log(`${ROWS_MARK}${JSON.stringify(rows)}`);
    return;
  }
  const rows = await measure(console.log);
  for (const r of rows)
    console.log(
      `${r.ok === false ? 'NOT met' : r.ok ? 'met    ' : '       '} ${r.subject}: ${r.value} ms${r.target ? ` (target ${r.target})` : ''}`,
    );
  process.exit(0);
});
