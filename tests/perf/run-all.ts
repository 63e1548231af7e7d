/**
 * `npm run perf`: every benchmark of tests/perf, one after the other, then ONE table of what
 * they measured (benchmark, subject, value, unit, target, ok). Needs a production build
 * (`npm run build` first). Figures only: a missed target is shown, never fails the run; a
 * benchmark that cannot run does (exit 1), after the others have.
 *   npm run perf                         all of them
 *   PERF_ONLY=lighthouse,first-load-js npm run perf
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatRows } from './perf-table';
import type { PerfRow } from './perf-row';

/** Files of tests/perf that are not benchmarks. */
const HELPERS = new Set([
  'budgets',
  'bundle-budget',
  'measured-routes',
  'perf-row',
  'perf-table',
  'portal-server',
  'run-all',
]);
/** Known benchmarks fastest first, so a broken setup shows early; any other file after them, Lighthouse (minutes) last. */
const ORDER = ['first-load-js', 'bff-overhead', 'orders-history', 'menu-categories', 'order-stream', 'board-inp'];

/** Every benchmark file of tests/perf (a new one is picked up without editing this list). */
function benchmarkNames(): string[] {
  const names = readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -3))
    .filter((n) => !HELPERS.has(n));
  const rank = (n: string) =>
    n === 'lighthouse' ? ORDER.length + 1 : ORDER.includes(n) ? ORDER.indexOf(n) : ORDER.length;
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * Whether the file exports measure(), read from its text: a benchmark not converted yet still
 * runs its report when loaded, so it is not imported at all.
 */
const exportsMeasure = (source: string) =>
  /export\s+(async\s+)?function\s+measure\b|export\s+const\s+measure\b|export\s*\{[^}]*\bmeasure\b/.test(source);

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const only = process.env.PERF_ONLY?.split(',');
  const benchmarks = benchmarkNames();
  const rows: PerfRow[] = [];
  const notes: string[] = (only ?? [])
    .filter((name) => !benchmarks.includes(name))
    .map((name) => `unknown benchmark in PERF_ONLY: ${name} (one of ${benchmarks.join(', ')})`);
  for (const name of benchmarks.filter((b) => !only || only.includes(b))) {
    const file = path.join(__dirname, `${name}.ts`);
    if (!exportsMeasure(readFileSync(file, 'utf8'))) {
      notes.push(
        `skipped ${name}: tests/perf/${name}.ts does not export measure() yet (run it alone: npx tsx tests/perf/${name}.ts)`,
      );
      continue;
    }
    console.error(`=== ${name}`);
    const started = Date.now();
    try {
      const mod = (await import(`./${name}`)) as { measure: () => Promise<PerfRow[]> };
      rows.push(...(await mod.measure()));
      console.error(`=== ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
    } catch (err) {
      process.exitCode = 1;
      notes.push(`FAILED ${name}: ${err instanceof Error ? err.message : String(err)}`);
      console.error(err);
    }
  }
  console.log(`\n${formatRows(rows)}`);
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  const missed = rows.filter((r) => r.ok === false).length;
  console.log(`\n${rows.length} figures, ${rows.filter((r) => r.ok).length} on target, ${missed} missed`);
  // A benchmark may leave a handle open (a pool, a timer): the run ends here.
  process.exit(process.exitCode ?? 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
