/**
 * The bundle-size check of CI (scripts/test-all.sh, after the build): every measured route's
 * first-load JS against its budget (tests/perf/budgets.ts), as a table. Sizes are deterministic
 * for a build, so this may fail the run: a new area cannot silently make every page heavier.
 *   BUNDLE_BUDGET=enforce  a route over its ceiling fails (exit 1); over its target is reported
 *   BUNDLE_BUDGET=report   prints the same and never fails
 *   npm run check:bundle   (needs `npm run build`)
 */
import { measureRoutes, toRows } from './first-load-js';
import { formatRows } from './perf-table';

async function main() {
  const mode = process.env.BUNDLE_BUDGET ?? 'enforce';
  if (mode !== 'enforce' && mode !== 'report') throw new Error(`BUNDLE_BUDGET must be enforce or report, not ${mode}`);
  const results = await measureRoutes();
  console.log(formatRows(toRows(results)));
  const overTarget = results.filter((r) => r.gzipBytes > r.budgetBytes);
  if (overTarget.length)
    console.log(`\nStill over their target (not failing): ${overTarget.map((r) => r.route).join(', ')}`);
  // CI holds each route to its ceiling: today's size plus a little room, the target where it is met.
  const over = results.filter((r) => r.gzipBytes > r.ceilingBytes);
  if (over.length === 0) {
    console.log(`All ${results.length} routes within their first-load JS ceiling (tests/perf/budgets.ts).`);
    return;
  }
  for (const r of over)
    console.log(`OVER CEILING: ${r.route} ${(r.gzipBytes / 1024).toFixed(1)} KB > ${r.ceilingBytes / 1024} KB`);
  if (mode === 'enforce') process.exit(1);
  console.log('BUNDLE_BUDGET=report: not failing the run.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
